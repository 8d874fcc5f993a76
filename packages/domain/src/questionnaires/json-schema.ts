import { conditionTarget, emailPattern, mayStayEmpty } from './answers';
import {
  maxLengthOf,
  textLimits,
  type Condition,
  type Field,
  type QuestionnaireDefinition,
} from './definition';
import { answerValues, type Scale } from './scales';

/**
 * The JSON Schema (draft 2020-12) of a submittable form, for API clients and other systems. Generated from
 * the definition, not with zod's toJSONSchema: the submit rules are conditional (roleOther only when role is
 * Other, …) and live in a refinement that zod cannot express in JSON Schema; here they become if/then.
 * Hidden fields may be sent and are ignored, like the API does.
 */
type JsonSchema = Record<string, unknown>;

const rating = (scale: Scale): JsonSchema => ({ enum: answerValues(scale) });
const nonEmpty = (maxLength: number): JsonSchema => ({ type: 'string', pattern: '\\S', maxLength });

function valueSchema(field: Field): JsonSchema {
  const base = { title: field.label, ...(field.help ? { description: field.help } : {}) };
  switch (field.kind) {
    case 'text':
    case 'longText':
      return {
        ...base,
        ...nonEmpty(maxLengthOf(field)),
        ...(field.minLength !== undefined ? { minLength: field.minLength } : {}),
      };
    case 'email':
      return {
        ...base,
        type: 'string',
        maxLength: maxLengthOf(field),
        pattern: emailPattern.source.replace(/^\^|\$$/g, ''),
      };
    case 'url':
      return { ...base, type: 'string', format: 'uri', pattern: '^https?://', maxLength: maxLengthOf(field) };
    case 'boolean':
      return { ...base, type: 'boolean' };
    case 'choice':
      return { ...base, enum: field.options.map((option) => option.value) };
    case 'yesNo':
      return { ...base, enum: ['YES', 'NO'] };
    case 'rating':
      return { ...base, ...rating(field.scale) };
    case 'matrix':
      return {
        ...base,
        type: 'object',
        properties: Object.fromEntries(
          field.statements.map((statement) => [
            statement.key,
            { title: statement.label, ...rating(field.scale) },
          ]),
        ),
        required: field.statements.map((statement) => statement.key),
        additionalProperties: false,
      };
    case 'checklist': {
      const schema: JsonSchema = {
        ...base,
        type: 'object',
        properties: Object.fromEntries(
          field.items.map((item) => [item.key, { title: item.label, enum: [0, 1] }]),
        ),
        additionalProperties: false,
      };
      const min = field.minChecked ?? 0;
      if (min > 0) {
        // At least `min` keys hold 1: the object has at least `min` properties with value 1.
        schema.anyOf = field.items.map((item) => ({
          required: [item.key],
          properties: { [item.key]: { const: 1 } },
        }));
        if (min > 1) throw new Error(`minChecked > 1 is not expressible here (field ${field.key})`);
      }
      return schema;
    }
    case 'assessmentList':
      return {
        ...base,
        type: 'array',
        maxItems: textLimits.assessmentRows,
        items: {
          type: 'object',
          properties: {
            item: { type: 'string', maxLength: textLimits.text },
            assessment: rating(field.scale),
          },
          additionalProperties: false,
          // A row is either a named and rated item, or empty.
          oneOf: [
            { required: ['item', 'assessment'], properties: { item: { pattern: '\\S' } } },
            {
              not: {
                anyOf: [
                  { required: ['item'], properties: { item: { pattern: '\\S' } } },
                  { required: ['assessment'] },
                ],
              },
            },
          ],
        },
      };
  }
}

/** The schema fragment that holds when the condition holds: the answer at the condition's path matches. */
function conditionSchema(condition: Condition): JsonSchema {
  const parts = condition.field.split('.');
  let schema: JsonSchema =
    'equals' in condition
      ? { const: condition.equals }
      : { type: 'number', exclusiveMinimum: condition.greaterThan };
  for (const part of parts.reverse())
    schema = { type: 'object', required: [part], properties: { [part]: schema } };
  return schema;
}

export function questionnaireJsonSchema(definition: QuestionnaireDefinition, title: string): JsonSchema {
  const conditionals: JsonSchema[] = [];
  const properties: Record<string, JsonSchema> = {};
  for (const step of definition.steps) {
    const fieldProperties: Record<string, JsonSchema> = {};
    const required: string[] = [];
    for (const field of step.fields) {
      const schema = valueSchema(field);
      const needed = !mayStayEmpty(field);
      if (!field.visibleWhen) {
        fieldProperties[field.key] = schema;
        if (needed) required.push(field.key);
        continue;
      }
      // A hidden field's answer is ignored, so its type is checked only while it applies.
      fieldProperties[field.key] = {};
      const then: JsonSchema = {
        properties: { [field.key]: schema },
        ...(needed ? { required: [field.key] } : {}),
      };
      conditionals.push({
        if: chainOf(definition, field.visibleWhen),
        then: { type: 'object', required: [step.section], properties: { [step.section]: then } },
      });
    }
    properties[step.section] = {
      title: step.title,
      type: 'object',
      properties: fieldProperties,
      required,
      additionalProperties: false,
    };
  }
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    title,
    type: 'object',
    properties,
    required: definition.steps.map((step) => step.section),
    additionalProperties: false,
    ...(conditionals.length > 0 ? { allOf: conditionals } : {}),
  };
}

/** A condition together with the conditions of the fields it depends on (a hidden field's answer counts as absent). */
function chainOf(definition: QuestionnaireDefinition, condition: Condition): JsonSchema {
  const dependsOn = conditionTarget(definition, condition)?.field.visibleWhen;
  if (!dependsOn) return conditionSchema(condition);
  return { allOf: [conditionSchema(condition), chainOf(definition, dependsOn)] };
}
