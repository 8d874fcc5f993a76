import { z } from 'zod';
import { CertificationResultState } from '../certification';
import { paginatedSchema } from '../pagination';
import { answerMessages } from '../questionnaires/answers';
import type { QuestionnaireAnswers } from '../questionnaires/definition';
import { QuestionnaireKind, questionnaires } from '../questionnaires/registry';

/**
 * The questionnaire calls of docs/questionnaire-rules.md §7 (docs/decisions/011-questionnaires.md).
 * A record is the answers' sections at the top level (the "form"), plus `_id`, `kind`, `version` and `meta`.
 */
const questionnaireMetaSchema = z.object({
  state: z.enum(CertificationResultState.values),
  stateUpdatedAt: z.iso.datetime(),
  organization: z.string(),
  /**
   * Who saved the record last, for the members of its organisation (the save status names a colleague); null when
   * unknown (demo data, a deleted account). Absent from lists.
   */
  updatedBy: z.strictObject({ id: z.string(), name: z.string() }).nullable().optional(),
});
export type QuestionnaireMeta = z.infer<typeof questionnaireMetaSchema>;

/** What a record holds besides the answers. */
export type QuestionnaireBookkeeping = {
  _id: string;
  kind: QuestionnaireKind;
  /** Increases with every save; a save or submit expecting an older version answers 409. */
  version: number;
  meta: QuestionnaireMeta;
  createdAt: string;
  updatedAt: string;
  /** Null while a draft. */
  submittedAt: string | null;
};

/** A record on the wire: the answers' sections and the bookkeeping on one level. */
export type QuestionnaireRecord = QuestionnaireAnswers & QuestionnaireBookkeeping;

/** A record as the API answers it: the known keys typed, the answers' sections passed through. */
export const questionnaireRecordSchema = z.looseObject({
  _id: z.string(),
  kind: z.enum(QuestionnaireKind.values),
  version: z.number().int(),
  meta: questionnaireMetaSchema,
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
});

/** Keys of a record that are bookkeeping, not answers. */
const recordKeys = ['_id', 'kind', 'version', 'meta', 'createdAt', 'updatedAt', 'submittedAt'] as const;
type RecordKey = (typeof recordKeys)[number];
const isRecordKey = (key: string): key is RecordKey => (recordKeys as readonly string[]).includes(key);

/** A record as the app keeps it: the answers apart from the bookkeeping. */
export type QuestionnaireDocument = QuestionnaireBookkeeping & { answers: QuestionnaireAnswers };

/**
 * The one way in from the wire: a record or a request body split into its answers and its bookkeeping keys
 * (docs/questionnaire-rules.md §7: the answers' sections share the top level with `_id`, `version`, `meta`, …).
 */
export function fromWire<T extends Record<string, unknown>>(
  body: T,
): { answers: QuestionnaireAnswers; bookkeeping: Partial<Record<RecordKey, unknown>> } {
  const answers: Record<string, unknown> = {};
  const bookkeeping: Partial<Record<RecordKey, unknown>> = {};
  for (const [key, value] of Object.entries(body)) {
    if (isRecordKey(key)) bookkeeping[key] = value;
    else answers[key] = value;
  }
  return { answers: answers as QuestionnaireAnswers, bookkeeping };
}

/** The one way out to the wire: answers and bookkeeping on one level, as the specification's record has them. */
export function toWire<T extends object>(
  answers: QuestionnaireAnswers,
  bookkeeping: T,
): QuestionnaireAnswers & T {
  return Object.assign({}, answers, bookkeeping);
}

/** A record as received, as the app keeps it. */
export function documentOf(
  record: QuestionnaireBookkeeping & Record<string, unknown>,
): QuestionnaireDocument {
  const { answers, bookkeeping } = fromWire(record);
  return { ...(bookkeeping as QuestionnaireBookkeeping), answers };
}

/** An entry of GET /api/certifications/draft and GET /api/certifications/submission. */
export const questionnaireListItemSchema = z.object({
  _id: z.string(),
  kind: z.enum(QuestionnaireKind.values),
  title: z.string(),
  version: z.number().int(),
  meta: questionnaireMetaSchema,
  organizationName: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  submittedAt: z.iso.datetime().nullable(),
  /** A draft's answered and asked answers, as its header counts them (`completeness`); absent from submissions. */
  progress: z.object({ complete: z.number().int(), total: z.number().int() }).optional(),
  /** Who saved a draft last (their name, else their address; null when unknown); absent from submissions. */
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
});
export type QuestionnaireListItem = z.infer<typeof questionnaireListItemSchema>;
export const questionnaireListSchema = paginatedSchema(questionnaireListItemSchema);

/** List query of both lists (docs/product.md §7 "List queries"; parsed with listQuerySchema). */
export const questionnaireListSpec = {
  sortable: ['updatedAt', 'createdAt', 'submittedAt', 'kind'],
  defaultSort: [{ field: 'updatedAt', direction: 'desc' }],
  exactFilters: { kind: QuestionnaireKind.values, 'meta.state': CertificationResultState.values },
  /** `filter.organization=<id>`: one of the user's organisations (the screen shows the active one's). */
  idFilters: ['organization'],
  regexFilters: [],
  /** `search.organizationName=text`: the organisation's name contains it, case-insensitive (docs/product.md §7). */
  searchable: ['organizationName'],
} as const;

export const questionnaireMessages = {
  /** A key that is neither a section or field of the questionnaire nor a key of the call. */
  unknownField: answerMessages.unknownField,
  /** A record as read sent back to the address of another record. */
  otherRecord: 'Diese Angaben gehören zu einem anderen Fragebogen.',
} as const;

/** The screen title of a kind, for list entries. */
export const questionnaireTitle = (kind: QuestionnaireKind) => questionnaires[kind].title;
