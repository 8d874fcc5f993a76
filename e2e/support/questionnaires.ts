import { questionnaires, type QuestionnaireAnswers, type QuestionnaireKind } from '@cert/domain';
import { API_BASE } from '@cert/domain/contracts';
import type { Page } from '@playwright/test';
import { callApi } from './api';

export type SubmittedRecord = { _id: string; meta: { state: string } };

/**
 * Creates a draft of the questionnaire for the organisation through the API, as its first save does: for flows
 * about what follows (the first answer saving a new questionnaire is questionnaires.spec.ts's).
 */
export function createDraft(
  page: Page,
  kind: QuestionnaireKind,
  organization: string,
  answers: QuestionnaireAnswers,
): Promise<{ _id: string; version: number }> {
  return callApi(page, 'POST', `${API_BASE}${questionnaires[kind].apiBase}/draft`, {
    ...answers,
    meta: { organization },
  });
}

/** Submits a draft with these answers, as the questionnaire screens do. */
export function submitDraft(
  page: Page,
  kind: QuestionnaireKind,
  draft: { _id: string; version: number },
  answers: QuestionnaireAnswers,
): Promise<SubmittedRecord> {
  return callApi<SubmittedRecord>(
    page,
    'PUT',
    `${API_BASE}${questionnaires[kind].apiBase}/draft/${draft._id}/submit`,
    { ...answers, version: draft.version },
  );
}

/** Creates a draft of the questionnaire for the organisation and submits it, as the questionnaire screens do. */
export async function submitQuestionnaire(
  page: Page,
  kind: QuestionnaireKind,
  organization: string,
  answers: QuestionnaireAnswers,
): Promise<SubmittedRecord> {
  return submitDraft(page, kind, await createDraft(page, kind, organization, answers), answers);
}
