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

/** A public page: its metadata and the web app's route module that renders it (below apps/web/src/app/routes). */
type PublicRoute = RouteMeta & { module: string };

const defaultDescription =
  'Die Zertifizierungsplattform für innovative öffentliche Beschaffung: Selbstbewertung, Auswertung mit Handlungsempfehlungen und Zertifizierung für öffentliche Auftraggeber und Unternehmen.';

/**
 * The one table of the routes a visitor can reach without signing in: the web app's router builds their routes from
 * it, the server puts their metadata into the HTML it sends and preloads their modules, the prerender renders them.
 */
export const publicRouteMeta: Record<string, PublicRoute> = {
  '/': {
    module: 'landing.tsx',
    title: 'Zertifizierung für innovative öffentliche Beschaffung',
    description: defaultDescription,
  },
  '/zertifizierung-fuer-oeffentliche-auftraggeber': {
    module: 'public/oeffentliche-auftraggeber.tsx',
    title: 'Zertifizierung für öffentliche Auftraggeber',
    description:
      'Bronze, Silber, Gold: Wie Beschaffungsstellen und Beschaffungsprojekte ihre Innovationsfähigkeit bewerten lassen und ein Zertifikat erhalten.',
  },
  '/zertifizierung-fuer-unternehmen': {
    module: 'public/unternehmen.tsx',
    title: 'Zertifizierung für Unternehmen',
    description:
      'Professional, Practitioner, Expert: Wie Unternehmen und Start-ups ihre Fähigkeit nachweisen, Innovationen an die öffentliche Hand zu verkaufen.',
  },
  '/faq': {
    module: 'public/faq.tsx',
    title: 'Häufige Fragen',
    description: 'Antworten auf häufige Fragen zu Ablauf, Dauer, Kosten und Nachweisen der Zertifizierung.',
  },
  '/bewertung': {
    module: 'public/bewertung.tsx',
    title: 'So werten wir die Fragebögen aus',
    description:
      'Wie die Fragebögen bewertet werden: was zählt, die Mindestanforderung jedes Abschnitts, der Mindestanteil insgesamt und die Wartezeit nach einem nicht bestandenen Ergebnis.',
  },
  '/zertifikat': {
    module: 'public/zertifikat-pruefen.tsx',
    title: 'Zertifikat prüfen',
    description:
      'Prüfen Sie mit der Zertifikatsnummer, ob ein Zertifikat der Plattform gültig ist: für welche Organisation, welche Stufe und bis wann.',
  },
  '/zertifizierte-organisationen': {
    module: 'public/zertifizierte-organisationen.tsx',
    title: 'Zertifizierte Organisationen',
    description:
      'Das Verzeichnis der Organisationen, die ein Zertifikat des Programms halten und aufgeführt sein möchten: mit ihren gültigen Stufen, jede auf ihrer Prüfseite nachprüfbar.',
  },
  '/barrierefreiheit': {
    module: 'public/barrierefreiheit.tsx',
    title: 'Erklärung zur Barrierefreiheit',
    description: 'Erklärung zur Barrierefreiheit der Zertifizierungsplattform nach BITV 2.0.',
  },
  '/impressum': {
    module: 'public/impressum.tsx',
    title: 'Impressum',
    description: 'Angaben zum Betreiber der Zertifizierungsplattform.',
  },
  '/nutzungsbedingungen': {
    module: 'public/nutzungsbedingungen.tsx',
    title: 'Nutzungsbedingungen',
    description: 'Die Bedingungen für die Nutzung der Zertifizierungsplattform.',
  },
  '/datenschutz': {
    module: 'public/datenschutz.tsx',
    title: 'Datenschutzerklärung',
    description:
      'Welche personenbezogenen Daten die Zertifizierungsplattform verarbeitet, wofür, wie lange, und welche Rechte Sie haben.',
  },
  '/login': {
    module: 'auth/login.tsx',
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
