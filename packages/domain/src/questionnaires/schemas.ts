import { z } from 'zod';
import { messages } from '../messages';
import { textSchema } from '../text';
import { normalizeSubmission, submitIssues } from './answers';
import type { Field, QuestionnaireAnswers, QuestionnaireDefinition } from './definition';
import { answerValues, UNANSWERED_VALUE, type Scale } from './scales';

/** Length limits of free text: generous for answers, bounded so a draft cannot grow without end. */
export const textLimits = { text: 300, longText: 5000, email: 254, assessmentRows: 50 } as const;

const invalid = { error: () => messages.selectRequired };

/** A rating as a draft may hold it: an answer of the scale, or "unanswered". */
function draftRating(scale: Scale) {
  const allowed = new Set([...answerValues(scale), UNANSWERED_VALUE]);
  return z.number(invalid).refine((value) => allowed.has(value), invalid);
}

function draftValue(field: Field): z.ZodType {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
      return textSchema({ ...invalid, multiline: field.kind === 'longText', trim: false }).max(
        textLimits[field.kind],
        invalid,
      );
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
        invalid,
      );
    case 'checklist':
      return z.strictObject(
        Object.fromEntries(
          field.items.map((item) => [item.key, z.union([z.literal(0), z.literal(1)], invalid).nullish()]),
        ),
        invalid,
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
            invalid,
          ),
          invalid,
        )
        .max(textLimits.assessmentRows, invalid);
  }
}

/**
 * The draft schema: every answer optional, but each present answer of the right type and within its
 * options; unknown sections or fields are refused.
 */
export function draftSchema(definition: QuestionnaireDefinition) {
  return z.strictObject(
    Object.fromEntries(
      definition.steps.map((step) => [
        step.section,
        z
          .strictObject(
            Object.fromEntries(step.fields.map((field) => [field.key, draftValue(field).nullish()])),
            invalid,
          )
          .optional(),
      ]),
    ),
    invalid,
  ) as unknown as z.ZodType<QuestionnaireAnswers>;
}

/**
 * The submit schema: a valid draft that is also complete by every rule and condition of the definition.
 * Its output is the normalised submission (hidden answers dropped, checklists filled, empty rows gone).
 */
export function submitSchema(definition: QuestionnaireDefinition) {
  return draftSchema(definition)
    .superRefine((answers, context) => {
      for (const issue of submitIssues(definition, answers)) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    })
    .transform((answers) => normalizeSubmission(definition, answers));
}
