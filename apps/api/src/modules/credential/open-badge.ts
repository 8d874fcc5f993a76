import * as vc from '@digitalbazaar/vc';
import { CertificateLevel, isoDateInGermany } from '@cert/domain';
import { levelWording, PROGRAMME } from '../certificate-files';
import { OPEN_BADGES_CONTEXT, VC_CONTEXT, type Issuer, type JsonObject } from './issuer';
import { isoSeconds, statusEntry } from './status-list';

/** The certificate facts a credential states (a row of `certificates`). */
type CredentialSource = {
  id: string;
  organizationId: string;
  level: string;
  awardedOn: string;
  validUntil: string;
  organizationName: string;
  statusIndex: number;
};

/** The calendar day after `day` (YYYY-MM-DD). */
const nextDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
};

/** The instant a German calendar day (YYYY-MM-DD) begins, whether in summer or winter time. */
function startOfGermanDay(day: string): Date {
  for (const offset of ['+02:00', '+01:00']) {
    const candidate = new Date(`${day}T00:00:00${offset}`);
    if (isoDateInGermany(candidate) === day && isoDateInGermany(new Date(candidate.getTime() - 1)) !== day) {
      return candidate;
    }
  }
  throw new Error(`No German midnight found for ${day}`);
}

/** Where the achievement of a level is described (the same for every organisation that reaches it). */
const achievementUrl = (publicUrl: string, level: CertificateLevel) =>
  `${publicUrl}/api/credentials/achievements/${level}`;

/** The level as an Open Badges achievement: name, description and criteria in German, the seal as its image. */
export function achievementOf(publicUrl: string, level: CertificateLevel): JsonObject {
  const wording = levelWording[level];
  const id = achievementUrl(publicUrl, level);
  return {
    id,
    type: ['Achievement'],
    achievementType: 'Certificate',
    name: CertificateLevel.labels[level],
    description: wording.certifies,
    criteria: { narrative: wording.criteria },
    image: { id: `${id}/siegel.png`, type: 'Image', caption: `Siegel ${CertificateLevel.labels[level]}` },
    inLanguage: 'de',
    tag: [PROGRAMME],
  };
}

/**
 * The certificate as an unsigned OpenBadgeCredential (docs/decisions/055-open-badges.md): the organisation as the
 * subject, valid from the start of the award day to the end of the last valid day, German time, as the
 * certificate; revocable through its entry in the status list.
 */
export function openBadgeOf(
  certificate: CredentialSource,
  issuer: Issuer,
  publicUrl: string,
  issuerName: string,
): JsonObject {
  const level = certificate.level as CertificateLevel;
  const validFrom = isoSeconds(startOfGermanDay(certificate.awardedOn));
  const validUntil = isoSeconds(new Date(startOfGermanDay(nextDay(certificate.validUntil)).getTime() - 1000));
  return {
    '@context': [VC_CONTEXT, OPEN_BADGES_CONTEXT],
    id: `urn:uuid:${certificate.id}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: `${CertificateLevel.labels[level]}: ${certificate.organizationName}`,
    description: levelWording[level].certifies,
    issuer: { id: issuer.did, type: ['Profile'], name: issuerName, url: publicUrl },
    validFrom,
    validUntil,
    credentialSubject: {
      id: `urn:uuid:${certificate.organizationId}`,
      type: ['AchievementSubject'],
      // The subject's name as Open Badges writes one: an identifier of the type "name", in plain text.
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: certificate.organizationName,
        },
      ],
      achievement: achievementOf(publicUrl, level),
    },
    credentialStatus: statusEntry(publicUrl, certificate.statusIndex),
  };
}

/**
 * Signs a credential with the issuer's current key (a data-integrity proof, eddsa-rdfc-2022). Open Badges' JSON
 * Schema wants `proof` as a list; the proof signs the credential without it, so the list changes nothing it covers.
 */
export async function signCredential(issuer: Issuer, credential: JsonObject): Promise<JsonObject> {
  const signed = await vc.issue({
    credential,
    suite: issuer.signingSuite(),
    documentLoader: issuer.documentLoader(),
  });
  return { ...signed, proof: [signed.proof].flat() };
}
