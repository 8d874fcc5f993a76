import { isApiError } from '@/lib/api-client';

/**
 * After a refused submit, the keyboard and screen-reader user lands on the first field to fix (WCAG 3.3.1),
 * once the errors have rendered. `fields` lists the fields' input ids in the order of the form.
 */
export function focusFirstError(
  fields: readonly [string, string][],
  errors: Partial<Record<string, string>>,
) {
  const first = fields.find(([name]) => errors[name]);
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
