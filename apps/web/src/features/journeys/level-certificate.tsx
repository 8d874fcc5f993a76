import {
  certificateMessages,
  certificateVerificationPath,
  isPlaceholder,
  REVOKED_LEVEL_CONSEQUENCE,
  type CertificateLevel,
  type LevelStatus,
} from '@cert/domain';
import {
  certificateBadgePath,
  certificateCredentialPath,
  certificateDocumentPath,
  certificateSealPath,
} from '@cert/domain/contracts';
import { Anchor, VisuallyHidden } from '@mantine/core';
import type { ComponentProps } from 'react';
import { LevelCard } from '@/components/journey';
import { DateDisplay, DocumentLink } from '@/components/form';
import { TextLink } from '@/components/ui/text-link';
import { userMessageOf } from '@/lib/api-client';
import { useSiteConfig } from '@/lib/site-config';
import { useOrganizationCertificates } from './api';
import { levelAnchor } from './next-step';
import { ShowCertificate } from './show-certificate';
import classes from './journeys.module.css';

type Props = {
  organization: string;
  level: CertificateLevel;
  status: LevelStatus;
  /** The level's name in link texts, e.g. "Bronze: Beschaffungsstelle". */
  name: string;
};

/**
 * A level's card on the member's journey: what the screen puts inside, then the level's certificate once the level
 * is completed (docs/decisions/015-certificates.md). `name` is the level's name in the certificate's link texts.
 */
export function CertifiedLevelCard({
  organization,
  certificate,
  name,
  title = name,
  children,
  ...card
}: Omit<ComponentProps<typeof LevelCard>, 'title'> &
  Omit<Props, 'level' | 'status'> & {
    certificate: CertificateLevel;
    /** The card's heading: the level's name unless the card says what the level asks for. */
    title?: string;
  }) {
  return (
    <LevelCard title={title} anchor={levelAnchor(name)} {...card}>
      {children}
      {card.level.status === 'done' ? (
        <CertificateArea organization={organization} level={certificate} name={name} />
      ) : null}
    </LevelCard>
  );
}

function CertificateArea({ organization, level, name }: Omit<Props, 'status'>) {
  const { data, error, isPending } = useOrganizationCertificates(organization);
  // Newest first: a level completed again after a revocation shows its new certificate.
  const certificate = data?.find((candidate) => candidate.level === level);
  const issuerReady = !isPlaceholder(useSiteConfig().operator.name);
  return (
    <div className={classes.certificate}>
      <p className={classes.listTitle}>Zertifikat</p>
      {isPending ? (
        <p>Das Zertifikat wird geladen …</p>
      ) : error ? (
        <p role="alert">Das Zertifikat konnte nicht geladen werden. {userMessageOf(error)}</p>
      ) : !certificate ? (
        <p>Für diese Stufe gibt es noch kein Zertifikat.</p>
      ) : certificate.revokedOn ? (
        <>
          <p>
            Das Zertifikat <span className="certificate-number">{certificate.number}</span> wurde am{' '}
            <DateDisplay value={certificate.revokedOn} /> widerrufen. Urkunde und Siegel stehen nicht mehr zur
            Verfügung.
          </p>
          {certificate.revokeReason ? (
            <p>
              Begründung: <span className={classes.comment}>{certificate.revokeReason}</span>
            </p>
          ) : null}
          <p>{REVOKED_LEVEL_CONSEQUENCE}</p>
        </>
      ) : (
        <>
          <p>
            Zertifikatsnummer <span className="certificate-number">{certificate.number}</span>, gültig bis{' '}
            <DateDisplay value={certificate.validUntil} />
            {certificate.status === 'expired' ? ' (abgelaufen)' : ''}.
          </p>
          {/* What each file is for: an organisation's staff are not asked to know PNG from SVG or what an Open Badge is. */}
          <ul className={classes.list}>
            <li>
              <DocumentLink href={certificateDocumentPath(level, organization)}>
                Urkunde öffnen (PDF)<VisuallyHidden> – {name}</VisuallyHidden>
              </DocumentLink>
              <span className={classes.purpose}>Zum Ausdrucken und Ablegen.</span>
            </li>
            <li>
              <Anchor href={certificateSealPath(level, organization)} download>
                Siegel herunterladen (PNG)<VisuallyHidden> – {name}</VisuallyHidden>
              </Anchor>
              {' · '}
              <Anchor href={certificateSealPath(level, organization, 'svg')} download>
                Siegel als SVG<VisuallyHidden> – {name}</VisuallyHidden>
              </Anchor>
              <span className={classes.purpose}>
                Das Bild für Präsentationen und Drucksachen; SVG bleibt in jeder Größe scharf.
              </span>
            </li>
            <li>
              {issuerReady ? (
                <>
                  <Anchor href={certificateBadgePath(level, organization, 'png')} download>
                    Siegel mit Nachweis (PNG)<VisuallyHidden> – {name}</VisuallyHidden>
                  </Anchor>
                  {' · '}
                  <Anchor href={certificateBadgePath(level, organization, 'svg')} download>
                    Siegel mit Nachweis (SVG)<VisuallyHidden> – {name}</VisuallyHidden>
                  </Anchor>
                  {' · '}
                  <Anchor href={certificateCredentialPath(level, organization)} download>
                    Digitaler Nachweis (Open Badge, JSON)<VisuallyHidden> – {name}</VisuallyHidden>
                  </Anchor>
                  <span className={classes.purpose}>
                    Das Siegel mit einem eingebauten, digital signierten Nachweis im Standard Open Badges: für
                    Plattformen und Profile, die solche Nachweise lesen und selbst prüfen.
                  </span>
                </>
              ) : (
                // No credential names a placeholder as its issuer for good (docs/operations.md, "Site configuration").
                certificateMessages.issuerNotConfigured
              )}
            </li>
            <li>
              <TextLink to={certificateVerificationPath(certificate.code)}>
                Öffentliche Prüfseite des Zertifikats<VisuallyHidden> – {name}</VisuallyHidden>
              </TextLink>
              <span className={classes.purpose}>
                Die Adresse zum Weitergeben: Dort sieht jede und jeder, ob das Zertifikat gilt.
              </span>
            </li>
          </ul>
          {certificate.status === 'valid' ? <ShowCertificate certificate={certificate} name={name} /> : null}
        </>
      )}
    </div>
  );
}
