import { describe, expect, it } from 'vitest';
import { visibleError } from '../show-error';

describe('visibleError', () => {
  const error = { message: 'Bitte treffen Sie eine Auswahl' };

  it('hides an error on an untouched, unchanged field', () => {
    expect(visibleError({ error })).toBeUndefined();
  });

  it('shows it after a change only, not for a field merely left', () => {
    expect(visibleError({ error, isDirty: true })).toBe(error.message);
    expect(visibleError({ error, isDirty: false })).toBeUndefined();
  });

  it('shows it when error display is forced', () => {
    expect(visibleError({ error }, true)).toBe(error.message);
    expect(visibleError({ error: 'Text' }, true)).toBe('Text');
  });

  it('shows nothing without an error', () => {
    expect(visibleError({ isDirty: true }, true)).toBeUndefined();
  });
});
