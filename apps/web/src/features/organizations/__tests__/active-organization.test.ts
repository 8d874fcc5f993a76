import { describe, expect, it } from 'vitest';
import { chooseActiveOrganization } from '../active-organization';

const a = { _id: 'a' };
const b = { _id: 'b' };

describe('chooseActiveOrganization (docs/product.md §4)', () => {
  it('keeps the stored choice while it is approved', () => {
    expect(chooseActiveOrganization([a, b], 'b')).toBe(b);
  });

  it('falls back to the first approved organisation when the stored one is no longer approved', () => {
    expect(chooseActiveOrganization([a, b], 'gone')).toBe(a);
  });

  it('takes the first approved organisation when nothing is stored', () => {
    expect(chooseActiveOrganization([a, b], null)).toBe(a);
    expect(chooseActiveOrganization([b, a], undefined)).toBe(b);
  });

  it('is none without approved organisations', () => {
    expect(chooseActiveOrganization([], 'a')).toBeNull();
    expect(chooseActiveOrganization([], null)).toBeNull();
  });
});
