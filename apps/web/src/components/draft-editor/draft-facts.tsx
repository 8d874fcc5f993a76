import type { QuestionnaireListItem } from '@cert/domain';
import { DateTimeDisplay } from '@/components/form';

/**
 * A draft's progress, who saved it last and when: what tells two drafts apart, and what a respondent continues
 * ("Ihre Fragebögen", the journey; docs/questionnaire-rules.md §4).
 */
export function DraftFacts({
  draft,
}: {
  draft: Pick<QuestionnaireListItem, 'progress' | 'updatedAt' | 'updatedBy'>;
}) {
  return (
    <>
      {draft.progress
        ? `${draft.progress.complete} von ${draft.progress.total} Pflichtangaben beantwortet, `
        : ''}
      zuletzt geändert am <DateTimeDisplay value={draft.updatedAt} />
      {draft.updatedBy ? ` von ${draft.updatedBy.name}` : ''}.
    </>
  );
}
