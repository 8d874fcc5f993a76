/*
 * The one editor of drafts, questionnaires and case studies alike (docs/questionnaire-rules.md §4): the hook that
 * keeps, saves, merges and submits a draft, and the parts every draft screen shows (its fields with their choices,
 * the save status, the error summary, the local copy).
 */
export {
  savedDraftOf,
  useDraftForm,
  useEarlierWrites,
  useKeptCopy,
  type GoneProblem,
} from './use-draft-form';
export { useDraftFormKey } from './use-draft-form-key';
export { useDraftDialogs } from './draft-dialogs';
export { DraftFacts } from './draft-facts';
export { DraftFields } from './draft-fields';
export { DraftSaveState } from './draft-save-state';
export { ErrorSummary } from './error-summary';
export { GoneNotice } from './gone-notice';
export { conflictAnchor, LocalCopyNotice, LostAnswersNotice } from './local-copy-notice';
