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
