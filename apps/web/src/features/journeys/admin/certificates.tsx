import {
  certificateVerificationPath,
  CertificateStatus,
  REVOKED_LEVEL_CONSEQUENCE,
  revokeCertificateBodySchema,
  type OrganizationCertificate,
} from '@cert/domain';
import { Anchor, Button, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { CommentDialog, DateDisplay, type CommentCheck } from '@/components/form';
import { LoadError, ProblemAlert, useProblem } from '@/components/ui/problem-alert';
import { RecordTable } from '@/components/ui/record-table';
import { StatusLabel, type StatusTone } from '@/components/ui/status-label';
import { useOrganizationCertificates, useRevokeCertificate } from './api';
import { journeyAdminMessages } from './messages';
import { TitledSection } from '@/components/ui/titled-section';

const statusTone: Record<OrganizationCertificate['status'], StatusTone> = {
  valid: 'success',
  expired: 'neutral',
  revoked: 'danger',
};

const checkReason = (reason: string): CommentCheck => {
  const parsed = revokeCertificateBodySchema.safeParse({ reason });
  return parsed.success
    ? { comment: parsed.data.reason }
    : { error: journeyAdminMessages.revokeReasonRequired };
};

/**
 * "Zertifikate": every certificate of the organisation with its public verification page, and the revocation
 * of a valid one with a reason (docs/decisions/015-certificates.md).
 */
export function Certificates({ organizationId }: { organizationId: string }) {
  const { data, error, isPending, refetch } = useOrganizationCertificates(organizationId);
  const revoke = useRevokeCertificate(organizationId);
  const [target, setTarget] = useState<OrganizationCertificate | null>(null);
  const { problem, problemRef, run } = useProblem();

  const confirm = (reason: string) =>
    target &&
    run(
      () => revoke.mutateAsync({ code: target.code, reason }),
      journeyAdminMessages.certificateRevoked,
      () => setTarget(null),
    );

  return (
    <TitledSection id="journey-certificates" title="Zertifikate" mt="xl" mb="sm">
      <ProblemAlert ref={problemRef} title="Das Zertifikat wurde nicht widerrufen" problem={problem} />
      {isPending ? (
        <Text role="status">Die Zertifikate werden geladen …</Text>
      ) : error ? (
        <LoadError title="Die Zertifikate konnten nicht geladen werden" error={error} onRetry={refetch} />
      ) : data.length === 0 ? (
        <Text>Die Organisation hat noch kein Zertifikat.</Text>
      ) : (
        <RecordTable
          regionLabel="Tabelle der Zertifikate"
          listLabel="Zertifikate"
          rows={data}
          rowKey={(certificate) => certificate._id}
          title={{
            header: 'Zertifikatsnummer',
            cell: (certificate) => (
              <Anchor
                component={Link}
                to={certificateVerificationPath(certificate.code)}
                className="certificate-number"
                fz="inherit"
              >
                {certificate.number}
              </Anchor>
            ),
          }}
          columns={[
            { header: 'Stufe', cell: (certificate) => certificate.levelLabel },
            {
              header: 'Status',
              cell: (certificate) => (
                <StatusLabel tone={statusTone[certificate.status]}>
                  {CertificateStatus.label(certificate.status)}
                </StatusLabel>
              ),
            },
            { header: 'Verliehen am', cell: (certificate) => <DateDisplay value={certificate.awardedOn} /> },
            { header: 'Gültig bis', cell: (certificate) => <DateDisplay value={certificate.validUntil} /> },
            {
              header: 'Widerruf',
              cell: (certificate) =>
                certificate.revokedOn ? (
                  <>
                    am <DateDisplay value={certificate.revokedOn} />
                    {certificate.revokeReason ? `: ${certificate.revokeReason}` : ''}
                  </>
                ) : (
                  '–'
                ),
            },
            {
              header: 'Aktionen',
              card: 'plain',
              cell: (certificate) =>
                certificate.status === 'valid' ? (
                  <Button
                    size="xs"
                    variant="outline"
                    color="red"
                    aria-label={`Widerrufen: ${certificate.levelLabel}, ${certificate.number}`}
                    onClick={() => setTarget(certificate)}
                  >
                    Widerrufen
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
      <CommentDialog
        opened={target !== null}
        title="Zertifikat widerrufen"
        message={
          target
            ? `Sie widerrufen das Zertifikat ${target.number} (${target.levelLabel}). Die Prüfseite zeigt es danach als widerrufen, Urkunde und Siegel stehen nicht mehr zur Verfügung. ${REVOKED_LEVEL_CONSEQUENCE} Der Widerruf lässt sich nicht zurücknehmen.`
            : ''
        }
        confirmLabel="Widerrufen"
        fieldLabel="Grund des Widerrufs"
        fieldDescription="Die Organisation erhält den Grund per E-Mail. Höchstens 2000 Zeichen."
        commentRequired
        check={checkReason}
        danger
        loading={revoke.isPending}
        onConfirm={(reason) => void confirm(reason)}
        onCancel={() => setTarget(null)}
      />
    </TitledSection>
  );
}
