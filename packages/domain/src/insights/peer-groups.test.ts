import { describe, expect, it } from 'vitest';
import { questionnaires } from '../questionnaires/registry';
import { peerAttributes, peerFilters } from './peer-groups';
import { sampleAnswers } from '../testing';

describe('peer groups', () => {
  it("reads a procurer's level and office size and a provider's size and sector from the answers", () => {
    const office = sampleAnswers(questionnaires['procurement-office'].definition, 0);
    office.general = { ...office.general, agency: 'Municipality' };
    office.information = { ...office.information, agencySize: 'Small' };
    expect(peerAttributes('procurement-office', office)).toEqual({
      agencyLevel: 'Municipality',
      agencySize: 'Small',
    });
    const provider = sampleAnswers(questionnaires['provider-expert'].definition, 0);
    expect(Object.keys(peerAttributes('provider-expert', provider))).toEqual([
      'companySize',
      'businessSector',
    ]);
  });

  it('names each value in German from the field’s options and ignores a value that is no option', () => {
    const [level] = peerFilters('procurement-project');
    expect(level!.options.get('Municipality')).toBe('Kommune');
    const answers = sampleAnswers(questionnaires['procurement-project'].definition, 0);
    answers.general = { ...answers.general, agency: 'Mond' };
    expect(peerAttributes('procurement-project', answers).agencyLevel).toBeUndefined();
  });
});
