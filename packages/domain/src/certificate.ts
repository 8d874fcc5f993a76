import { defineOptions, type OptionValue } from './options';

/**
 * Certificates (docs/product.md §2 downloads, §7; docs/decisions/015-certificates.md): one per organisation and
 * completed level, issued when the journey rules first report the level completed.
 */

/** The eight levels that carry a certificate, with the name printed on seal and document. */
export const CertificateLevel = defineOptions({
  'bronze-office': 'Bronze – Beschaffungsstelle',
  'bronze-project': 'Bronze – Beschaffungsprojekt',
  'silver-office': 'Silber – Beschaffungsstelle',
  'silver-project': 'Silber – Beschaffungsprojekt',
  gold: 'Gold',
  professional: 'Professional',
  practitioner: 'Practitioner',
  expert: 'Expert',
});
export type CertificateLevel = OptionValue<typeof CertificateLevel>;

/**
 * Where each level lives: its journey path, the field of the journey rules' result (ProcurementLevels /
 * ProviderLevels) whose completedAt issues it, and the API path segment of its seal and document.
 */
export const certificateLevels = {
  'bronze-office': {
    pathType: 'procurement',
    levelField: 'bronzeOffice',
    apiSegment: 'procurement/office/bronze',
  },
  'bronze-project': {
    pathType: 'procurement',
    levelField: 'bronzeProject',
    apiSegment: 'procurement/project/bronze',
  },
  'silver-office': {
    pathType: 'procurement',
    levelField: 'silverOffice',
    apiSegment: 'procurement/office/silver',
  },
  'silver-project': {
    pathType: 'procurement',
    levelField: 'silverProject',
    apiSegment: 'procurement/project/silver',
  },
  gold: { pathType: 'procurement', levelField: 'gold', apiSegment: 'procurement/gold' },
  professional: { pathType: 'provider', levelField: 'professional', apiSegment: 'provider/professional' },
  practitioner: { pathType: 'provider', levelField: 'practitioner', apiSegment: 'provider/practitioner' },
  expert: { pathType: 'provider', levelField: 'expert', apiSegment: 'provider/expert' },
} as const satisfies Record<
  CertificateLevel,
  { pathType: 'procurement' | 'provider'; levelField: string; apiSegment: string }
>;

/**
 * The levels that wait (or sit in a retention) until `day`, from the journey rules' result: what the opening mail
 * names and the admin lists show beside the journey's next opening day, so that the day says whose it is.
 */
export function levelsOpeningOn(levels: object, day: string | null): CertificateLevel[] {
  if (day === null) return [];
  const byField = levels as Record<string, { status?: string; opensAt?: string | null } | undefined>;
  return CertificateLevel.values.filter((level) => {
    const state = byField[certificateLevels[level].levelField];
    return (state?.status === 'waiting' || state?.status === 'retention') && state.opensAt === day;
  });
}

/**
 * What a revocation means for the journey (docs/decisions/015-certificates.md, "Revocation on the journey"): the
 * certificate is withdrawn, not the evidence; the level stays completed and the next one stays open. The journey
 * screens say so beside the revoked certificate.
 */
export const REVOKED_LEVEL_CONSEQUENCE =
  'Die Stufe bleibt abgeschlossen, und die nächste Stufe bleibt offen. Ein neues Zertifikat entsteht erst, wenn ' +
  'die Organisation diese Stufe erneut abschließt.';

export const SealFormat = defineOptions({ png: 'PNG', svg: 'SVG' });
export type SealFormat = OptionValue<typeof SealFormat>;

/** Crockford base32 without I, L, O, U: 10 characters, 50 random bits. */
export const CERTIFICATE_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{10}$/;

/** The printed number: programme prefix, award year, the code in groups (IB-2026-7K3M-9QXA-2F). */
export const certificateNumber = (code: string, awardedOn: string) =>
  `IB-${awardedOn.slice(0, 4)}-${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;

/** The public verification screen (no sign-in); the QR code on the document leads here. */
export const certificateVerificationPath = (code: string) => `/zertifikat/${code}`;

export const CertificateStatus = defineOptions({
  valid: 'Gültig',
  expired: 'Abgelaufen',
  revoked: 'Widerrufen',
});
export type CertificateStatus = OptionValue<typeof CertificateStatus>;

/** The status on a day (YYYY-MM-DD, German time): revoked wins; valid through validUntil inclusive. */
export const certificateStatus = (
  certificate: { validUntil: string; revokedOn: string | null },
  today: string,
): CertificateStatus =>
  certificate.revokedOn !== null ? 'revoked' : today > certificate.validUntil ? 'expired' : 'valid';

/** The longest credential text the check reads: ten times the largest credential the platform issues. */
export const MAX_CREDENTIAL_LENGTH = 32_768;

/**
 * The largest seal image the check reads (POST /api/credentials/verify/seal): our PNG seals with a credential baked
 * in weigh less than half of it; an image goes as bytes, never inside JSON (docs/security.md 45).
 */
export const MAX_SEAL_BYTES = 1024 * 1024;

/**
 * What the check of a credential found: `tampered` when its proof fails (changed, or not signed by this
 * platform); otherwise the certificate's status today, with the certificate's public facts as on /zertifikat.
 */
export const CredentialCheck = defineOptions({
  valid: 'Gültig',
  expired: 'Abgelaufen',
  revoked: 'Widerrufen',
  tampered: 'Verändert oder nicht von dieser Plattform',
});
export type CredentialCheck = OptionValue<typeof CredentialCheck>;

export const certificateMessages = {
  notFound: 'Zu diesem Code gibt es kein Zertifikat. Bitte prüfen Sie die Eingabe.',
  alreadyRevoked: 'Dieses Zertifikat ist bereits widerrufen.',
  levelNotCompleted: 'Für diese Stufe gibt es noch kein Zertifikat.',
  noCredential:
    'Darin ist kein Open-Badges-Nachweis zu finden. Bitte fügen Sie den Nachweis (JSON) ein oder laden Sie das Siegel mit eingebettetem Nachweis (PNG oder SVG) hoch.',
  /** A credential names its issuer for good: none is signed while the operator's name is the example's. */
  issuerNotConfigured:
    'Der digitale Nachweis (Open Badge) kann noch nicht ausgestellt werden: Der Betreiber der Plattform ist noch nicht eingetragen. Die Urkunde und das Siegel stehen schon bereit.',
} as const;
