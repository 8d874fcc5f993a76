/** What a field knows about itself: react-hook-form's fieldState fits, and so do the components' own states. */
type ErrorFieldState = {
  error?: { message?: string } | string;
  isDirty?: boolean;
  isTouched?: boolean;
};

/**
 * The error message to show, if any (docs/product.md §5): only after the value changed or the field was
 * left, or when error display is forced (after a submit with missing fields).
 */
export function visibleError(fieldState: ErrorFieldState, forceErrors = false): string | undefined {
  const { error } = fieldState;
  const message = typeof error === 'string' ? error : error?.message;
  if (!message) return undefined;
  return forceErrors || fieldState.isDirty || fieldState.isTouched ? message : undefined;
}
