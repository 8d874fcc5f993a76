// docs/security.md 47 and 49: one mailbox, one key, however its address is spelt; another mailbox, another key;
// another platform secret, other keys.
import { describe, expect, it } from 'vitest';
import { personKey } from '../../src/lib/person-key';

const SECRET = 'a-session-secret-of-at-least-thirty-two-characters';

describe('the keyed hash of an address (lib/person-key.ts)', () => {
  it('is the same for every spelling of one mailbox', () => {
    const key = personKey(SECRET, 'erika.muster@amt.example');
    for (const spelling of [
      'Erika.Muster@AMT.example',
      ' erika.muster@amt.example ',
      'erika.muster+neu@amt.example',
    ])
      expect(personKey(SECRET, spelling), spelling).toBe(key);
    const gmail = personKey(SECRET, 'erika.muster@gmail.com');
    for (const spelling of [
      'erikamuster@gmail.com',
      'e.r.i.k.a.muster+1@googlemail.com',
      'ErikaMuster@GMail.com',
    ])
      expect(personKey(SECRET, spelling), spelling).toBe(gmail);
  });

  it('differs between mailboxes and between secrets, and is not the address', () => {
    const key = personKey(SECRET, 'erika.muster@amt.example');
    // Dots count outside Gmail: another provider may deliver them to another mailbox.
    expect(personKey(SECRET, 'erikamuster@amt.example')).not.toBe(key);
    expect(personKey(SECRET, 'erika.muster@amt2.example')).not.toBe(key);
    expect(personKey(`${SECRET}-neu`, 'erika.muster@amt.example')).not.toBe(key);
    expect(key).not.toContain('erika');
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
