import { describe, expect, it } from 'vitest';
import { safeCallbackUrl } from './callback-url';

describe('safeCallbackUrl', () => {
  it.each([
    ['/profil', '/profil'],
    ['/profil?callbackUrl=%2Fx#frag', '/profil?callbackUrl=%2Fx#frag'],
    ['/zertifizierungspfad/beschaffung', '/zertifizierungspfad/beschaffung'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(safeCallbackUrl(input)).toBe(expected);
  });

  it.each([
    'https://evil.example',
    'http://localhost:3000/profil',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'profil',
    '/pro\nfil',
    '',
    42,
    undefined,
    `/${'a'.repeat(2000)}`,
  ])('refuses %j', (input) => {
    expect(safeCallbackUrl(input)).toBeUndefined();
  });
});
