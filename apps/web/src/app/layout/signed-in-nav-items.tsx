import { isAdmin } from '@cert/domain';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '@/lib/current-user';
import { NavItemLink, type NavItem } from './nav-item-link';
import { inQueryScope } from '@/components/query-scope';

const JOURNEY_ITEM = { to: '/mein-zertifizierungspfad', label: 'Mein Zertifizierungspfad' };

const signedInItems: NavItem[] = [
  { to: '/fragebogen', label: 'Fragebögen' },
  { to: '/organization', label: 'Meine Organisation' },
];

const adminItems: NavItem[] = [
  { to: '/admin/journeys', label: 'Zertifizierungspfade' },
  { to: '/admin/organizations', label: 'Organisationen' },
  { to: '/admin/uebersicht', label: 'Übersicht' },
  { to: '/admin/statistik', label: 'Statistik' },
  { to: '/admin/exports', label: 'Exporte' },
  { to: '/admin/e-mails', label: 'E-Mails' },
];

/** The journey screens and their case studies, where /mein-zertifizierungspfad leads. */
const isJourneyPath = (pathname: string) =>
  pathname === JOURNEY_ITEM.to ||
  pathname.startsWith('/zertifizierungspfad/') ||
  /^\/organisation\/[^/]+\/unternehmen\/practitioner\//.test(pathname);

/** "Mein Zertifizierungspfad" redirects, so it is the current item on the addresses it leads to as well. */
function JourneyNavItem() {
  const current = isJourneyPath(useLocation().pathname);
  return (
    <li>
      <Link to={JOURNEY_ITEM.to} className="site-nav__link" aria-current={current ? 'page' : undefined}>
        {JOURNEY_ITEM.label}
      </Link>
    </li>
  );
}

/** The main navigation's links for a signed-in user, with the programme office's screens for admins. */
function SignedInNavItems() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
      <JourneyNavItem />
      {signedInItems.map((item) => (
        <NavItemLink key={item.to} item={item} />
      ))}
      {isAdmin(user) ? (
        // The office's screens on a row of their own, named: six more links wrapped wherever the width ran out.
        <li className="site-nav__group">
          <span id="site-nav-office" className="site-nav__group-label">
            Programmteam
          </span>
          <ul className="site-nav__list" aria-labelledby="site-nav-office">
            {adminItems.map((item) => (
              <NavItemLink key={item.to} item={item} />
            ))}
          </ul>
        </li>
      ) : null}
    </>
  );
}

/** Loaded only where somebody may be signed in (site-header.tsx): the client comes with it. */
export default inQueryScope(SignedInNavItems);
