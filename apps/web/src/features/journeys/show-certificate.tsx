import {
  certificateVerificationPath,
  formatDate,
  isPlaceholder,
  type OrganizationCertificate,
} from '@cert/domain';
import { Anchor, Button, Group, Text, Textarea, VisuallyHidden } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { useState } from 'react';
import { TextLink } from '@/components/ui/text-link';
import { useSiteConfig } from '@/lib/site-config';
import classes from './journeys.module.css';

/** The platform's own address, as the browser reached it: every link a website or a profile shows leads here. */
const origin = () => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * LinkedIn's documented "add to profile" link for a certification, filled in: the certificate's name, issuer,
 * award and expiry month, number and check address.
 */
function linkedInUrl(certificate: OrganizationCertificate, issuer: string, checkUrl: string): string {
  const [issueYear, issueMonth] = certificate.awardedOn.split('-');
  const [expirationYear, expirationMonth] = certificate.validUntil.split('-');
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: `Zertifikat ${certificate.levelLabel}`,
    organizationName: issuer,
    issueYear: issueYear!,
    issueMonth: String(Number(issueMonth)),
    expirationYear: expirationYear!,
    expirationMonth: String(Number(expirationMonth)),
    certUrl: checkUrl,
    certId: certificate.number,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}

/**
 * A copy button that keeps its name while a status beside it says what was copied: a screen reader hears the
 * status (a polite live region, present before it changes), where a changed label of the focused button is often
 * not read out.
 */
function CopyAction({
  value,
  label,
  done,
  failed,
}: {
  value: string;
  label: string;
  done: string;
  /** What to do where the browser refuses the clipboard (a setting, an older browser). */
  failed: string;
}) {
  const clipboard = useClipboard({ timeout: 4000 });
  // Each copy writes the status anew (a new node), so that copying again within the timeout is announced again.
  const [copies, setCopies] = useState(0);
  return (
    <span className={classes.copyAction}>
      <Button
        variant="default"
        size="sm"
        onClick={() => {
          clipboard.copy(value);
          setCopies((count) => count + 1);
        }}
      >
        {label}
      </Button>
      <Text component="span" size="sm" role="status">
        {clipboard.copied ? (
          <span key={copies}>
            <span aria-hidden="true">✓ </span>
            {done}
          </span>
        ) : clipboard.error ? (
          <span key={copies}>{failed}</span>
        ) : null}
      </Text>
    </span>
  );
}

/**
 * "Auf Ihrer Website zeigen" (docs/product.md, "Register"): the badge as plain HTML for the organisation's website
 * (no script, no cookie: an image of its current state and a link to the public check), the check's address to
 * share, and for companies LinkedIn's link to add the certification to a profile.
 */
export function ShowCertificate({
  certificate,
  name,
}: {
  certificate: OrganizationCertificate;
  name: string;
}) {
  const { operator } = useSiteConfig();
  const checkUrl = `${origin()}${certificateVerificationPath(certificate.code)}`;
  const alt = `Zertifikat ${certificate.levelLabel} – ${certificate.organizationName}: Gültigkeit prüfen`;
  const badgeUrl = `${origin()}/api/register/badge/${certificate.code}`;
  const snippet =
    `<a href="${checkUrl}">` +
    `<img src="${badgeUrl}" alt="${alt.replace(/"/g, '&quot;')}" width="240" height="290">` +
    '</a>';
  // The provider levels are certifications of companies and their staff: LinkedIn's profile knows them.
  const company = ['professional', 'practitioner', 'expert'].includes(certificate.level);
  return (
    <details className={classes.showCertificate}>
      <summary>
        Auf Ihrer Website zeigen und teilen<VisuallyHidden> – {name}</VisuallyHidden>
      </summary>
      <Text size="sm" mt="xs">
        Dieser HTML-Code zeigt das Siegel mit dem heutigen Stand des Zertifikats und verlinkt auf seine
        öffentliche Prüfseite. Er lädt kein Skript und setzt kein Cookie. Läuft das Zertifikat ab oder wird es
        widerrufen, zeigt das Siegel dies ohne Ihr Zutun an.
      </Text>
      <figure className={classes.badgePreview}>
        {/* The badge as the website will show it, served by the same address the code names. */}
        <img
          src={badgeUrl}
          alt={`Siegel ${certificate.levelLabel}: Gültig bis ${formatDate(certificate.validUntil)}`}
          width={120}
          height={145}
        />
        <figcaption>So erscheint das Siegel auf Ihrer Website (hier verkleinert).</figcaption>
      </figure>
      <Textarea
        label={`HTML-Code für Ihre Website (${name})`}
        value={snippet}
        readOnly
        rows={4}
        mt="xs"
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group mt="xs" gap="sm">
        <CopyAction
          value={snippet}
          label="HTML-Code kopieren"
          done="HTML-Code kopiert"
          failed="Der Browser hat das Kopieren nicht erlaubt: Bitte markieren und kopieren Sie den HTML-Code im Feld selbst."
        />
        <CopyAction
          value={checkUrl}
          label="Link zur Prüfseite kopieren"
          done="Link kopiert"
          failed={`Der Browser hat das Kopieren nicht erlaubt. Die Adresse der Prüfseite lautet ${checkUrl}`}
        />
      </Group>
      {company && !isPlaceholder(operator.name) ? (
        <Text size="sm" mt="xs">
          <Anchor
            href={linkedInUrl(certificate, operator.name, checkUrl)}
            target="_blank"
            rel="noopener noreferrer"
          >
            Zum LinkedIn-Profil hinzufügen
            <VisuallyHidden> ({name}, öffnet in neuem Tab)</VisuallyHidden>
          </Anchor>
        </Text>
      ) : null}
      <Text size="sm" mt="xs">
        Im <TextLink to="/zertifizierte-organisationen">Verzeichnis zertifizierter Organisationen</TextLink>{' '}
        erscheint Ihre Organisation, wenn ihre Administratorinnen und Administratoren es auf der{' '}
        <TextLink to={`/organization/${certificate.organization}`}>Seite der Organisation</TextLink> unter
        „Öffentliches Verzeichnis“ wählen.
      </Text>
    </details>
  );
}
