import { isApiError } from '@/lib/api-client';

/**
 * After a refused submit, the keyboard and screen-reader user lands on the first field to fix (WCAG 3.3.1),
 * once the errors have rendered. `ids` gives the fields' input ids in the order of the form. By id rather than
 * through react-hook-form's `shouldFocusError`: the date field and the report's file input take no ref.
 */
export function focusFirstError(ids: Record<string, string>, errors: Partial<Record<string, unknown>>) {
  const first = Object.entries(ids).find(([name]) => errors[name]);
  if (!first) return;
  requestAnimationFrame(() => document.getElementById(first[1])?.focus());
}

/**
 * The field messages of a refused write, by the form's field names (the API names a field by its path); empty
 * when the refusal is not about fields (409 LEVEL_NOT_OPEN, a lost connection).
 */
export function serverFieldErrors<Field extends string>(
  failure: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  const mapped: Partial<Record<Field, string>> = {};
  for (const fieldError of isApiError(failure) ? (failure.fields ?? []) : []) {
    const field = fields.find((name) => fieldError.path.endsWith(name));
    if (field) mapped[field] = fieldError.message;
  }
  return mapped;
}

/** Sets the server's field messages on the form and focuses the first; false when there are none. */
export function showFieldErrors<Field extends string>(
  errors: Partial<Record<Field, string>>,
  ids: Record<string, string>,
  setError: (name: Field, error: { type: string; message: string }) => void,
): boolean {
  const entries = Object.entries(errors) as [Field, string][];
  for (const [name, message] of entries) setError(name, { type: 'server', message });
  focusFirstError(ids, errors);
  return entries.length > 0;
}
