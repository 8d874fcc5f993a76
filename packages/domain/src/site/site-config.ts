/**
 * The operator's details (legal notice, privacy notice, contacts) and the programme's links, as the programme
 * office configures them (docs/operations.md, "Site configuration"). The specification does not give them.
 *
 * Zod-free: public pages import this module up front; the schema that checks a configuration file is
 * site-config-schema.ts, read by the server only.
 */
export type SiteConfig = {
  operator: {
    /** Name of the programme office or authority that runs the platform. */
    name: string;
    /** Programme the platform belongs to. */
    programme: string;
    street: string;
    postalCode: string;
    city: string;
    email: string;
    phone: string;
  };
  /** Person responsible for the content (§ 18 Abs. 2 MStV). */
  responsiblePerson: string;
  /** Supervisory authority of the operator. */
  supervisoryAuthority: string;
  /** Contact for feedback on accessibility (BITV 2.0 § 7). */
  accessibilityContact: { email: string; phone: string };
  /** Date the accessibility statement was drawn up (dd.MM.yyyy). */
  accessibilityStatementDate: string;
  /** Contact of the operator's data protection officer (Art. 37–39 GDPR). */
  dataProtectionOfficer: { name: string; email: string };
  /** The data protection supervisory authority responsible for the operator (Art. 77 GDPR). */
  dataProtectionAuthority: string;
  /** Date of the privacy notice (dd.MM.yyyy). */
  privacyNoticeDate: string;
  /** Where providers take part in what their first levels ask for (docs/product.md, provider journey). */
  participation: {
    /** The programme's event calendar (events, workshops, presentations). */
    events: string;
    /** The programme's e-learning. */
    elearning: string;
    /** The marketplace where a provider publishes its innovation. */
    marketplace: string;
  };
};

/**
 * The example a fresh start shows: every value the operator must give stands in square brackets, and the pages
 * that show one say that they show example content. A production start refuses while one is left, and while any
 * value of the documented example is left (site-examples.ts).
 */
export const exampleSiteConfig: SiteConfig = {
  operator: {
    name: '[Name des Betreibers, z. B. Programmbüro]',
    programme: '[Name des Förderprogramms]',
    street: '[Straße und Hausnummer]',
    postalCode: '[PLZ]',
    city: '[Ort]',
    email: '[kontakt@example.de]',
    phone: '[Telefonnummer]',
  },
  responsiblePerson: '[Name der verantwortlichen Person, Anschrift wie oben]',
  supervisoryAuthority: '[Name der zuständigen Aufsichtsbehörde]',
  accessibilityContact: {
    email: '[barrierefreiheit@example.de]',
    phone: '[Telefonnummer]',
  },
  accessibilityStatementDate: '21.11.2026',
  dataProtectionOfficer: {
    name: '[Name der oder des Datenschutzbeauftragten]',
    email: '[datenschutz@example.de]',
  },
  dataProtectionAuthority:
    '[Zuständige Aufsichtsbehörde, bei Stellen des Bundes: Die oder der Bundesbeauftragte für den Datenschutz und die Informationsfreiheit (BfDI), Graurheindorfer Straße 153, 53117 Bonn]',
  privacyNoticeDate: '22.11.2026',
  participation: {
    events: '[https://example.de/veranstaltungen]',
    elearning: '[https://example.de/e-learning]',
    marketplace: '[https://example.de/marktplatz]',
  },
};

/** A value the operator has not filled in yet: it stands in square brackets. */
export const isPlaceholder = (value: string): boolean => /^\s*\[[^]*\]\s*$/.test(value);

/** Every value of a configuration with its dotted name ("operator.name", …), in the type's order. */
export function siteValues(config: SiteConfig): Array<{ name: string; value: string }> {
  const found: Array<{ name: string; value: string }> = [];
  const walk = (value: unknown, name: string) => {
    if (typeof value === 'string') found.push({ name, value });
    else if (typeof value === 'object' && value !== null) {
      for (const [key, inner] of Object.entries(value)) walk(inner, name ? `${name}.${key}` : key);
    }
  };
  walk(config, '');
  return found;
}

/** The dotted names of every value that is still a placeholder ("operator.name", …), in the type's order. */
export const sitePlaceholders = (config: SiteConfig): string[] =>
  siteValues(config)
    .filter(({ value }) => isPlaceholder(value))
    .map(({ name }) => name);

/** The id of the JSON block the server writes the configuration into every page with (apps/api html-meta). */
export const SITE_CONFIG_ELEMENT_ID = 'site-config';
