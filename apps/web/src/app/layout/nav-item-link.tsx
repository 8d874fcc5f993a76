import { Link, useLocation } from 'react-router';

export type NavItem = {
  to: string;
  label: string;
  /** Addresses outside its own the item stands for: where it redirects to, or the pages its list leads to. */
  alsoCurrent?: (pathname: string) => boolean;
};

/** Marked by aria-current, not NavLink's class: screen readers announce it, and the styles read the same attribute. */
export function NavItemLink({ item }: { item: NavItem }) {
  const { pathname } = useLocation();
  const current =
    pathname === item.to || pathname.startsWith(`${item.to}/`) || item.alsoCurrent?.(pathname) === true;
  return (
    <li>
      <Link to={item.to} className="site-nav__link" aria-current={current ? 'page' : undefined}>
        {item.label}
      </Link>
    </li>
  );
}
