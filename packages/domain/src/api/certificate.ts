import { z } from 'zod';
import {
  CERTIFICATE_CODE_PATTERN,
  CertificateLevel,
  CertificateStatus,
  CredentialCheck,
  MAX_CREDENTIAL_LENGTH,
  SealFormat,
} from '../certificate';
import { INVALID_CHARACTER, isStorableText, textMessages, textSchema } from '../text';

/**
 * The certificates' wire schemas. The facts they are built of (levels, statuses, the code's pattern, the limits) are
 * in ../certificate.ts, which holds no schema, so that the public check and register load no zod up front
 * (docs/decisions/067-page-weight-budget.md).
 */

const isoDate = z.iso.date();
const id = z.string();

/** Query of the seal download. */
export const sealQuerySchema = z.strictObject({ format: z.enum(SealFormat.values).default('png') });

export const certificateCodeSchema = z.string().regex(CERTIFICATE_CODE_PATTERN);

const certificateBase = {
  code: certificateCodeSchema,
  number: z.string(),
  level: z.enum(CertificateLevel.values),
  levelLabel: z.string(),
  status: z.enum(CertificateStatus.values),
  /** The organisation's name on the day of the award (as printed on the document). */
  organizationName: z.string(),
  awardedOn: isoDate,
  validUntil: isoDate,
  revokedOn: isoDate.nullable(),
};

const storableText = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine(isStorableText, {
      error: textMessages.invalidCharacter,
      params: { code: INVALID_CHARACTER },
      abort: true,
    });

/**
 * POST /api/credentials/verify (public, rate-limited): an Open Badges credential as pasted JSON text. Checked as
 * given, never cleaned: a changed character is what the check must find.
 */
export const credentialVerificationBodySchema = z.strictObject({
  credential: storableText(MAX_CREDENTIAL_LENGTH),
});

/** GET /api/certificates/{code} (public, rate-limited): no reason, no personal data. */
export const certificateVerificationSchema = z.object(certificateBase);
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const credentialVerificationSchema = z.object({
  check: z.enum(CredentialCheck.values),
  certificate: certificateVerificationSchema.nullable(),
});
export type CredentialVerification = z.infer<typeof credentialVerificationSchema>;

/** GET /api/certificates/organization/{id} (members and admins): every certificate, newest first. */
export const organizationCertificateSchema = z.object({
  ...certificateBase,
  _id: id,
  organization: id,
  /** Only for the organisation's members and admins. */
  revokeReason: z.string().nullable(),
});
export type OrganizationCertificate = z.infer<typeof organizationCertificateSchema>;
export const organizationCertificateListSchema = z.array(organizationCertificateSchema);

/** POST /api/admin/certificates/{code}/revoke. */
export const revokeCertificateBodySchema = z.strictObject({
  reason: textSchema({ multiline: true }).min(1).max(2000),
});
