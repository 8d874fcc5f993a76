import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderQuestionnaireDocs } from './docs';

const docsFile = new URL('../../../../docs/questionnaires.md', import.meta.url);

describe('docs/questionnaires.md', () => {
  it('is generated from the current definitions', () => {
    const written = readFileSync(docsFile, 'utf8');
    expect(
      written === renderQuestionnaireDocs(),
      'docs/questionnaires.md is out of date: run `npm run docs:questionnaires` and commit the file',
    ).toBe(true);
  });

  it('lists every questionnaire, step and field path', () => {
    const docs = renderQuestionnaireDocs();
    expect(docs).toContain('## Zertifizierung innovativer Beschaffungsprojekte (`procurement-project`)');
    expect(docs).toContain('Slug `vergabe-ausschreibung`, section `allocation`.');
    expect(docs).toContain('`innovationDegree.advancementScopes`');
    expect(docs).toContain('only when `innovationDegree.advancement` is `YES` (ja); then at least 1 ticked');
    expect(docs).toContain('only when `experiencePublicProcurement.participatedInPublicTender` > 0');
    expect(docs).toContain('### `tenderParticipation`');
  });
});
