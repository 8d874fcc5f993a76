import { organizationMessages } from '@cert/domain';

/**
 * The fields every form of a journey record shares (the office's record and correction, a provider's report), in
 * one wording: one message per field, whichever of the schema's checks failed.
 */
export const recordFieldTexts = {
  eventName: 'Bitte geben Sie einen Namen ein (höchstens 300 Zeichen).',
  // One rule for every web address people type (a scheme is added where missing), with one message.
  url: organizationMessages.website,
} as const;

/**
 * As zod's error map of a parse (`zodResolver(schema, { error: fieldMessages(map) })`): the message of the issue's
 * field; a field without one keeps the check's own message (a refused character, a report that is no PDF).
 */
export const fieldMessages =
  (map: Partial<Record<PropertyKey, string>>) =>
  (issue: { path?: PropertyKey[] }): string | undefined =>
    map[issue.path?.[0] ?? ''];
