// The sentence a decision's mail adds for the levels it completed (apps/api/src/lib/notification-mail.ts): the
// records and acceptances complete one level today; the sentence is right for more than one as well.
import { describe, expect, it } from 'vitest';
import { reachedLevelsText } from '../../src/lib/notification-mail';

describe('reachedLevelsText', () => {
  it('names one level, several levels in the plural, and nothing when none was completed', () => {
    expect(reachedLevelsText([])).toBeNull();
    expect(reachedLevelsText(['professional'])).toMatch(
      /^Damit hat Ihre Organisation die Stufe Professional erreicht\. /,
    );
    expect(reachedLevelsText(['professional', 'practitioner'])).toMatch(
      /^Damit hat Ihre Organisation die Stufen Professional und Practitioner erreicht\. /,
    );
  });
});
