import { describe, expect, it } from 'vitest';
import { hasSessionHint } from '../session-hint';

describe('session hint', () => {
  it('is there only when the cookie is', () => {
    expect(hasSessionHint('')).toBe(false);
    expect(hasSessionHint('XSRF-TOKEN=t; consent=1')).toBe(false);
    expect(hasSessionHint('XSRF-TOKEN=t; signed_in=1')).toBe(true);
    expect(hasSessionHint('not_signed_in=1')).toBe(false);
  });
});
