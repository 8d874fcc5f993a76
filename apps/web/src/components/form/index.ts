/*
 * Shared form components (docs/product.md §2, §5). A required text field needs no wrapper: Mantine's
 * TextInput with `required` gets its asterisk from the app stylesheet (theme sets withAsterisk: false).
 * Use `visibleError(fieldState, forceErrors)` with react-hook-form's field state for other inputs; DateField and RatingSlider apply the same rule to their `error` and `forceError` props.
 */
export { ConfirmDialog } from './confirm-dialog';
export { CommentDialog, type CommentCheck, type CommentDialogProps } from './comment-dialog';
export { DateDisplay } from './date-display';
export { DateField } from './date-field';
export { focusFirstError, serverFieldErrors, showFieldErrors } from './focus-first-error';
export { RecordDateField } from './record-date-field';
export { MonthField, MONTH_FORMAT_MESSAGE } from './month-field';

export { DateTimeDisplay } from './date-time-display';
export { DocumentLink } from './document-link';
export { RatingSlider } from './rating-slider';
export { REQUIRED_ANSWER } from './required-answer';
export { FIELD_CHECKS, formFieldError, visibleError } from './show-error';
export { useLeaveGuard, useLeavePageConfirmation } from './use-leave-page-confirmation';
