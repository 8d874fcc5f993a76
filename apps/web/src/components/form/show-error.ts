import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';

/** What a field knows about itself: react-hook-form's fieldState fits, and so do the components' own states. */
type ErrorFieldState = {
  error?: { message?: string } | string;
  isDirty?: boolean;
};

/**
 * The error message to show, if any (docs/product.md §5): only after the value changed, or when error display is
 * forced (after a submit). Leaving a field untouched says nothing; a changed one is checked when it is left.
 */
export function visibleError(fieldState: ErrorFieldState, forceErrors = false): string | undefined {
  const { error } = fieldState;
  const message = typeof error === 'string' ? error : error?.message;
  if (!message) return undefined;
  return forceErrors || fieldState.isDirty ? message : undefined;
}

/** `visibleError` for a field of a react-hook-form form: forced once the form was submitted (server errors too). */
export function formFieldError<T extends FieldValues>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output and context
  form: UseFormReturn<T, any, any>,
  name: FieldPath<T>,
): string | undefined {
  return visibleError(form.getFieldState(name, form.formState), form.formState.isSubmitted);
}

/**
 * When every form of the app checks a field (docs/product.md §5): once it is left after a change, then on every
 * change; `visibleError` decides what shows.
 */
export const FIELD_CHECKS = { mode: 'onTouched', reValidateMode: 'onChange' } as const;
