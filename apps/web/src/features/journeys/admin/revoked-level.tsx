import { CertificateLevel, formatDate, REVOKED_LEVEL_CONSEQUENCE, type LevelStatus } from '@cert/domain';
import { Alert } from '@mantine/core';
import { useOrganizationCertificates } from './api';

/**
 * A completed level whose certificate the programme office revoked (docs/decisions/015-certificates.md): said on
 * the level itself with its day and reason, and what follows; the evidence that was wrong is withdrawn instead.
 */
export function RevokedLevel({
  organizationId,
  level,
  status,
}: {
  organizationId: string;
  level: CertificateLevel;
  status: LevelStatus;
}) {
  const { data } = useOrganizationCertificates(organizationId);
  // Newest first: a level completed again after a revocation has a valid certificate again.
  const certificate = data?.find((candidate) => candidate.level === level);
  if (status !== 'done' || !certificate?.revokedOn) return null;
  return (
    <Alert color="orange" variant="light" title="Zertifikat widerrufen" mb="sm" role="note">
      Das Zertifikat <span className="certificate-number">{certificate.number}</span> (
      {CertificateLevel.label(level)}) wurde am {formatDate(certificate.revokedOn)} widerrufen
      {certificate.revokeReason ? `, Grund: „${certificate.revokeReason}“` : ''}
      {/* A reason that ends its own sentence ends this one too. */}
      {/[.!?]$/.test(certificate.revokeReason ?? '') ? '' : '.'} {REVOKED_LEVEL_CONSEQUENCE} War der Nachweis
      selbst falsch, ziehen Sie ihn zurück: Dann ist die Stufe wieder offen.
    </Alert>
  );
}
