import { ErrorCode, type SignInPreview, type VerifyResponse } from '@cert/domain';
import { accountContracts } from '@cert/domain/contracts';
import { api, isApiError } from '@/lib/api-client';

/** The link signed in, or it waits for the person to confirm whom it signs in (docs/security.md 46). */
type Verification =
  { kind: 'signed-in'; response: VerifyResponse } | { kind: 'confirm'; preview: SignInPreview };

const verifications = new Map<string, Promise<Verification>>();

async function verify(token: string): Promise<Verification> {
  try {
    return { kind: 'signed-in', response: await api.call(accountContracts.verify, { body: { token } }) };
  } catch (error) {
    if (!isApiError(error) || error.code !== ErrorCode.ConfirmationRequired) throw error;
    return { kind: 'confirm', preview: await api.call(accountContracts.verifyPreview, { body: { token } }) };
  }
}

/**
 * Consumes a magic-link token, unless the API asks for a confirmation first: the link was opened in a browser that
 * did not ask for it, or that is signed in as someone else. The token is single use, so the request is made once per
 * token and page load: React StrictMode's second effect run and remounts get the same promise instead of a second POST.
 */
export function verifyMagicLinkOnce(token: string): Promise<Verification> {
  let verification = verifications.get(token);
  if (!verification) {
    verification = verify(token);
    verifications.set(token, verification);
  }
  return verification;
}

/** Signs in with the token after the person confirmed whom it signs in. */
export function confirmMagicLink(token: string): Promise<VerifyResponse> {
  return api.call(accountContracts.verify, { body: { token, confirm: true } });
}
