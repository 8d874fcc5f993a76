import { questionnaires, type QuestionnaireKind } from '@cert/domain';

const enc = encodeURIComponent;

/** A new questionnaire of this kind: its address without id, which leads to the first step. */
export const startQuestionnairePath = (kind: QuestionnaireKind) => questionnaires[kind].routeBase;

/** An open draft continued: its address without a step opens it at its first step with an open answer. */
export const draftPath = (kind: QuestionnaireKind, id: string) =>
  `${questionnaires[kind].routeBase}/${enc(id)}`;

/** The evaluation of a submitted questionnaire. */
export const evaluationPath = (kind: QuestionnaireKind, id: string) =>
  `${questionnaires[kind].routeBase}/${enc(id)}/evaluation`;
