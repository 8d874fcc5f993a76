import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './site-config-schema';
import { exampleSiteConfig, siteValues, sitePlaceholders, type SiteConfig } from './site-config';
import { isDocumentedExampleValue, isExampleValue, siteExampleValues } from './site-examples';

const read = (relative: string) =>
  siteConfigSchema.parse(JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')));
const documented = read('../../../../docs/examples/site-config.json');
/** The documented example as an operator fills it in (apps/api's test fixture): nothing of the example left. */
const operatorsOwn = read('../../../../apps/api/test/fixtures/site-config.json');
const names = (config: SiteConfig) => siteExampleValues(config).map(({ name }) => name);

describe('what a production start refuses to publish (docs/security.md 42 and 50)', () => {
  it('every value of the documented example, each named with its value', () => {
    expect(siteExampleValues(documented)).toEqual(siteValues(documented));
    expect(names(documented)).toHaveLength(19);
    // The fresh start's example too: its placeholders and its dates, which are the documented example's.
    expect(siteExampleValues(exampleSiteConfig)).toEqual(siteValues(exampleSiteConfig));
    expect(sitePlaceholders(exampleSiteConfig)).not.toContain('accessibilityStatementDate');
  });

  it('a half-edited copy of the example: each value left, in the file’s order, whatever its look', () => {
    const halfEdited: SiteConfig = {
      ...operatorsOwn,
      operator: { ...operatorsOwn.operator, phone: documented.operator.phone },
      accessibilityStatementDate: documented.accessibilityStatementDate,
      supervisoryAuthority: documented.supervisoryAuthority,
    };
    expect(siteExampleValues(halfEdited)).toEqual([
      { name: 'operator.phone', value: '+49 30 123456-0' },
      { name: 'supervisoryAuthority', value: documented.supervisoryAuthority },
      { name: 'accessibilityStatementDate', value: '21.11.2026' },
    ]);
    expect(siteExampleValues(operatorsOwn)).toEqual([]);
  });

  it('an example value stays one with other spaces, case or punctuation; a real one is not', () => {
    for (const value of [
      '+49 30 123456-0',
      '+4930 1234560',
      ' 21.11.2026 ',
      '22.11.2026',
      '12345',
      'MUSTERSTADT',
    ])
      expect(isDocumentedExampleValue(value), value).toBe(true);
    for (const value of ['+49 30 123456-1', '21.11.2025', '10115', 'Berlin', '+49 30 987650-0'])
      expect(isDocumentedExampleValue(value), value).toBe(false);
  });

  it('values that look like examples: German example names and reserved example domains', () => {
    for (const value of [
      'info@example.com',
      'https://www.example.org/x',
      'a@b.test',
      'Max Musterfrau',
      'Musterstadt',
      'Erika Muster',
      'Musterstr. 1',
      'Musterweg 2',
      // "ß" is a letter: a changed house number keeps the example street.
      'Musterstraße 5',
    ])
      expect(isExampleValue(value), value).toBe(true);
    for (const value of [
      'info@bund.de',
      'https://www.beispiel-amt.de/x',
      'Dr. Jana Weber',
      'Musterhaus-Allee 3 (kein Platzhalter)',
      'Mustermeyer GmbH',
    ])
      expect(isExampleValue(value), value).toBe(false);
  });
});
