type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Whether the visitor changed a field's value from what the server rendered (checkboxes React keeps as they are). */
function changedByUser(field: Field): boolean {
  if (field instanceof HTMLSelectElement)
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return false;
  return field.value !== field.defaultValue;
}

/**
 * What a visitor typed or pasted into a prerendered page's fields before the app took the page over
 * (docs/decisions/010-prerendered-public-pages.md): hydration leaves the value in the field but not in the form's
 * state, so the field's next render wiped it (React's releases replay such changes only behind a flag they leave
 * off). Read before hydration; the function returned gives each value back afterwards as the event typing fires, so
 * that the form's state takes it as typed.
 */
export function typedBeforeHydration(container: HTMLElement): () => void {
  const typed = [...container.querySelectorAll<Field>('input, textarea, select')]
    .filter(changedByUser)
    .map((field) => ({ field, value: field.value }));
  return () => {
    for (const { field, value } of typed) {
      if (!field.isConnected) continue;
      // Set as the browser's typing sets it: cleared through the property React watches (its record of the last
      // value follows), then set through the element's own setter (which it does not see), so that the event reads
      // as a change.
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      const type = field instanceof HTMLSelectElement ? 'change' : 'input';
      field.dispatchEvent(new Event(type, { bubbles: true }));
    }
  };
}
