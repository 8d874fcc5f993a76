import { SESSION_HINT_COOKIE as domainHintCookie } from '@cert/domain';
import { describe, expect, it } from 'vitest';
import { hasSessionHint, SESSION_HINT_COOKIE } from '../session-hint';

describe('session hint', () => {
  it('uses the cookie name the API sets', () => {
    expect(SESSION_HINT_COOKIE).toBe(domainHintCookie);
  });

  it('is there only when the cookie is', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('XSRF-TOKEN=t; consent=1')).toBe(false);
    expect(hasSessionHint('XSRF-TOKEN=t; signed_in=1')).toBe(true);
    expect(hasSessionHint('not_signed_in=1')).toBe(false);
  });
});
