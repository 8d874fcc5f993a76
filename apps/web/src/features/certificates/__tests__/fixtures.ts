import { certificateNumber, certificateStatus, CertificateLevel } from '@cert/domain/certificate';
import type { CertificateVerification, OrganizationCertificate } from '@cert/domain';
import { stubSignedInApi } from '@/testing/fake-fetch';

export const TODAY = '2026-11-24';

/** A certificate of the organisation as GET /api/certificates/organization/{id} answers it. */
export function organizationCertificate(
  overrides: Partial<OrganizationCertificate> & Pick<OrganizationCertificate, 'code' | 'level'>,
): OrganizationCertificate {
  const awardedOn = overrides.awardedOn ?? '2026-11-08';
  const validUntil = overrides.validUntil ?? '2028-11-08';
  const revokedOn = overrides.revokedOn ?? null;
  return {
    _id: `c-${overrides.code}`,
    organization: 'o1',
    number: certificateNumber(overrides.code, awardedOn),
    levelLabel: CertificateLevel.label(overrides.level),
    organizationName: 'Vergabestelle Musterstadt',
    status: certificateStatus({ validUntil, revokedOn }, TODAY),
    revokeReason: null,
    ...overrides,
    awardedOn,
    validUntil,
    revokedOn,
  };
}

/** The public answer of GET /api/certificates/{code}: no id, no reason. */
export function verification(
  overrides: Partial<OrganizationCertificate> & Pick<OrganizationCertificate, 'code' | 'level'>,
): CertificateVerification {
  const { code, number, level, levelLabel, status, organizationName, awardedOn, validUntil, revokedOn } =
    organizationCertificate(overrides);
  return { code, number, level, levelLabel, status, organizationName, awardedOn, validUntil, revokedOn };
}

/** Answers the API through `handler` (404 for everything else) and gives a fresh query client. */
export const stubApi = stubSignedInApi;
