import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { Menu, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { notifySuccess } from '@/lib/notify';
import { useActiveOrganization } from './active-organization';
import classes from './organization-switcher.module.css';

/**
 * The header's organisation switcher: the active organisation's name, a menu to switch among the approved ones
 * and a link to manage them. Loaded lazily by the header once somebody is signed in (default export).
 */
export default function OrganizationSwitcher() {
  const { approvedOrganizations, activeOrganization, isPending, setActiveOrganization } =
    useActiveOrganization();
  if (isPending) return null;
  if (!activeOrganization) {
    return (
      <Link to="/organization" className={`site-nav__link ${classes.none}`}>
        Organisation wählen
      </Link>
    );
  }
  return (
    <Menu position="bottom-end" shadow="md" width={280} withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton className={classes.target}>
          <span className={classes.caption}>Aktive Organisation</span>
          <span className={classes.name}>
            <span className={classes.nameText}>{activeOrganization.name}</span>
            <svg className={classes.chevron} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
              <path d="M3 6l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
            </svg>
          </span>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown aria-label="Organisation wechseln">
        {approvedOrganizations.map((organization) => {
          const active = organization._id === activeOrganization._id;
          return (
            <Menu.Item
              key={organization._id}
              // Mantine fixes the role to menuitem, where aria-checked is not allowed; aria-current is.
              aria-current={active ? 'true' : undefined}
              className={active ? classes.activeItem : undefined}
              leftSection={
                <span className={classes.check} aria-hidden="true">
                  {active ? '✓' : ''}
                </span>
              }
              onClick={() => {
                if (active) return;
                setActiveOrganization(organization._id);
                notifySuccess(`Sie handeln jetzt für „${organization.name}“.`);
              }}
            >
              {organization.name}
            </Menu.Item>
          );
        })}
        <Menu.Divider />
        <Menu.Item component={Link} to="/organization">
          Organisationen verwalten
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
