import { Alert, Anchor, Text } from '@mantine/core';
import { isPlaceholder, sitePlaceholders, type SiteConfig } from '@cert/domain/site/site-config';
import { useSiteConfig } from '@/lib/site-config';

/** Address and contact of the operator, from the one site configuration. */
export function OperatorAddress() {
  const { operator } = useSiteConfig();
  return (
    <Text component="address" fs="normal" mb="md">
      {operator.name}
      <br />
      {operator.programme}
      <br />
      {operator.street}
      <br />
      {operator.postalCode} {operator.city}
    </Text>
  );
}

/**
 * A mail link, with a subject when the mail has a purpose; placeholders in square brackets are shown as text
 * until the operator fills them in.
 */
export function MailLink({ address, subject }: { address: string; subject?: string }) {
  if (isPlaceholder(address)) return <>{address}</>;
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return <Anchor href={`mailto:${address}${query}`}>{address}</Anchor>;
}

/** A phone link; placeholders in square brackets are shown as text. */
export function PhoneLink({ number }: { number: string }) {
  if (isPlaceholder(number)) return <>{number}</>;
  return <Anchor href={`tel:${number.replace(/[^+\d]/g, '')}`}>{number}</Anchor>;
}

/** The operator's e-mail address as a mail link. */
export function OperatorMailLink({ subject }: { subject?: string }) {
  return <MailLink address={useSiteConfig().operator.email} subject={subject} />;
}

/** One of the operator's details as text (its name, the programme's name). */
export function OperatorDetail({ field }: { field: keyof SiteConfig['operator'] }) {
  return <>{useSiteConfig().operator[field]}</>;
}

/**
 * Says that a page shows example content while the site configuration still holds placeholders (a fresh start, a
 * trial); a production start refuses them (docs/operations.md, "Site configuration").
 */
export function ExampleContentNotice() {
  if (sitePlaceholders(useSiteConfig()).length === 0) return null;
  return (
    <p className="page-notice" role="note">
      <strong>Beispielinhalt:</strong> Die Angaben in eckigen Klammern sind Platzhalter. Der Betreiber der
      Plattform trägt sie bei der Einrichtung ein.
    </p>
  );
}

/**
 * What the programme office sees on its pages while the site configuration still holds placeholders: how many, and
 * that no Open Badge is issued while the operator's name is one of them, in one line; which values, what the public
 * pages show and who fills them in when unfolded. It stands above every office page, and unfolded it filled a phone's
 * first screen (docs/operations.md, "Site configuration").
 */
export function SiteConfigNotice() {
  const config = useSiteConfig();
  const missing = sitePlaceholders(config);
  if (missing.length === 0) return null;
  const noBadges = isPlaceholder(config.operator.name);
  return (
    <Alert color="yellow" mb="lg" role="note" py="xs">
      <details>
        <summary>
          <Text span fw={700} size="sm">
            Seitenkonfiguration unvollständig
          </Text>
          <Text span size="sm">
            {' '}
            ({missing.length === 1 ? 'ein Platzhalter' : `${missing.length} Platzhalter`}
            {noBadges ? ', keine Open Badges' : ''})
          </Text>
        </summary>
        <Text size="sm" mt="xs">
          {missing.length === 1 ? 'Eine Angabe ist' : `${missing.length} Angaben sind`} noch ein Platzhalter
          in eckigen Klammern: {missing.join(', ')}. Die öffentlichen Seiten (Impressum, Datenschutz,
          Barrierefreiheit) zeigen sie so an.
          {noBadges
            ? ' Solange der Name des Betreibers fehlt, stellt die Plattform keine digitalen Nachweise (Open Badges) aus.'
            : ''}{' '}
          Die Angaben trägt der technische Betrieb in die Seitenkonfiguration ein (die Datei, die SITE_CONFIG
          nennt, sonst site-config.json im Datenverzeichnis) und startet die Plattform danach neu.
        </Text>
      </details>
    </Alert>
  );
}
