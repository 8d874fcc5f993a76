import {
  ErrorCode,
  evaluate,
  inRetentionMessage,
  QuestionnaireKind,
  questionnaires,
  retentionInfo,
  type QuestionnaireAnswers,
} from '@cert/domain';
import { questionnaireContracts } from '@cert/domain/contracts';
import type { Database } from '../../../db/client';
import { HttpError } from '../../../lib/http-error';
import { recordSubmissionFacts } from '../../insights';
import { submitDocument } from '../commands';
import type { DocumentKind } from '../kinds';
import {
  currentResult,
  deleteDraft,
  insertQuestionnaire,
  loadQuestionnaire,
  organizationAccessOf,
  saveDraft,
  storeSubmission,
  toRecord,
  type QuestionnaireRow,
} from './repository';

/**
 * A full draft with every long text at its limit stays far below this; other routes take at most the default
 * (plugins/request-bodies.ts). Over it: 413 (docs/security.md 45).
 */
const QUESTIONNAIRE_BODY_LIMIT = 512 * 1024;

/**
 * A questionnaire as a document kind (docs/questionnaire-rules.md §4 and §7, ADR 011, ADR 013): scored, so a
 * submission is evaluated in its transaction, after the check that no failed result of the kind keeps the
 * organisation waiting (409 IN_RETENTION).
 */
function questionnaireKind(kind: QuestionnaireKind): DocumentKind<QuestionnaireRow, QuestionnaireAnswers> {
  return {
    name: kind,
    calls: questionnaireContracts(kind),
    organizationType: questionnaires[kind].organizationType,
    gate: { kind: 'questionnaire', questionnaire: kind },
    bodyLimit: QUESTIONNAIRE_BODY_LIMIT,
    refreshJourneyOnCreate: false,
    // The save is the hot path (B2): one statement, no journey refresh (a draft's answers change no level).
    refreshJourneyOnSave: false,
    store: {
      insert: (db, draft) => insertQuestionnaire(db, { kind, ...draft, answers: draft.content }),
      load: (db, id) => loadQuestionnaire(db, kind, id),
      access: (db, id, userId) => organizationAccessOf(db, kind, id, userId),
      saveWithAccess: (db, id, userId, change) =>
        saveDraft(db, kind, id, userId, { ...change, answers: change.content }),
      submit: (tx, id, change) => {
        if (!change.evaluation) throw new Error('A questionnaire is stored with its evaluation');
        return storeSubmission(tx, kind, id, {
          ...change,
          answers: change.content,
          evaluation: change.evaluation,
        });
      },
      remove: (db, id) => deleteDraft(db, kind, id),
    },
    record: (row, updatedBy) => toRecord(row, updatedBy),
    outcome: {
      scored: true,
      async evaluate(tx: Database, { organizationId, organizationName, content, now }) {
        const retention = retentionInfo(await currentResult(tx, organizationId, kind), now);
        if (retention.isInRetention && retention.endDate) {
          throw new HttpError(409, ErrorCode.InRetention, inRetentionMessage(retention.endDate));
        }
        return evaluate(kind, content, organizationName);
      },
      // The facts of the insights (ADR 042) are written in the submit's transaction.
      recorded: (tx, row, evaluation) =>
        recordSubmissionFacts(tx, { ...row, kind, submittedAt: row.submittedAt!, evaluation }),
    },
  };
}

/** Every questionnaire kind, described once. */
export const questionnaireKinds = Object.fromEntries(
  QuestionnaireKind.values.map((kind) => [kind, questionnaireKind(kind)]),
) as Record<QuestionnaireKind, DocumentKind<QuestionnaireRow, QuestionnaireAnswers>>;

/**
 * Submits a questionnaire of the organisation, as the submit call does after its access check: for the demo data
 * and the tests that arrange submitted questionnaires without a request.
 */
export async function submitQuestionnaire(
  db: Database,
  kind: QuestionnaireKind,
  id: string,
  submit: { organizationId: string; versions: number[] | null; answers: QuestionnaireAnswers; now: Date },
): Promise<QuestionnaireRow> {
  const { answers, ...change } = submit;
  return (await submitDocument(db, questionnaireKinds[kind], id, { ...change, content: answers })).row;
}
