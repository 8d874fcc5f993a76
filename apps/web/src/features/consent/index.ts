/*
 * The cookie consent (docs/decisions/045-consent.md): the dialog, its store and the footer's way back to it.
 */
export { openConsentDialog } from './consent-store';
export { CookieConsent } from './cookie-consent';
