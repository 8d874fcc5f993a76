import { NavLink } from 'react-router';

export type NavItem = { to: string; label: string };

export function NavItemLink({ item }: { item: NavItem }) {
  return (
    <li>
      <NavLink to={item.to} className="site-nav__link">
        {item.label}
      </NavLink>
    </li>
  );
}
