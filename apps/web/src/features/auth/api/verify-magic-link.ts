import { type VerifyResponse } from '@cert/domain';
import { authContracts } from '@cert/domain/contracts';
import { api } from '@/lib/api-client';

const verifications = new Map<string, Promise<VerifyResponse>>();

/**
 * Consumes a magic-link token. The token is single use, so the request is made once per token and page
 * load: React StrictMode's second effect run and remounts get the same promise instead of a second POST.
 */
export function verifyMagicLinkOnce(token: string): Promise<VerifyResponse> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = api.call(authContracts.verify, { body: { token } });
    verifications.set(token, verification);
  }
  return verification;
}
