import { describe, expect, it } from 'vitest';
import { afterAccountDeletion } from './organization';

const member = (userId: string, role: 'Admin' | 'Member') => ({ userId, role });

describe('afterAccountDeletion', () => {
  it('leaves an organisation with nobody when the user was its only member', () => {
    expect(afterAccountDeletion([member('me', 'Admin')], 'me')).toBe('alone');
  });

  it('would leave members without an admin when the user was the only admin among them', () => {
    expect(afterAccountDeletion([member('me', 'Admin'), member('b', 'Member')], 'me')).toBe('without-admin');
  });

  it('leaves the organisation managed by another admin, or by its admins when the user was a member', () => {
    expect(afterAccountDeletion([member('me', 'Admin'), member('b', 'Admin')], 'me')).toBe('managed');
    expect(afterAccountDeletion([member('me', 'Member'), member('b', 'Admin')], 'me')).toBe('managed');
  });
});
