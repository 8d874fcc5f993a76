type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * Whether the visitor changed a field from what the server rendered. Left out: checkboxes and radio buttons (React
 * keeps their state as it is), files and passwords (no value to give back), and a field emptied (it would read as no
 * change).
 */
function changedByUser(field: Field): boolean {
  if (field instanceof HTMLSelectElement) {
    const rendered = [...field.options].findIndex((option) => option.defaultSelected);
    return field.selectedIndex !== Math.max(0, rendered);
  }
  if (field instanceof HTMLInputElement && ['checkbox', 'radio', 'file', 'password'].includes(field.type))
    return false;
  return field.value !== '' && field.value !== field.defaultValue;
}

/**
 * What a visitor typed or pasted into a prerendered page's fields before the app took the page over
 * (docs/decisions/010-prerendered-public-pages.md): hydration leaves the value in the field but not in the form's
 * state, so the field's next render wiped it (React's releases replay such changes only behind a flag they leave
 * off). The fields are found before hydration; the function returned gives each its value back afterwards as the
 * event typing fires, so that the form's state takes it as typed. It runs in a task of its own, not in React's
 * commit: there the forms' updates of several fields would not see each other.
 */
export function typedBeforeHydration(container: HTMLElement): () => void {
  const typed = [...container.querySelectorAll<Field>('input, textarea, select')]
    .filter(changedByUser)
    .map((field) => ({ field, value: field.value }));
  return () => {
    for (const { field, value: before } of typed) {
      if (!field.isConnected) continue;
      if (field instanceof HTMLSelectElement) {
        field.value = before;
        field.dispatchEvent(new Event('change', { bubbles: true }));
        continue;
      }
      // What the field holds now, typed on during hydration, unless a render already emptied it.
      const value = field.value || before;
      // Set as the browser's typing sets it: cleared through the property React watches (its record of the last
      // value follows), then set through the element's own setter (which it does not see), so that the event
      // reads as a change.
      field.value = '';
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}
