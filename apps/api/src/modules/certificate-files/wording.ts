import { CertificateLevel } from '@cert/domain';

/** The programme as the public pages name it; printed on every seal and document. */
export const PROGRAMME = 'Innovation in der öffentlichen Beschaffung';

/**
 * What seal and document say of each level (docs/decisions/015-certificates.md): the level and branch names, the
 * stars of its step on the path (1 to 3), and a sentence on what it certifies, in the words of the public pages
 * (/zertifizierung-fuer-oeffentliche-auftraggeber, /zertifizierung-fuer-unternehmen).
 */
export const levelWording: Record<
  CertificateLevel,
  { level: string; branch: string; stars: 1 | 2 | 3; certifies: string; criteria: string }
> = {
  'bronze-office': {
    level: 'Bronze',
    branch: 'Beschaffungsstelle',
    stars: 1,
    certifies:
      'Die Beschaffungsstelle hat in einer Selbsteinschätzung zu den Erfolgsfaktoren innovativer Beschaffung die Stufe Bronze erreicht.',
    criteria:
      'Der Fragebogen „Beschaffungsstelle“ der Stufe Bronze wurde eingereicht und mit Erfolg bewertet.',
  },
  'bronze-project': {
    level: 'Bronze',
    branch: 'Beschaffungsprojekt',
    stars: 1,
    certifies:
      'Das Beschaffungsprojekt hat in einer Selbsteinschätzung zu den Erfolgsfaktoren innovativer Beschaffung die Stufe Bronze erreicht.',
    criteria:
      'Der Fragebogen „Beschaffungsprojekt“ der Stufe Bronze wurde eingereicht und mit Erfolg bewertet.',
  },
  'silver-office': {
    level: 'Silber',
    branch: 'Beschaffungsstelle',
    stars: 2,
    certifies:
      'Die Beschaffungsstelle hat ihre Beschaffungspraxis in einem Audit und Workshop mit dem Programmteam geprüft und die Stufe Silber erreicht.',
    criteria:
      'Nach Bronze hat die Beschaffungsstelle ein Audit und einen Workshop mit dem Programmteam bestanden; das Ergebnis hat das Programmteam erfasst.',
  },
  'silver-project': {
    level: 'Silber',
    branch: 'Beschaffungsprojekt',
    stars: 2,
    certifies:
      'Das Beschaffungsprojekt wurde in einem Audit und Workshop mit dem Programmteam geprüft und hat die Stufe Silber erreicht.',
    criteria:
      'Nach Bronze hat das Beschaffungsprojekt ein Audit und einen Workshop mit dem Programmteam bestanden; das Ergebnis hat das Programmteam erfasst.',
  },
  gold: {
    level: 'Gold',
    branch: 'Öffentlicher Auftraggeber',
    stars: 3,
    certifies:
      'Der öffentliche Auftraggeber hat ein Praxisbeispiel innovativer Beschaffung eingereicht, das vom Programmteam geprüft und angenommen wurde.',
    criteria:
      'Nach Silber hat der öffentliche Auftraggeber ein Praxisbeispiel innovativer Beschaffung eingereicht, das das Programmteam geprüft und angenommen hat.',
  },
  professional: {
    level: 'Professional',
    branch: 'Unternehmen',
    stars: 1,
    certifies:
      'Das Unternehmen hat an einer Programmveranstaltung teilgenommen und ein E-Learning zur innovativen öffentlichen Beschaffung abgeschlossen.',
    criteria:
      'Teilnahme an einer Programmveranstaltung und ein abgeschlossenes E-Learning, vom Programmteam erfasst.',
  },
  practitioner: {
    level: 'Practitioner',
    branch: 'Unternehmen',
    stars: 2,
    certifies:
      'Das Unternehmen hat seine Innovation auf dem Innovationsmarktplatz eingetragen, auf einer Programmveranstaltung vorgestellt und ein Praxisbeispiel eingereicht, das vom Programmteam angenommen wurde.',
    criteria:
      'Eintrag auf dem Innovationsmarktplatz, Vorstellung auf einer Programmveranstaltung und ein vom Programmteam angenommenes Praxisbeispiel.',
  },
  expert: {
    level: 'Expert',
    branch: 'Unternehmen',
    stars: 3,
    certifies:
      'Das Unternehmen hat den Fragebogen zu Produkt, Markt, Vorbereitung, Erfahrung mit öffentlichen Aufträgen und Strategie mit Erfolg beantwortet.',
    criteria: 'Der Fragebogen der Stufe Expert wurde eingereicht und mit Erfolg bewertet.',
  },
};

/** The level's name in a file name: 'Bronze – Beschaffungsstelle' → 'Bronze Beschaffungsstelle'. */
const levelInFileName = (level: CertificateLevel) => CertificateLevel.labels[level].replace(' – ', ' ');

/** 'Siegel Bronze Beschaffungsstelle – Stadtwerke Görlitz-Süd.png' (ADR 015). */
export const sealFileName = (level: CertificateLevel, organizationName: string, extension: 'png' | 'svg') =>
  `Siegel ${levelInFileName(level)} – ${organizationName}.${extension}`;

/** 'Open Badge Bronze Beschaffungsstelle – Stadtwerke Görlitz-Süd.png': the seal with the credential baked in (ADR 055). */
export const badgeFileName = (level: CertificateLevel, organizationName: string, extension: 'png' | 'svg') =>
  `Open Badge ${levelInFileName(level)} – ${organizationName}.${extension}`;

/** 'Open Badge Bronze Beschaffungsstelle – Stadtwerke Görlitz-Süd.json': the credential alone (ADR 055). */
export const credentialFileName = (level: CertificateLevel, organizationName: string) =>
  `Open Badge ${levelInFileName(level)} – ${organizationName}.json`;

/** 'Zertifikat Bronze Beschaffungsstelle – Stadtwerke Görlitz-Süd.pdf'. */
export const documentFileName = (level: CertificateLevel, organizationName: string) =>
  `Zertifikat ${levelInFileName(level)} – ${organizationName}.pdf`;
