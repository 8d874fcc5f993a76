/**
 * Cookie consent (docs/product.md §3 consent record, §4 cookie consent states; docs/security.md 29): pure state and storage
 * format, no React and no side effects.
 */

/** The choice belongs to the browser, not to a user: it survives a sign-out. */
export const CONSENT_STORAGE_KEY = 'cert.consent';

export type ConsentOptions = {
  /** Optional statistics (page-view counting and the optional Matomo tracker). */
  optionalCookiesAllowed: boolean;
};

export type ConsentRecord = {
  consentGiven: boolean;
  options: ConsentOptions;
  /** ISO time of the decision (docs/security.md 29: consent is stored with its time); null while none was made. */
  decidedAt: string | null;
};

export type ConsentDecision =
  { type: 'acceptAll' } | { type: 'save'; optionalCookiesAllowed: boolean } | { type: 'reject' };

export const NO_CONSENT: ConsentRecord = Object.freeze({
  consentGiven: false,
  options: Object.freeze({ optionalCookiesAllowed: false }),
  decidedAt: null,
}) as ConsentRecord;

/** Every decision records consent with its time; only the statistics option differs. */
export function decideConsent(decision: ConsentDecision, now: Date): ConsentRecord {
  const optionalCookiesAllowed =
    decision.type === 'acceptAll'
      ? true
      : decision.type === 'reject'
        ? false
        : decision.optionalCookiesAllowed;
  return { consentGiven: true, options: { optionalCookiesAllowed }, decidedAt: now.toISOString() };
}

export const isBannerVisible = (record: ConsentRecord) => !record.consentGiven;

export const isStatisticsAllowed = (record: ConsentRecord) =>
  record.consentGiven && record.options.optionalCookiesAllowed;

/**
 * The switch in the dialog: the stored choice, off before any (docs/decisions/045-consent-off-by-default.md: a
 * pre-ticked box is no consent, so the specification's "on by default" gives way to the law).
 */
export const dialogDefault = (record: ConsentRecord) =>
  record.consentGiven ? record.options.optionalCookiesAllowed : false;

export function serializeConsent(record: ConsentRecord): string {
  return JSON.stringify(record);
}

/** Reads a stored record; anything missing, malformed or of the wrong shape counts as no consent. */
export function parseConsent(raw: string | null | undefined): ConsentRecord {
  if (!raw) return NO_CONSENT;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return NO_CONSENT;
  }
  if (!isObject(value) || value.consentGiven !== true) return NO_CONSENT;
  const { options, decidedAt } = value;
  if (!isObject(options) || typeof options.optionalCookiesAllowed !== 'boolean') return NO_CONSENT;
  if (typeof decidedAt !== 'string' || Number.isNaN(Date.parse(decidedAt))) return NO_CONSENT;
  return {
    consentGiven: true,
    options: { optionalCookiesAllowed: options.optionalCookiesAllowed },
    decidedAt,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
