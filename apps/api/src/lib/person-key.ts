import { deriveKey, hmacBase64url } from './tokens';

/**
 * The address as one person has it: trimmed, lower case, without a subaddress ("name+tag@" is "name@"), which
 * mail providers deliver to the same mailbox.
 */
function normalisedAddress(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return address;
  const local = address.slice(0, at);
  const plus = local.indexOf('+');
  return `${plus > 0 ? local.slice(0, plus) : local}${address.slice(at)}`;
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
