import type { Invitation } from '@cert/domain';
import { notApprovedYet } from '../components/invitations-list';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { InvitationsScreen, OrganizationsOverview } from '..';
import { axeViolations } from '@/testing/axe';
import { organization, signedInClient, stubApi } from './fixtures';

const first = organization({ _id: 'o1', name: 'Vergabestelle Musterstadt' });
const second = organization({
  _id: 'o2',
  name: 'Muster GmbH',
  type: 'Provider',
  agencyLevel: null,
  companySize: 'OneToTen',
  businessSector: 'Service',
  members: [{ ...first.members[0]!, role: 'Member' }],
});
const pending = organization({ _id: 'o3', name: 'Neues Amt', approvalStatus: 'Pending' });
const invitation: Invitation = {
  _id: 'inv1',
  role: 'Admin',
  invitedAt: '2026-11-20T10:00:00.000Z',
  organization: { _id: 'o9', name: 'Landesamt Beispiel', type: 'PublicProcurer', approvalStatus: 'Approved' },
  invitedBy: 'Dora Beispiel',
};

function renderOverview(options: { invitations?: Invitation[]; organizations?: (typeof first)[] } = {}) {
  const organizations = options.organizations ?? [first, second, pending];
  // As on the server, an accepted invitation is no longer open; the organisation list answers later than the
  // invitations (in a browser the order of the refreshing answers varies).
  let invitations = options.invitations ?? [];
  const fake = stubApi(async (call) => {
    if (call.path === '/api/user/organization') {
      if (invitations.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
      return { status: 200, body: organizations };
    }
    if (call.path === '/api/user/organization/approved')
      return { status: 200, body: organizations.filter((o) => o.approvalStatus === 'Approved') };
    if (call.path === '/api/user/invitations') return { status: 200, body: invitations };
    if (call.method === 'PUT' && call.path === '/api/user/invitations/inv1/accept') {
      invitations = [];
      return { status: 200, body: organization({ _id: 'o9', name: 'Landesamt Beispiel' }) };
    }
    // Withdrawn by the organisation while the page was open.
    if (call.method === 'PUT' && call.path === '/api/user/invitations/inv2/accept') {
      invitations = invitations.filter((open) => open._id !== 'inv2');
      return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } };
    }
    return undefined;
  });
  const view = renderRoute(
    '/organization',
    {
      path: '/organization',
      Component: () => (
        <main>
          <OrganizationsOverview />
        </main>
      ),
    },
    {
      queryClient: signedInClient(),
    },
  );
  return { ...view, fake };
}

describe('organisation overview', () => {
  it('lists the organisations with type, status and role, and marks the first approved as active', async () => {
    renderOverview();
    const list = await screen.findByRole('list', { name: 'Ihre Organisationen' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('Öffentlicher Auftraggeber');
    expect(items[0]!.textContent).toContain('Freigegeben');
    expect(items[0]!.textContent).toContain('Ihre Rolle: Administrator');
    expect(items[0]!.textContent).toContain('Aktive Organisation');
    expect(items[1]!.textContent).toContain('Anbieter');
    expect(items[1]!.textContent).toContain('Ihre Rolle: Mitglied');
    expect(items[2]!.textContent).toContain('In Prüfung');
    // Only approved organisations can become active.
    expect(within(items[2]!).queryByRole('button')).toBeNull();
    await waitFor(() => expect(localStorage.getItem('cert.activeOrganization.u1')).toBe('o1'));
  });

  it('switches the active organisation and persists the choice', async () => {
    renderOverview();
    await userEvent.click(
      await screen.findByRole('button', { name: '„Muster GmbH“ als aktive Organisation wählen' }),
    );
    expect(localStorage.getItem('cert.activeOrganization.u1')).toBe('o2');
    expect(await screen.findByText('Sie handeln jetzt für „Muster GmbH“.')).toBeTruthy();
    const items = within(screen.getByRole('list', { name: 'Ihre Organisationen' })).getAllByRole('listitem');
    expect(items[1]!.getAttribute('aria-current')).toBe('true');
    expect(items[0]!.getAttribute('aria-current')).toBeNull();
  });

  it('replaces a stored organisation that is no longer approved by the first approved one', async () => {
    localStorage.setItem('cert.activeOrganization.u1', 'o3');
    renderOverview();
    await screen.findByRole('list', { name: 'Ihre Organisationen' });
    await waitFor(() => expect(localStorage.getItem('cert.activeOrganization.u1')).toBe('o1'));
  });

  it('explains what to do when the user has no organisation, and is axe-clean', async () => {
    renderOverview({ organizations: [] });
    expect(await screen.findByText('Sie gehören keiner Organisation an')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Organisation anlegen' }).getAttribute('href')).toBe(
      '/organization/create',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('shows open invitations; accepting the only one joins, says so and opens the organisation', async () => {
    const { fake, router } = renderOverview({ invitations: [invitation] });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Einladung von Landesamt Beispiel annehmen' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/o9'));
    expect(await screen.findByText('Sie sind der Organisation beigetreten.')).toBeTruthy();
    expect(fake.calls.some((call) => call.method === 'PUT' && call.path.endsWith('/inv1/accept'))).toBe(true);
  });

  it('says in words that an invitation was withdrawn meanwhile, and drops it from the list', async () => {
    renderOverview({ invitations: [{ ...invitation, _id: 'inv2' }] });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Einladung von Landesamt Beispiel annehmen' }),
    );
    expect(
      await screen.findByText('Diese Einladung besteht nicht mehr: Die Organisation hat sie zurückgezogen.'),
    ).toBeTruthy();
    expect(screen.queryByText('Nicht gefunden.')).toBeNull();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Einladung von Landesamt Beispiel annehmen' })).toBeNull(),
    );
  });

  it('is axe-clean with organisations and invitations, and says which organisation the office has not approved', async () => {
    const withStatus = (_id: string, name: string, approvalStatus: 'Pending' | 'Rejected'): Invitation => ({
      ...invitation,
      _id,
      organization: { ...invitation.organization, _id: `o-${_id}`, name, approvalStatus },
    });
    renderOverview({
      invitations: [
        invitation,
        withStatus('inv3', 'Neues Landesamt', 'Pending'),
        withStatus('inv4', 'Abgelehntes Amt', 'Rejected'),
      ],
    });
    await screen.findByRole('list', { name: 'Ihre Organisationen' });
    const [approved, pending, rejected] = within(
      await screen.findByRole('list', { name: 'Offene Einladungen' }),
    ).getAllByRole('listitem');
    expect(within(pending!).getByText(notApprovedYet.Pending)).toBeTruthy();
    expect(within(rejected!).getByText(notApprovedYet.Rejected)).toBeTruthy();
    expect(approved!.textContent).not.toContain('Programmteam');
    expect(await axeViolations()).toEqual([]);
  });
});

describe('invitations screen', () => {
  it('asks before declining and sends the decline', async () => {
    let invitations = [invitation];
    const fake = stubApi(async (call) => {
      if (call.path === '/api/user/invitations') return { status: 200, body: invitations };
      if (call.path === '/api/user/organization') {
        if (invitations.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
        return { status: 200, body: [] };
      }
      if (call.method === 'PUT' && call.path === '/api/user/invitations/inv1/decline') {
        invitations = [];
        return { status: 204 };
      }
      return undefined;
    });
    renderRoute(
      '/organization/invitations',
      { path: '/organization/invitations', Component: InvitationsScreen },
      {
        queryClient: signedInClient(),
      },
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Einladung von Landesamt Beispiel ablehnen' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Einladung ablehnen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Einladung ablehnen' }));
    await waitFor(() => expect(fake.calls.some((call) => call.path.endsWith('/inv1/decline'))).toBe(true));
    expect(await screen.findByText('Sie haben die Einladung abgelehnt.')).toBeTruthy();
    expect(await screen.findByText('Keine offenen Einladungen')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Einladung ablehnen' })).toBeNull();
  });
});
