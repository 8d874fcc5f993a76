import { ErrorCode, messages } from '@cert/domain';
import { isApiError } from '@/lib/api-client';

/** @internal */
export const RATE_LIMIT_MESSAGE =
  'Sie haben in kurzer Zeit zu viele Anmeldelinks angefordert. Bitte warten Sie einige Minuten und versuchen Sie es dann erneut.';

/** German notice for a failed magic-link request. */
export function magicLinkErrorMessage(error: unknown): string {
  if (isApiError(error) && error.code === ErrorCode.RateLimited) return RATE_LIMIT_MESSAGE;
  return messages.genericError;
}
