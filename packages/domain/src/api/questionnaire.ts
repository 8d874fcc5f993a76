import { z } from 'zod';
import { CertificationResultState } from '../certification';
import { messages } from '../messages';
import { paginatedSchema } from '../pagination';
import type { QuestionnaireAnswers } from '../questionnaires/definition';
import { QuestionnaireKind, questionnaires } from '../questionnaires/registry';

/**
 * The questionnaire calls of docs/questionnaire-rules.md §7 (docs/decisions/011-questionnaires.md).
 * A record is the answers' sections at the top level (the "form"), plus `_id`, `kind`, `version` and `meta`.
 */
export const questionnaireMetaSchema = z.object({
  state: z.enum(CertificationResultState.values),
  stateUpdatedAt: z.iso.datetime(),
  organization: z.string(),
  /**
   * Who saved the record last, for the members of its organisation (the save status names a colleague); null when
   * unknown (demo data, a deleted account). Absent from lists.
   */
  updatedBy: z.object({ id: z.string(), name: z.string() }).nullable().optional(),
});
export type QuestionnaireMeta = z.infer<typeof questionnaireMetaSchema>;

export type QuestionnaireRecord = QuestionnaireAnswers & {
  _id: string;
  kind: QuestionnaireKind;
  /** Increases with every save; a save or submit naming an older version answers 409. */
  version: number;
  meta: QuestionnaireMeta;
  createdAt: string;
  updatedAt: string;
  /** Null while a draft. */
  submittedAt: string | null;
};

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

/** Keys of a record or request body that are not answers. */
export const recordKeys = [
  '_id',
  'kind',
  'version',
  'meta',
  'createdAt',
  'updatedAt',
  'submittedAt',
] as const;

/** Splits a request body or record into its answers and the rest. */
export function answersOf(body: Record<string, unknown>): QuestionnaireAnswers {
  const answers: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (!(recordKeys as readonly string[]).includes(key)) answers[key] = value;
  }
  return answers as QuestionnaireAnswers;
}

/** POST {base}/draft: the form plus meta.organization (the active organisation). */
export const createDraftMetaSchema = z.object({
  organization: z
    .string({ error: messages.noActiveOrganization })
    .min(1, { error: messages.noActiveOrganization }),
});

/** PUT {base}/draft/{id} and PUT {base}/draft/{id}/submit: the form plus the version it was loaded at. */
export const versionSchema = z.number().int().min(1);

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
});
export type QuestionnaireListItem = z.infer<typeof questionnaireListItemSchema>;
export const questionnaireListSchema = paginatedSchema(questionnaireListItemSchema);

/** List query of both lists (docs/product.md §7 "Lists"; parsed with listQuerySchema). */
export const questionnaireListSpec = {
  sortable: ['updatedAt', 'createdAt', 'submittedAt', 'kind'],
  defaultSort: [{ field: 'updatedAt', direction: 'desc' }],
  exactFilters: { kind: QuestionnaireKind.values, 'meta.state': CertificationResultState.values },
  /** `filter.organization=<id>`: one of the user's organisations (the screen shows the active one's). */
  idFilters: ['organization'],
  regexFilters: [],
} as const;

export const questionnaireMessages = {
  /** A NUL character or a broken surrogate pair in an answer: the database cannot store it. */
  /** A key that is neither a section or field of the questionnaire nor a key of the call. */
  unknownField: 'Dieses Feld gibt es in diesem Fragebogen nicht.',
} as const;

/** The screen title of a kind, for list entries. */
export const questionnaireTitle = (kind: QuestionnaireKind) => questionnaires[kind].title;
