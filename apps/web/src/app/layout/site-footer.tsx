import { Anchor, Container, Text } from '@mantine/core';
import { Link } from 'react-router';
import { openConsentDialog } from '@/features/consent';
import { SITE_NAME } from '@/lib/route-meta';

const footerLinks = [
  { to: '/', label: 'Startseite' },
  {
    to: '/zertifizierung-fuer-oeffentliche-auftraggeber',
    label: 'Zertifizierung für öffentliche Auftraggeber',
  },
  { to: '/zertifizierung-fuer-unternehmen', label: 'Zertifizierung für Unternehmen' },
  { to: '/faq', label: 'Häufige Fragen' },
  { to: '/bewertung', label: 'So werten wir aus' },
  { to: '/zertifikat', label: 'Zertifikat prüfen' },
  { to: '/zertifizierte-organisationen', label: 'Zertifizierte Organisationen' },
  { to: '/barrierefreiheit', label: 'Barrierefreiheit' },
  { to: '/impressum', label: 'Impressum' },
  { to: '/nutzungsbedingungen', label: 'Nutzungsbedingungen' },
  { to: '/datenschutz', label: 'Datenschutz' },
];

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <Container>
        <nav aria-label="Informationen und Rechtliches">
          <ul className="site-footer__list">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
            <li>
              {/* Withdrawing consent must be as easy as giving it (docs/security.md 29): reachable from every page. */}
              <Anchor
                component="button"
                type="button"
                fz="inherit"
                c="var(--kern-action)"
                onClick={openConsentDialog}
              >
                Cookie-Einstellungen
              </Anchor>
            </li>
          </ul>
        </nav>
        <Text size="sm" c="var(--kern-text-muted)">
          {SITE_NAME} – ein Angebot im Rahmen eines Innovationsprogramms des Bundes
        </Text>
      </Container>
    </footer>
  );
}
