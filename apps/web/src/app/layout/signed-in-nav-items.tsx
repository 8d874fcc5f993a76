import { isAdmin } from '@cert/domain';
import { useCurrentUser } from '@/lib/current-user';
import { NavItemLink, type NavItem } from './nav-item-link';
import { inQueryScope } from '@/components/query-scope';

/** "Mein Zertifizierungspfad" redirects: it is the current item on the journey screens and their case studies. */
const journeyItem: NavItem = {
  to: '/mein-zertifizierungspfad',
  label: 'Mein Zertifizierungspfad',
  alsoCurrent: (pathname) =>
    pathname.startsWith('/zertifizierungspfad/') ||
    /^\/organisation\/[^/]+\/unternehmen\/practitioner\//.test(pathname),
};

const signedInItems: NavItem[] = [
  journeyItem,
  { to: '/fragebogen', label: 'Fragebögen' },
  { to: '/organization', label: 'Meine Organisation' },
];

const adminItems: NavItem[] = [
  // An organisation's journey and what the office records on it are reached from the list of journeys.
  {
    to: '/admin/journeys',
    label: 'Zertifizierungspfade',
    alsoCurrent: (pathname) => pathname.startsWith('/admin/organisation/'),
  },
  { to: '/admin/organizations', label: 'Organisationen' },
  { to: '/admin/uebersicht', label: 'Übersicht' },
  { to: '/admin/statistik', label: 'Statistik' },
  { to: '/admin/exports', label: 'Exporte' },
  { to: '/admin/e-mails', label: 'E-Mails' },
];

/** The main navigation's links for a signed-in user, with the programme office's screens for admins. */
function SignedInNavItems() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return (
    <>
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
