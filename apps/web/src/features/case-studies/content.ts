import {
  caseStudyDraftContentSchema,
  caseStudyFieldOrder,
  caseStudySubmitContentSchema,
  type CaseStudyContent,
  type CaseStudyField,
  type CaseStudyRecord,
} from '@cert/domain';

/** The form's copy of a case study: every text as a string, the publication question possibly unanswered. */
export type FormContent = Omit<CaseStudyContent, 'publicationConsent'> & { publicationConsent?: boolean };
export type FieldMessages = Partial<Record<CaseStudyField, string>>;

const emptyContent: FormContent = {
  title: '',
  counterpart: '',
  initialSituation: '',
  procedure: '',
  innovation: '',
  results: '',
  lessonsLearned: '',
  period: '',
  contactName: '',
  contactEmail: '',
  website: '',
};

export const startContent = (record?: CaseStudyRecord): FormContent => ({
  ...emptyContent,
  ...record?.content,
});

export const sameContent = (a: FormContent, b: FormContent) =>
  caseStudyFieldOrder.every((key) => a[key] === b[key]);

export const fieldId = (key: CaseStudyField) => `praxisbeispiel-${key}`;

function firstMessages(issues: readonly { path: PropertyKey[]; message: string }[]): FieldMessages {
  const result: FieldMessages = {};
  for (const issue of issues) {
    const key = issue.path[0] as CaseStudyField;
    result[key] ??= issue.message;
  }
  return result;
}

/** What keeps the content from being submitted, per field (the domain's submit schema, as on the server). */
export function submitMessages(content: FormContent): FieldMessages {
  const result = caseStudySubmitContentSchema.safeParse(content);
  return result.success ? {} : firstMessages(result.error.issues);
}

/**
 * What keeps the content from being saved as a draft (a malformed e-mail or web address, an overlong text),
 * in the words of the submit schema.
 */
export function draftMessages(content: FormContent): FieldMessages {
  const result = caseStudyDraftContentSchema.safeParse(content);
  if (result.success) return {};
  const submit = submitMessages(content);
  const draft = firstMessages(result.error.issues);
  return Object.fromEntries(
    Object.entries(draft).map(([key, message]) => [key, submit[key as CaseStudyField] ?? message]),
  );
}
