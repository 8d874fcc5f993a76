import { questionnaires, type QuestionnaireKind } from '@cert/domain';

const enc = encodeURIComponent;

/** A new questionnaire of this kind: its address without id, which leads to the first step. */
export const startQuestionnairePath = (kind: QuestionnaireKind) => questionnaires[kind].routeBase;

/** An open draft, at its first step. */
export function draftPath(kind: QuestionnaireKind, id: string): string {
  const { routeBase, definition } = questionnaires[kind];
  return `${routeBase}/${enc(id)}/${definition.steps[0]?.slug ?? ''}`;
}

/** The evaluation of a submitted questionnaire. */
export const evaluationPath = (kind: QuestionnaireKind, id: string) =>
  `${questionnaires[kind].routeBase}/${enc(id)}/evaluation`;
