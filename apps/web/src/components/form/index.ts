export { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';
export { DateDisplay } from './date-display';
export { DateField, type DateFieldProps } from './date-field';
export { maskGermanDate } from './date-mask';
export { DateTimeDisplay } from './date-time-display';
export { DocumentLink } from './document-link';
export { RatingSlider, type RatingSliderProps, type RatingStep } from './rating-slider';
export { useShowError, visibleError, type ErrorFieldState } from './show-error';
export { useLeavePageConfirmation } from './use-leave-page-confirmation';
