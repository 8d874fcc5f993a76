import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import OrganizationSwitcher from '../organization-switcher';
import { axeViolations } from '@/testing/axe';
import { organization, signedInClient, stubApi } from './fixtures';

const first = organization({ _id: 'o1', name: 'Vergabestelle Musterstadt' });
const second = organization({ _id: 'o2', name: 'Landesamt Beispiel' });

function renderSwitcher(approved = [first, second]) {
  stubApi((call) =>
    call.path === '/api/user/organization/approved' ? { status: 200, body: approved } : undefined,
  );
  return renderRoute(
    '/',
    {
      path: '/',
      Component: () => (
        <header>
          <OrganizationSwitcher />
        </header>
      ),
    },
    { queryClient: signedInClient() },
  );
}

describe('organisation switcher in the header', () => {
  it('shows the active organisation and switches with the keyboard alone', async () => {
    localStorage.setItem('cert.activeOrganization.u1', 'o2');
    renderSwitcher();
    const target = await screen.findByRole('button', { name: /Aktive Organisation\s*Landesamt Beispiel/ });
    target.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem').slice(0, 2);
    expect(items.map((item) => item.textContent)).toEqual([
      'Vergabestelle Musterstadt',
      '✓Landesamt Beispiel',
    ]);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'true']);
    expect(
      within(menu).getByRole('menuitem', { name: 'Organisationen verwalten' }).getAttribute('href'),
    ).toBe('/organization');
    expect(await axeViolations()).toEqual([]);
    items[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(localStorage.getItem('cert.activeOrganization.u1')).toBe('o1'));
    expect(await screen.findByRole('button', { name: /Vergabestelle Musterstadt/ })).toBeTruthy();
  });

  it('links to the organisations when none is approved', async () => {
    renderSwitcher([]);
    const link = await screen.findByRole('link', { name: 'Organisation wählen' });
    expect(link.getAttribute('href')).toBe('/organization');
  });
});
