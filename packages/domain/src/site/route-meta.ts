/** Name of the platform as it appears in page titles and sharing tags. */
export const SITE_NAME = 'Zertifizierung Innovative Beschaffung';

export type RouteMeta = {
  title: string;
  description: string;
  /** Social-sharing type; website unless a page says otherwise (docs/product.md §2). */
  ogType?: 'website' | 'article';
  /** Pages that make no sense in a search index (sign-in, signed-in screens). */
  noIndex?: boolean;
};

const defaultDescription =
  'Die Zertifizierungsplattform für innovative öffentliche Beschaffung: Selbstbewertung, Auswertung mit Handlungsempfehlungen und Zertifizierung für öffentliche Auftraggeber und Unternehmen.';

/** Metadata of the routes a visitor can reach without signing in; the server puts it into the HTML it sends. */
export const publicRouteMeta: Record<string, RouteMeta> = {
  '/': {
    title: 'Zertifizierung für innovative öffentliche Beschaffung',
    description: defaultDescription,
  },
  '/zertifizierung-fuer-oeffentliche-auftraggeber': {
    title: 'Zertifizierung für öffentliche Auftraggeber',
    description:
      'Bronze, Silber, Gold: Wie Beschaffungsstellen und Beschaffungsprojekte ihre Innovationsfähigkeit bewerten lassen und ein Zertifikat erhalten.',
  },
  '/zertifizierung-fuer-unternehmen': {
    title: 'Zertifizierung für Unternehmen',
    description:
      'Professional, Practitioner, Expert: Wie Unternehmen und Start-ups ihre Fähigkeit nachweisen, Innovationen an die öffentliche Hand zu verkaufen.',
  },
  '/faq': {
    title: 'Häufige Fragen',
    description: 'Antworten auf häufige Fragen zu Ablauf, Dauer, Kosten und Nachweisen der Zertifizierung.',
  },
  '/bewertung': {
    title: 'So werten wir die Fragebögen aus',
    description:
      'Wie die Fragebögen bewertet werden: was zählt, die Mindestanforderung jedes Abschnitts, der Mindestanteil insgesamt und die Wartezeit nach einem nicht bestandenen Ergebnis.',
  },
  '/zertifikat': {
    title: 'Zertifikat prüfen',
    description:
      'Prüfen Sie mit der Zertifikatsnummer, ob ein Zertifikat der Plattform gültig ist: für welche Organisation, welche Stufe und bis wann.',
  },
  '/barrierefreiheit': {
    title: 'Erklärung zur Barrierefreiheit',
    description: 'Erklärung zur Barrierefreiheit der Zertifizierungsplattform nach BITV 2.0.',
  },
  '/impressum': { title: 'Impressum', description: 'Angaben zum Betreiber der Zertifizierungsplattform.' },
  '/nutzungsbedingungen': {
    title: 'Nutzungsbedingungen',
    description: 'Die Bedingungen für die Nutzung der Zertifizierungsplattform.',
  },
  '/datenschutz': {
    title: 'Datenschutzerklärung',
    description:
      'Welche personenbezogenen Daten die Zertifizierungsplattform verarbeitet, wofür, wie lange, und welche Rechte Sie haben.',
  },
  '/login': {
    title: 'Anmelden',
    description: 'Melden Sie sich mit einem Link per E-Mail an.',
    noIndex: true,
  },
};

/**
 * The public pages, open to everybody and prerendered: the paths of the route metadata that belong in search
 * indexes (not the sign-in page, whose guards are its own and whose form depends on its query string).
 */
export const publicPagePaths: readonly string[] = Object.entries(publicRouteMeta)
  .filter(([, meta]) => !meta.noIndex)
  .map(([path]) => path);

/** Metadata for any other path: the site's defaults, kept out of search indexes. */
export const fallbackRouteMeta: RouteMeta = {
  title: SITE_NAME,
  description: defaultDescription,
  noIndex: true,
};

export function routeMetaFor(pathname: string): RouteMeta {
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return publicRouteMeta[normalised] ?? fallbackRouteMeta;
}

export function documentTitle(meta: Pick<RouteMeta, 'title'>): string {
  return meta.title === SITE_NAME ? SITE_NAME : `${meta.title} | ${SITE_NAME}`;
}
