import { isAdmin } from '@cert/domain';
import { useCurrentUser } from '@/lib/current-user';
import { NavItemLink, type NavItem } from './nav-item-link';

const signedInItems: NavItem[] = [
  { to: '/mein-zertifizierungspfad', label: 'Mein Zertifizierungspfad' },
  { to: '/fragebogen', label: 'Fragebögen' },
  { to: '/organization', label: 'Organisation' },
];

const adminItems: NavItem[] = [
  { to: '/admin/journeys', label: 'Administration' },
  { to: '/admin/organizations', label: 'Organisationen' },
  { to: '/admin/statistik', label: 'Statistik' },
];

/** The main navigation's links for a signed-in user, with the administrators' screens for admins. */
export default function SignedInNavItems() {
  const { data: user } = useCurrentUser();
  if (!user) return null;
  return [...signedInItems, ...(isAdmin(user) ? adminItems : [])].map((item) => (
    <NavItemLink key={item.to} item={item} />
  ));
}
