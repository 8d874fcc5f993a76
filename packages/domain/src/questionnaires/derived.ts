import { questionnaireJsonSchema } from './json-schema';
import { questionnaires, type QuestionnaireKind } from './registry';
import { draftSchema, submitSchema } from './schemas';

// Apart from the registry, which holds no schema: a page that only reads the definitions (the rules page) loads no
// zod (docs/decisions/067-page-weight-budget.md).

type Derived = {
  draft: ReturnType<typeof draftSchema>;
  submit: ReturnType<typeof submitSchema>;
  jsonSchema: Record<string, unknown>;
};
const derived = new Map<QuestionnaireKind, Derived>();

/** The schemas of a questionnaire, built once on first use. */
export function schemasOf(kind: QuestionnaireKind): Derived {
  let schemas = derived.get(kind);
  if (!schemas) {
    const { definition, title } = questionnaires[kind];
    schemas = {
      draft: draftSchema(definition),
      submit: submitSchema(definition),
      jsonSchema: questionnaireJsonSchema(definition, title),
    };
    derived.set(kind, schemas);
  }
  return schemas;
}
