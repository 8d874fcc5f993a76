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
 * The field messages of a refused write, by the form's field names: the names whose end the API's path is, or the
 * form's own reading of a path (undefined for one it does not show). Empty when the refusal is not about fields
 * (409 LEVEL_NOT_OPEN, a lost connection).
 */
export function serverFieldErrors<Field extends string>(
  failure: unknown,
  fields: readonly Field[] | ((path: string) => Field | undefined),
): Partial<Record<Field, string>> {
  const fieldOf =
    typeof fields === 'function' ? fields : (path: string) => fields.find((name) => path.endsWith(name));
  const mapped: Partial<Record<Field, string>> = {};
  for (const fieldError of isApiError(failure) ? (failure.fields ?? []) : []) {
    const field = fieldOf(fieldError.path);
    if (field) mapped[field] = fieldError.message;
  }
  return mapped;
}

/**
 * Sets the server's field messages on the form and focuses the first: by `ids` where fields take no ref
 * (focusFirstError), else through react-hook-form. False when there are none, for the caller to say the error.
 */
export function showFieldErrors<Field extends string>(
  errors: Partial<Record<Field, string>>,
  setError: (
    name: Field,
    error: { type: string; message: string },
    options: { shouldFocus: boolean },
  ) => void,
  ids?: Record<string, string>,
): boolean {
  const entries = Object.entries(errors) as [Field, string][];
  entries.forEach(([name, message], index) =>
    setError(name, { type: 'server', message }, { shouldFocus: !ids && index === 0 }),
  );
  if (ids) focusFirstError(ids, errors);
  return entries.length > 0;
}
