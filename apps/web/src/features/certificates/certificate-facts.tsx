import type { CertificateVerification } from '@cert/domain';
import { DateDisplay } from '@/components/form/date-display';
import facts from '@/components/ui/fact-list.module.css';

/** What the platform says of a certificate: the same facts for the check by number and by credential. */
export function CertificateFacts({ certificate }: { certificate: CertificateVerification }) {
  return (
    <>
      <dl className={facts.facts}>
        <dt>Organisation</dt>
        <dd>{certificate.organizationName}</dd>
        <dt>Stufe</dt>
        <dd>{certificate.levelLabel}</dd>
        <dt>Verliehen am</dt>
        <dd>
          <DateDisplay value={certificate.awardedOn} />
        </dd>
        <dt>Gültig bis</dt>
        <dd>
          <DateDisplay value={certificate.validUntil} />
        </dd>
        {certificate.revokedOn ? (
          <>
            <dt>Widerrufen am</dt>
            <dd>
              <DateDisplay value={certificate.revokedOn} />
            </dd>
          </>
        ) : null}
        <dt>Zertifikatsnummer</dt>
        <dd className="certificate-number">{certificate.number}</dd>
      </dl>
    </>
  );
}
