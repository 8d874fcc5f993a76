import { questionnaires, type QuestionnaireAnswers, type QuestionnaireKind } from '@cert/domain';
import { API_BASE } from '@cert/domain/contracts';
import type { Page } from '@playwright/test';
import { callApi } from './api';

export type SubmittedRecord = { _id: string; meta: { state: string } };

/** Creates a draft of the questionnaire for the organisation and submits it, as the questionnaire screens do. */
export async function submitQuestionnaire(
  page: Page,
  kind: QuestionnaireKind,
  organization: string,
  answers: QuestionnaireAnswers,
): Promise<SubmittedRecord> {
  const apiBase = `${API_BASE}${questionnaires[kind].apiBase}`;
  const draft = await callApi<{ _id: string; version: number }>(page, 'POST', `${apiBase}/draft`, {
    ...answers,
    meta: { organization },
  });
  return callApi<SubmittedRecord>(page, 'PUT', `${apiBase}/draft/${draft._id}/submit`, {
    ...answers,
    version: draft.version,
  });
}
