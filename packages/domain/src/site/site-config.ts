/**
 * Operator details of the platform (legal notice, contact, accessibility feedback).
 *
 * The specification does not give them. Every value in square brackets is a placeholder that the operator
 * fills in at deployment; the public pages render them from here and nowhere else.
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
};

export const siteConfig: SiteConfig = {
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
};
