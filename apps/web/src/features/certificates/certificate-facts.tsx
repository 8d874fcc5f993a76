import { certificateLevels, type CertificateVerification } from '@cert/domain';
import { DateDisplay } from '@/components/form/date-display';
import { TextLink } from '@/components/ui/text-link';
import facts from '@/components/ui/fact-list.module.css';

/** The public page that explains a path's levels: a level's name alone says little to a stranger. */
const paths = {
  procurement: {
    label: 'Zertifizierung für öffentliche Auftraggeber',
    to: '/zertifizierung-fuer-oeffentliche-auftraggeber',
  },
  provider: { label: 'Zertifizierung für Unternehmen', to: '/zertifizierung-fuer-unternehmen' },
} as const;

/** What the platform says of a certificate: the same facts for the check by number and by credential. */
export function CertificateFacts({ certificate }: { certificate: CertificateVerification }) {
  const path = paths[certificateLevels[certificate.level].pathType];
  return (
    <>
      <dl className={facts.facts}>
        <dt>Organisation</dt>
        <dd>{certificate.organizationName}</dd>
        <dt>Stufe</dt>
        <dd>{certificate.levelLabel}</dd>
        <dt>Zertifizierungspfad</dt>
        <dd>
          <TextLink to={path.to}>{path.label}</TextLink>
        </dd>
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
