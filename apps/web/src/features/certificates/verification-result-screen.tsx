import { certificateMessages, type CertificateStatus } from '@cert/domain/certificate';
import type { CertificateVerification } from '@cert/domain';
import { Alert, Anchor, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { isPlaceholder } from '@cert/domain/site/site-config';
import { DateDisplay } from '@/components/form/date-display';
import { SimplePage } from '@/components/ui/simple-page';
import { isApiError, userMessageOf } from '@/lib/api-client';
import { useSiteConfig } from '@/lib/site-config';
import { useCertificateVerification } from './api';
import { CertificateFacts } from './certificate-facts';
import { certificateCodeOf } from './certificate-code';
import { CertificateForm, CredentialCheck, VERIFICATION_TITLE } from './verification-screen';

const malformed =
  'Diese Adresse enthält keinen gültigen Zertifikatscode. Der Code hat zehn Zeichen (zum Beispiel 7K3M9QXA2F) und steht auf der Urkunde in der Zertifikatsnummer (IB-2026-7K3M-9QXA-2F).';

const verdicts: Record<CertificateStatus, { color: string; title: string }> = {
  valid: { color: 'green', title: 'Dieses Zertifikat ist gültig.' },
  expired: { color: 'yellow', title: 'Dieses Zertifikat ist abgelaufen.' },
  revoked: { color: 'red', title: 'Dieses Zertifikat wurde widerrufen.' },
};

/**
 * The public verification of a certificate (docs/decisions/015-certificates.md), where the QR code on the
 * document leads: valid, expired, revoked or unknown, in plain German, and a form to check another one.
 */
export function VerificationResultScreen({ code }: { code: string }) {
  const normalised = certificateCodeOf(code);
  const typed: unknown = (useLocation().state as { typed?: unknown } | null)?.typed;
  // The printed number as the visitor typed it (IB-2026-7K3M-9QXA-2F), when it is the one checked; else the code.
  const typedNumber =
    typeof typed === 'string' &&
    /^IB\d{4}/.test(typed.toUpperCase().replace(/[\s-]/g, '')) &&
    certificateCodeOf(typed) === normalised;
  const shown = typedNumber ? typed : normalised;
  return (
    <SimplePage title={VERIFICATION_TITLE}>
      {normalised ? (
        <Verification code={normalised} shown={shown ?? normalised} />
      ) : (
        <>
          <Alert color="yellow" title="Ungültiger Code" role="status" mb="lg">
            {malformed}
          </Alert>
          <CertificateForm other initial={code} />
        </>
      )}
      <CredentialCheck />
    </SimplePage>
  );
}

/** The check of one code, then the form for another: after no certificate was found, filled with the code checked. */
function Verification({ code, shown }: { code: string; shown: string }) {
  const verification = useCertificateVerification(code);
  const notFound = isApiError(verification.error) && verification.error.status === 404;
  return (
    <>
      <VerificationResult code={code} shown={shown} verification={verification} notFound={notFound} />
      {/* A typo is corrected in place, not typed again (a new form once the answer is known). */}
      <CertificateForm key={String(notFound)} other initial={notFound ? shown : ''} />
    </>
  );
}

function VerificationResult({
  code,
  shown,
  verification: { data, error, isPending },
  notFound,
}: {
  code: string;
  shown: string;
  verification: ReturnType<typeof useCertificateVerification>;
  notFound: boolean;
}) {
  if (isPending) {
    return (
      <Text role="status" mb="lg">
        Das Zertifikat wird geprüft …
      </Text>
    );
  }
  if (error) {
    return notFound ? (
      <Alert color="yellow" title="Kein Zertifikat gefunden" role="status" mb="lg">
        {shown === code ? (
          <>
            Geprüft wurde der Code <strong className="certificate-number">{code}</strong>.{' '}
          </>
        ) : (
          <>
            Geprüft wurde die Zertifikatsnummer <strong className="certificate-number">{shown}</strong> (Code{' '}
            {code}).{' '}
          </>
        )}
        {certificateMessages.notFound}
      </Alert>
    ) : (
      <Alert color="red" title="Die Prüfung ist fehlgeschlagen" role="alert" mb="lg">
        {userMessageOf(error)}
      </Alert>
    );
  }
  return <Result certificate={data} />;
}

function Result({ certificate }: { certificate: CertificateVerification }) {
  const verdict = verdicts[certificate.status];
  const issuerReady = !isPlaceholder(useSiteConfig().operator.name);
  return (
    <>
      <Alert color={verdict.color} title={verdict.title} role="status" mb="lg">
        {certificate.status === 'revoked' && certificate.revokedOn ? (
          <>
            Das Programmteam hat es am <DateDisplay value={certificate.revokedOn} /> widerrufen.
          </>
        ) : certificate.status === 'expired' ? (
          <>
            Es war bis zum <DateDisplay value={certificate.validUntil} /> gültig.
          </>
        ) : (
          <>
            Es ist gültig bis zum <DateDisplay value={certificate.validUntil} />.
          </>
        )}
      </Alert>
      <CertificateFacts certificate={certificate} />
      {certificate.status === 'valid' && issuerReady ? (
        // The credential itself, to check anywhere without this platform (docs/decisions/055-open-badges.md). Its
        // address written out: this public page loads the contracts only when it calls the API (its weight).
        <Text mb="lg">
          <Anchor href={`/api/credentials/certificate/${certificate.code}`} download>
            Digitalen Nachweis herunterladen (Open Badge, JSON)
          </Anchor>
          : mit jedem Prüfprogramm für Open Badges 3.0 nachprüfbar, auch ohne diese Plattform.
        </Text>
      ) : null}
    </>
  );
}
