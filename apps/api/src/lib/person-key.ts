import { deriveKey, hmacBase64url } from './tokens';

/** Google delivers every spelling of a Gmail address with or without dots, at either domain, to one mailbox. */
const GMAIL = new Set(['gmail.com', 'googlemail.com']);

/**
 * The address as one mailbox has it: trimmed, lower case, without a subaddress ("name+tag@" is "name@"), and a
 * Gmail address without dots at gmail.com, which the providers deliver to the same mailbox. A catch-all domain of
 * one's own still gives a person any number of mailboxes: the limits are per mailbox, not per human.
 */
function normalisedAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL.has(domain)) {
    local = local.replaceAll('.', '');
    domain = 'gmail.com';
  }
  return `${local}@${domain}`;
}

/**
 * A keyed hash of the normalised address: the same for every account the person opens with it, and no way back to
 * the address without the platform's secret. It names a person where an account id would not outlive a deleted
 * account: the links between their organisations (docs/insights.md, "Privacy") and the limits per person
 * (docs/security.md 47, 49).
 */
export function personKey(secret: string, email: string): string {
  return hmacBase64url(deriveKey(secret, 'person'), normalisedAddress(email));
}
