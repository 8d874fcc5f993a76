import { organizationMessages, type Organization } from '@cert/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryList } from '@/testing/match-media';
import { renderRoute } from '@/testing/render-route';
import { OrganizationDetail } from '..';
import { axeViolations } from '@/testing/axe';
import { organization, signedInClient, stubApi } from './fixtures';

function renderDetail(
  org: Organization,
  onPut?: (body: unknown) => Organization,
  registerAnswer: Promise<void> = Promise.resolve(),
) {
  let current = org;
  const fake = stubApi(async (call) => {
    if (call.method === 'GET' && call.path === `/api/organization/${org._id}`)
      return { status: 200, body: current };
    if (call.method === 'PUT' && call.path === `/api/organization/${org._id}`) {
      current = onPut ? onPut(call.body) : current;
      return { status: 200, body: current };
    }
    if (call.method === 'DELETE' && call.path === `/api/organization/${org._id}/members/u2`)
      return { status: 204 };
    if (call.method === 'PUT' && call.path === `/api/organization/${org._id}/register`) {
      await registerAnswer;
      const { listed } = call.body as { listed: boolean };
      current = { ...current, listedSince: listed ? '2026-12-05T10:00:00.000Z' : null };
      return { status: 200, body: { listed, listedSince: current.listedSince } };
    }
    return undefined;
  });
  const view = renderRoute(
    `/organization/${org._id}`,
    {
      path: '/organization/:id',
      Component: () => (
        <main>
          <OrganizationDetail id={org._id} />
        </main>
      ),
    },
    { queryClient: signedInClient() },
  );
  return { ...view, fake };
}

const asMember = (org: Organization): Organization => ({
  ...org,
  members: org.members.map((m) => ({ ...m, role: m.userId === 'u1' ? 'Member' : 'Admin' })),
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('organisation detail', () => {
  it('shows master data, approval, members and invitations', async () => {
    renderDetail(organization({ reviewComment: 'Alles in Ordnung.' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vergabestelle Musterstadt' })).toBeTruthy();
    const data = document.querySelector('dl[aria-label="Stammdaten"]')!;
    expect(data.textContent).toContain('Marktplatz 1, 12345 Musterstadt');
    expect(data.textContent).toContain('Kommune');
    expect(screen.getByText(/Alles in Ordnung\./)).toBeTruthy();
    // Approved: the next step is the journey, one link away (the approval's mail leads here).
    const journey = within(screen.getByRole('status', { name: 'Freigegeben' })).getByRole('link', {
      name: 'Zum Zertifizierungspfad',
    });
    expect(journey.getAttribute('href')).toBe('/mein-zertifizierungspfad');
    // On a phone (the tests' default width) one card per member, with its actions.
    const members = screen.getByRole('list', { name: 'Mitglieder von „Vergabestelle Musterstadt“' });
    const cards = within(members).getAllByRole('listitem');
    expect(cards.map((card) => card.firstElementChild?.textContent)).toEqual([
      'Anna Muster (Sie)',
      'Bert Beispiel',
    ]);
    expect(cards[1]!.textContent).toContain('bert@example.org');
    expect(within(cards[1]!).getByRole('button', { name: 'Bert Beispiel entfernen' })).toBeTruthy();
    // The open invitations too, with their role.
    const invitations = screen.getByRole('list', { name: 'Einladungen, die noch nicht angenommen wurden' });
    const [invitation] = within(invitations).getAllByRole('listitem');
    expect(invitation!.firstElementChild?.textContent).toBe('clara@example.org');
    expect(invitation!.querySelector('dl')?.textContent).toContain('RolleMitglied');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the members as a table on a desktop', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, true));
    renderDetail(organization());
    const members = await screen.findByRole('table', { name: /Mitglieder von/ });
    expect(within(members).getByText('Anna Muster (Sie)')).toBeTruthy();
    expect(within(members).getByRole('button', { name: 'Bert Beispiel entfernen' })).toBeTruthy();
    expect(within(members).getByRole('rowheader', { name: 'Bert Beispiel' })).toBeTruthy();
    expect(screen.getByRole('table', { name: /Einladungen/ }).textContent).toContain('clara@example.org');
    expect(screen.getByRole('table', { name: /Einladungen/ }).textContent).not.toContain('Nicht zugestellt');
  });

  it('says beside an invitation that its mail was refused, so that the address is checked', async () => {
    const base = organization();
    renderDetail(
      organization({
        pendingMembers: base.pendingMembers.map((invitation) => ({ ...invitation, mailRefused: true })),
      }),
    );
    const invitations = await screen.findByRole('list', {
      name: 'Einladungen, die noch nicht angenommen wurden',
    });
    expect(within(invitations).getAllByRole('listitem')[0]!.textContent).toContain(
      'Nicht zugestellt: Der Mailserver hat die Adresse abgelehnt. Ist sie falsch, ziehen Sie die Einladung zurück und laden Sie die richtige Adresse ein.',
    );
  });

  it('tells admins of an approved organisation before saving that changes become a change request', async () => {
    const { fake } = renderDetail(organization(), (body) =>
      organization({
        changeRequest: {
          _id: 'cr1',
          status: 'Pending',
          data: (body as { organization: Organization }).organization,
          requestedAt: '2026-11-21T10:00:00.000Z',
          requestedBy: { userId: 'u1', name: 'Anna Muster' },
          reviewComment: null,
          reviewedAt: null,
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Änderung beantragen' }));
    expect(screen.getByText(/gehen die Änderungen als Änderungsantrag an das Programmteam/)).toBeTruthy();
    // The type of an approved organisation is locked.
    expect(screen.getByRole('radio', { name: /Anbieter/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(organizationMessages.typeLocked)).toBeTruthy();
    const name = screen.getByLabelText('Name der Organisation');
    await userEvent.clear(name);
    await userEvent.type(name, 'Vergabestelle Neustadt');
    await userEvent.click(screen.getByRole('button', { name: 'Änderungsantrag einreichen' }));
    expect(await screen.findByText(organizationMessages.changeRequested)).toBeTruthy();
    const put = fake.calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({ organization: { name: 'Vergabestelle Neustadt' }, newMembers: [] });
    const request = await screen.findByRole('region', { name: 'Offener Änderungsantrag' });
    expect(request.textContent).toContain('In Prüfung');
    expect(request.textContent).toContain('Vergabestelle Neustadt');
  });

  it('files nothing when an approved organisation is saved unchanged, and says so', async () => {
    const { fake } = renderDetail(organization());
    await userEvent.click(await screen.findByRole('button', { name: 'Änderung beantragen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Änderungsantrag einreichen' }));
    expect(await screen.findByText(/Sie haben nichts geändert/)).toBeTruthy();
    expect(fake.calls.some((call) => call.method === 'PUT')).toBe(false);
    // The form gone, the focus is back on the button that opened it.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Änderung beantragen' }));
  });

  it('takes the focus into the form it opens, to its first field that can be changed, and back on cancel', async () => {
    renderDetail(organization());
    await userEvent.click(await screen.findByRole('button', { name: 'Änderung beantragen' }));
    // The type of an approved organisation is locked: the name comes first.
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Name der Organisation/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Änderung beantragen' }));
  });

  it('hides the admin controls from members, who may only leave', async () => {
    renderDetail(asMember(organization()));
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Änderung beantragen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /entfernen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /zurückziehen/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /zum (Mitglied|Administrator) machen/ })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Personen einladen' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Organisation verlassen' })).toBeTruthy();
    // The note on the only admin is for that admin: a member can do nothing about it.
    expect(screen.queryByText(organizationMessages.lastAdmin)).toBeNull();
  });

  it('offers the last admin neither leaving nor giving up the role, and says why', async () => {
    const org = organization();
    renderDetail({ ...org, members: org.members.filter((m) => m.userId === 'u1') });
    expect(await screen.findByText(organizationMessages.lastAdmin)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Organisation verlassen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /zum Mitglied machen/ })).toBeNull();
  });

  it('after sending an invitation the focus waits in the empty address field for the next one', async () => {
    const { fake } = renderDetail(organization());
    const address = await screen.findByRole('textbox', { name: 'E-Mail-Adresse (Person 1)' });
    await userEvent.type(address, 'neu@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Einladungen senden' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'PUT')).toBe(true));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'E-Mail-Adresse (Person 1)' })),
    );
    expect((document.activeElement as HTMLInputElement).value).toBe('');
  });

  it('says at its field that an address is invited already, and sends nothing', async () => {
    const { fake } = renderDetail(organization());
    const address = await screen.findByRole('textbox', { name: 'E-Mail-Adresse (Person 1)' });
    await userEvent.type(address, 'Clara@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Einladungen senden' }));
    expect(await screen.findByText(organizationMessages.alreadyInvited)).toBeTruthy();
    expect(document.activeElement).toBe(address);
    expect(fake.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('asks before an admin removes a member', async () => {
    const { fake } = renderDetail(organization());
    await userEvent.click(await screen.findByRole('button', { name: 'Bert Beispiel entfernen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitglied entfernen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mitglied entfernen' }));
    await waitFor(() =>
      expect(fake.calls.some((call) => call.method === 'DELETE' && call.path.endsWith('/members/u2'))).toBe(
        true,
      ),
    );
  });

  it('edits a pending organisation directly', async () => {
    renderDetail(organization({ approvalStatus: 'Pending', reviewedAt: null }));
    // The state is said once by the badge ("In Prüfung"); the notice says what it waits for.
    expect(await screen.findByText('Wartet auf die Freigabe')).toBeTruthy();
    expect(screen.getAllByText('In Prüfung')).toHaveLength(1);
    await userEvent.click(await screen.findByRole('button', { name: 'Stammdaten bearbeiten' }));
    expect(screen.queryByText(/Änderungsantrag an das Programmteam/)).toBeNull();
    expect(screen.getByRole('radio', { name: /Anbieter/ }).hasAttribute('disabled')).toBe(false);
  });

  it('is axe-clean for admins, with the edit form open, and for members', async () => {
    const { unmount } = renderDetail(organization());
    await userEvent.click(await screen.findByRole('button', { name: 'Änderung beantragen' }));
    expect(await axeViolations()).toEqual([]);
    unmount();
    renderDetail(asMember(organization({ approvalStatus: 'Rejected', reviewComment: 'Anschrift fehlt.' })));
    await screen.findByRole('heading', { level: 1 });
    expect(await axeViolations()).toEqual([]);
  });

  it('lists the organisation in the register on an admin’s choice, below the invitations, keeping the focus on the button', async () => {
    let answer = () => {};
    renderDetail(organization(), undefined, new Promise<void>((resolve) => (answer = resolve)));
    const section = await screen.findByRole('region', { name: 'Öffentliches Verzeichnis' });
    // After the people and the invitation form: the choice is the organisation's, not part of inviting.
    const invite = screen.getByRole('region', { name: 'Weitere Personen einladen' });
    expect(invite.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(section).getByRole('status').textContent).toBe('Ihre Organisation ist nicht aufgeführt.');
    const button = within(section).getByRole('button', { name: 'Im Verzeichnis aufführen' });
    await userEvent.click(button);
    // While it is saved the button stays enabled (a disabled one would drop the focus to the page) and a second
    // press does nothing.
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    answer();
    await waitFor(() =>
      expect(within(section).getByRole('status').textContent).toBe(
        'Ihre Organisation ist seit dem 05.12.2026 aufgeführt. Das Verzeichnis zeigt sie mit ihren gültigen Stufen, solange sie eine hat.',
      ),
    );
    expect(document.activeElement).toBe(button);
    expect(button.textContent).toBe('Aus dem Verzeichnis entfernen');
  });
});
