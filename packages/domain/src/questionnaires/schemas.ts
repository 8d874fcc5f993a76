import { z } from 'zod';
import { messages } from '../messages';
import { textSchema } from '../text';
import { answerMessages, normalizeSubmission, submitIssues } from './answers';
import {
  maxLengthOf,
  textLimits,
  type Field,
  type QuestionnaireAnswers,
  type QuestionnaireDefinition,
  type Step,
} from './definition';
import { answerValues, UNANSWERED_VALUE, type Scale } from './scales';

const invalid = { error: () => messages.selectRequired };
/** An object's own refusal: a key it does not have is named as such, anything else is "choose". */
const objectInvalid = {
  error: (issue: { code?: string }) =>
    issue.code === 'unrecognized_keys' ? answerMessages.unknownField : messages.selectRequired,
};

/** A rating as a draft may hold it: an answer of the scale, or "unanswered". */
function draftRating(scale: Scale) {
  const allowed = new Set([...answerValues(scale), UNANSWERED_VALUE]);
  return z.number(invalid).refine((value) => allowed.has(value), invalid);
}

/** A scheme before the address (a word without a dot, then a colon); only http and https are web addresses. */
const foreignScheme = /^\s*[a-z][a-z0-9+-]*:/i;
const webScheme = /^\s*https?:/i;
const hasForeignScheme = (value: unknown) =>
  typeof value === 'string' && foreignScheme.test(value) && !webScheme.test(value);

function draftValue(field: Field): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
    case 'url': {
      // A draft keeps any text of its length, a half-typed address too; its form is checked on submit.
      const max = maxLengthOf(field);
      // Aborts: the submit rules then do not say it once more.
      const text = textSchema({ ...invalid, multiline: field.kind === 'longText', trim: false }).max(max, {
        error: () => answerMessages.tooLong(max),
        abort: true,
      });
      // A half-typed address is kept, but never one of another scheme (javascript:, data:): a draft is shown and
      // linked too (docs/security.md, issue 36).
      return field.kind === 'url'
        ? text.refine((value) => !hasForeignScheme(value), {
            error: answerMessages.invalidUrl,
          })
        : text;
    }
    case 'boolean':
      return z.boolean(invalid);
    case 'choice':
      return z.enum(field.options.map((option) => option.value) as [string, ...string[]], invalid);
    case 'yesNo':
      return z.enum(['YES', 'NO'], invalid);
    case 'rating':
      return draftRating(field.scale);
    case 'matrix':
      return z.strictObject(
        Object.fromEntries(
          field.statements.map((statement) => [statement.key, draftRating(field.scale).nullish()]),
        ),
        objectInvalid,
      );
    case 'checklist':
      return z.strictObject(
        Object.fromEntries(
          field.items.map((item) => [item.key, z.union([z.literal(0), z.literal(1)], invalid).nullish()]),
        ),
        objectInvalid,
      );
    case 'assessmentList':
      return z
        .array(
          z.strictObject(
            {
              item: textSchema({ ...invalid, trim: false })
                .max(textLimits.text, invalid)
                .nullish(),
              assessment: draftRating(field.scale).nullish(),
            },
            objectInvalid,
          ),
          invalid,
        )
        .max(textLimits.assessmentRows, invalid);
  }
}

/** One step's section of a draft: every answer optional, each present one of its field's type; nothing else. */
export function sectionDraftSchema(step: Step) {
  return z.strictObject(
    Object.fromEntries(step.fields.map((field) => [field.key, draftValue(field).nullish()])),
    objectInvalid,
  );
}

/** The draft's sections by key, each optional: what a draft body holds besides the call's own keys. */
export function draftShape(definition: QuestionnaireDefinition): Record<string, z.ZodType> {
  return Object.fromEntries(
    definition.steps.map((step) => [step.section, sectionDraftSchema(step).optional()]),
  );
}

/**
 * The draft schema: every answer optional, but each present answer of the right type and within its
 * options; unknown sections or fields are refused.
 */
export function draftSchema(definition: QuestionnaireDefinition) {
  return z.strictObject(draftShape(definition), objectInvalid) as unknown as z.ZodType<QuestionnaireAnswers>;
}

export { objectInvalid as answerObjectInvalid };

/** The submit rules' issues but those the draft schema reports already (a web address of another scheme). */
export function issuesBeyondDraft(definition: QuestionnaireDefinition, answers: QuestionnaireAnswers) {
  return submitIssues(definition, answers).filter(({ path: [section, key, ...rest] }) => {
    const values = answers[String(section)];
    return rest.length > 0 || !hasForeignScheme(values?.[String(key)]);
  });
}

/**
 * The submit schema: a valid draft that is also complete by every rule and condition of the definition.
 * Its output is the normalised submission (hidden answers dropped, checklists filled, empty rows gone).
 */
export function submitSchema(definition: QuestionnaireDefinition) {
  return draftSchema(definition)
    .superRefine((answers, context) => {
      for (const issue of issuesBeyondDraft(definition, answers)) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    })
    .transform((answers) => normalizeSubmission(definition, answers));
}
