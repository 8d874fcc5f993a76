import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteConfigSchema } from './site-config-schema';
import { exampleSiteConfig, sitePlaceholders } from './site-config';

const documented = JSON.parse(
  readFileSync(new URL('../../../../docs/examples/site-config.json', import.meta.url), 'utf8'),
) as unknown;

describe('site configuration', () => {
  it('the example a fresh start shows passes the schema and names every value the operator must give', () => {
    expect(siteConfigSchema.safeParse(exampleSiteConfig).success).toBe(true);
    expect(sitePlaceholders(exampleSiteConfig)).toEqual([
      'operator.name',
      'operator.programme',
      'operator.street',
      'operator.postalCode',
      'operator.city',
      'operator.email',
      'operator.phone',
      'responsiblePerson',
      'supervisoryAuthority',
      'accessibilityContact.email',
      'accessibilityContact.phone',
      'dataProtectionOfficer.name',
      'dataProtectionOfficer.email',
      'dataProtectionAuthority',
      'participation.events',
      'participation.elearning',
      'participation.marketplace',
    ]);
  });

  it('the documented example (docs/examples/site-config.json) is complete', () => {
    const parsed = siteConfigSchema.parse(documented);
    expect(sitePlaceholders(parsed)).toEqual([]);
  });

  it('names the field of a value in the wrong format, a missing one and an unknown one', () => {
    const base = siteConfigSchema.parse(documented);
    const paths = (value: unknown) =>
      (siteConfigSchema.safeParse(value).error?.issues ?? []).map((issue) => issue.path.join('.'));
    expect(paths({ ...base, operator: { ...base.operator, email: 'kontakt at example' } })).toEqual([
      'operator.email',
    ]);
    expect(paths({ ...base, privacyNoticeDate: '2026-11-22' })).toEqual(['privacyNoticeDate']);
    expect(
      paths({ ...base, participation: { ...base.participation, events: 'javascript:alert(1)' } }),
    ).toEqual(['participation.events']);
    const { responsiblePerson: _missing, ...withoutPerson } = base;
    expect(paths(withoutPerson)).toEqual(['responsiblePerson']);
    expect(paths({ ...base, imprint: 'x' })).toEqual(['']);
  });

  it('a value is a placeholder only when the whole of it stands in square brackets', () => {
    const base = siteConfigSchema.parse(documented);
    const withNote = { ...base, supervisoryAuthority: 'Bundesamt [Abteilung 3]' };
    expect(sitePlaceholders(withNote)).toEqual([]);
    expect(sitePlaceholders({ ...base, operator: { ...base.operator, city: ' [Ort] ' } })).toEqual([
      'operator.city',
    ]);
  });
});
