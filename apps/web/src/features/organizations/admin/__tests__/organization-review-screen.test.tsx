import { organizationMessages, type Organization } from '@cert/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeCall, type FakeReply } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { useParams } from 'react-router';
import { changeRequestMessages, OrganizationReviewScreen } from '../organization-review-screen';
import { axeViolations } from '@/testing/axe';
import { mediaQueryList } from '@/testing/match-media';
import { organization, withOpenChangeRequest } from './fixtures';

function ReviewRoute() {
  const { id = '' } = useParams();
  return (
    <main>
      <OrganizationReviewScreen organizationId={id} />
    </main>
  );
}
const route = { path: '/admin/organizations/:id', Component: ReviewRoute };

function stubApi(
  org: Organization,
  decide: (call: FakeCall) => FakeReply = () => ({ status: 200, body: org }),
) {
  document.cookie = 'XSRF-TOKEN=t';
  const fake = createFakeFetch((call) => {
    if (call.method === 'GET' && call.path === `/api/organization/${org._id}`)
      return { status: 200, body: org };
    if (call.method === 'PUT') return decide(call);
    return { status: 404 };
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}
const puts = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'PUT').map(({ path, body }) => ({ path, body }));

/** A desktop's width: the comparison a table (a phone's cards: its own test). */
const onDesktop = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, true));

describe('OrganizationReviewScreen', () => {
  it('shows the signals of a coalition while the organisation waits, with a request for a closer look', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    const org = organization();
    const fake = createFakeFetch((call) => {
      if (call.path === `/api/organization/${org._id}`) return { status: 200, body: org };
      if (call.path === `/api/admin/organization/${org._id}/signals`) {
        return {
          status: 200,
          body: {
            creatorKnown: true,
            organizationsOfPersonLast30Days: 6,
            deletedAccounts: 2,
            lastAccountDeletedAt: '2026-12-01T09:30:00.000Z',
            freeMailDomain: 'gmx.de',
          },
        };
      }
      return { status: 404 };
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderRoute('/admin/organizations/o1', route);
    const signals = await screen.findByRole('region', {
      name: 'Hinweise zur Person, die die Organisation angelegt hat',
    });
    expect(
      within(signals).getByText('Bitte prüfen Sie diese Organisation besonders sorgfältig'),
    ).toBeTruthy();
    expect(signals.textContent).toContain(
      'In den letzten 30 Tagen angelegte Organisationen, denen diese Person angehört oder angehört hat6',
    );
    expect(signals.textContent).toContain('2 (zuletzt am 01.12.2026)');
    expect(signals.textContent).toContain('bei einem freien E-Mail-Anbieter (gmx.de)');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows master data, members, invitations and the approval state', async () => {
    stubApi(organization());
    renderRoute('/admin/organizations/o1', route);
    // The first render of the file loads Mantine and the domain: give it more than the default second.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Muster GmbH' }, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByText('In Prüfung')).toBeTruthy();
    const facts = screen.getByRole('region', { name: 'Stammdaten' });
    expect(within(facts).getByText('Anbieter')).toBeTruthy();
    expect(within(facts).getByText('1-10 Mitarbeitende')).toBeTruthy();
    expect(within(facts).getByText('Dienst- und Lieferleistungen')).toBeTruthy();
    expect(within(facts).queryByText('Verwaltungsebene')).toBeNull();
    const members = screen.getByRole('region', { name: 'Mitglieder' });
    expect(within(members).getByText('Anna Muster')).toBeTruthy();
    expect(within(members).getByText('Administrator')).toBeTruthy();
    expect(within(members).getByText('ben@muster.example')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Offener Änderungsantrag' })).toBeNull();
    // The office decides after reading what it decides on: the approval comes after the data and the members.
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Stammdaten',
      'Mitglieder',
      'Freigabe',
    ]);
    const approval = screen.getByRole('region', { name: 'Freigabe' });
    expect(within(approval).getByRole('button', { name: 'Freigeben' })).toBeTruthy();
    expect(screen.getByText(/die Entscheidung über die Freigabe steht am Ende der Seite/)).toBeTruthy();
    // Not approved yet: there is no journey to go to.
    expect(screen.queryByRole('link', { name: 'Zum Zertifizierungspfad der Organisation' })).toBeNull();
  });

  it('shows, while a resubmitted organisation waits, when and why it was rejected before', async () => {
    stubApi(
      organization({
        previousRejection: {
          at: '2026-03-02T09:00:00.000Z',
          comment: 'Die Adresse fehlt.',
          data: { ...organization(), address: { street: 'Am Markt', postalCode: '10115', city: 'Berlin' } },
        },
      }),
    );
    onDesktop();
    renderRoute('/admin/organizations/o1', route);
    const approval = await screen.findByRole('region', { name: 'Freigabe' }, { timeout: 5000 });
    expect(within(approval).getByText('Zuvor abgelehnt')).toBeTruthy();
    expect(approval.textContent).toContain(
      'am 02.03.2026 - 10:00; danach hat die Organisation ihre Angaben geändert und erneut eingereicht.',
    );
    expect(within(approval).getByText('Begründung der Ablehnung').nextElementSibling?.textContent).toBe(
      'Die Adresse fehlt.',
    );
    // What it changed since, field by field: the street, its new value in bold.
    const comparison = within(approval).getByRole('table', { name: 'Ein Feld wurde seitdem geändert.' });
    const changed = within(comparison)
      .getAllByRole('row')
      .filter((row) => row.hasAttribute('data-marked'));
    expect(changed.map((row) => row.textContent)).toEqual([expect.stringContaining('Am MarktHauptstraße 1')]);
    expect(within(changed[0]!).getByText('Hauptstraße 1').tagName).toBe('STRONG');
    expect(
      within(comparison)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Feld', 'Bei der Ablehnung', 'Jetzt', 'Änderung']);
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a rejection kept before its data were without a comparison', async () => {
    stubApi(
      organization({ previousRejection: { at: '2026-03-02T09:00:00.000Z', comment: null, data: null } }),
    );
    onDesktop();
    renderRoute('/admin/organizations/o1', route);
    const approval = await screen.findByRole('region', { name: 'Freigabe' }, { timeout: 5000 });
    expect(within(approval).getByText('Zuvor abgelehnt')).toBeTruthy();
    expect(within(approval).queryByRole('table')).toBeNull();
  });

  it('leads from an approved organisation to its journey, where the office records and decides', async () => {
    stubApi(organization({ approvalStatus: 'Approved', reviewedAt: '2026-03-02T09:00:00.000Z' }));
    renderRoute('/admin/organizations/o1', route);
    const link = await screen.findByRole('link', { name: 'Zum Zertifizierungspfad der Organisation' });
    expect(link.getAttribute('href')).toBe('/admin/organisation/o1/zertifizierungspfad/unternehmen');
  });

  it('says beside an invitation that its mail was refused', async () => {
    const base = organization({ approvalStatus: 'Approved' });
    stubApi({
      ...base,
      pendingMembers: base.pendingMembers.map((invitation) => ({ ...invitation, mailRefused: true })),
    });
    renderRoute('/admin/organizations/o1', route);
    const members = await screen.findByRole('region', { name: 'Mitglieder' }, { timeout: 5000 });
    expect(members.textContent).toContain(
      'Eingeladen am02.03.2026Nicht zugestellt: Der Mailserver hat die Adresse abgelehnt.',
    );
    // What to do about it is the organisation's to hear, not the office's.
    expect(members.textContent).not.toContain('ziehen Sie');
  });

  it('approves with the optional comment, announces it and returns to the list', async () => {
    const fake = stubApi(organization());
    renderRoute('/admin/organizations/o1', route, { state: { from: '/admin/organizations?page=2' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Freigeben' }));
    const dialog = await screen.findByRole('dialog', { name: 'Organisation freigeben' });
    await userEvent.type(within(dialog).getByLabelText(/Kommentar/), ' Alles in Ordnung. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    expect(await screen.findByText(organizationMessages.approved)).toBeTruthy();
    expect(puts(fake.calls)).toEqual([
      { path: '/api/organization/o1/approve', body: { comment: 'Alles in Ordnung.' } },
    ]);
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/organizations?page=2');
  });

  it('approves without a comment as an empty body', async () => {
    const fake = stubApi(organization());
    renderRoute('/admin/organizations/o1', route);
    await userEvent.click(await screen.findByRole('button', { name: 'Freigeben' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    await waitFor(() =>
      expect(puts(fake.calls)).toEqual([{ path: '/api/organization/o1/approve', body: {} }]),
    );
    expect((await screen.findByTestId('location')).textContent).toBe('/admin/organizations');
  });

  it('requires a comment to reject, then sends it', async () => {
    const fake = stubApi(organization());
    renderRoute('/admin/organizations/o1', route);
    await userEvent.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Organisation ablehnen' });
    const comment = within(dialog).getByLabelText(/Begründung/);
    expect(comment.hasAttribute('required')).toBe(true);
    await userEvent.type(comment, '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(await within(dialog).findByText(organizationMessages.commentRequired)).toBeTruthy();
    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(comment);
    expect(puts(fake.calls)).toEqual([]);
    await userEvent.type(comment, 'Die Anschrift ist unvollständig.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(await screen.findByText(organizationMessages.rejected)).toBeTruthy();
    expect(puts(fake.calls)).toEqual([
      { path: '/api/organization/o1/reject', body: { comment: 'Die Anschrift ist unvollständig.' } },
    ]);
  });

  it('cancels without a call', async () => {
    const fake = stubApi(organization());
    renderRoute('/admin/organizations/o1', route);
    await userEvent.click(await screen.findByRole('button', { name: 'Ablehnen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts(fake.calls)).toEqual([]);
  });

  it('shows the API message of a 409 and stays on the review', async () => {
    stubApi(organization(), () => ({
      status: 409,
      body: { status: 409, code: 'CONFLICT', message: organizationMessages.notPending },
    }));
    renderRoute('/admin/organizations/o1', route);
    await userEvent.click(await screen.findByRole('button', { name: 'Freigeben' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Freigeben' }));
    const message = await screen.findByText(organizationMessages.notPending);
    expect(message.closest('[role="alert"]')?.textContent).toContain(
      'Die Entscheidung wurde nicht gespeichert',
    );
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('compares current and requested values of an open change request, changed rows marked in words', async () => {
    stubApi(withOpenChangeRequest());
    onDesktop();
    renderRoute('/admin/organizations/o1', route);
    const section = await screen.findByRole('region', { name: 'Offener Änderungsantrag' });
    expect(within(section).getByText(/von Anna Muster/)).toBeTruthy();
    const rows = within(within(section).getByRole('table')).getAllByRole('row').slice(1);
    const cells = rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(cells).toEqual([
      ['Art der Organisation', 'Anbieter', 'Anbieter', 'unverändert'],
      ['Name', 'Muster GmbH', 'Muster AG', 'geändert'],
      ['Straße und Hausnummer', 'Hauptstraße 1', 'Hauptstraße 1', 'unverändert'],
      ['Postleitzahl', '10115', '10115', 'unverändert'],
      ['Ort', 'Berlin', 'Potsdam', 'geändert'],
      ['Internetadresse', 'https://muster.example', 'https://muster.example', 'unverändert'],
      ['Unternehmensgröße', '1-10 Mitarbeitende', '11-50 Mitarbeitende', 'geändert'],
      ['Branche', 'Dienst- und Lieferleistungen', 'Dienst- und Lieferleistungen', 'unverändert'],
    ]);
    expect(rows.filter((row) => row.hasAttribute('data-marked'))).toHaveLength(3);
    expect(within(section).getByText('3 Felder werden geändert.')).toBeTruthy();
    // Approved already: no approval buttons, only the change request's.
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
  });

  it('on a phone compares field by field in cards, the changed ones marked, without scrolling sideways', async () => {
    stubApi(withOpenChangeRequest());
    renderRoute('/admin/organizations/o1', route);
    const section = await screen.findByRole('region', { name: 'Offener Änderungsantrag' });
    const cards = within(
      within(section).getByRole('list', { name: 'Vergleich der aktuellen und der beantragten Werte' }),
    ).getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    const name = cards[1]!;
    expect(name.hasAttribute('data-marked')).toBe(true);
    expect(
      within(name)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['Aktueller Wert', 'Beantragter Wert', 'Änderung']);
    expect(
      within(name)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Muster GmbH', 'Muster AG', 'geändert']);
    expect(cards[0]!.hasAttribute('data-marked')).toBe(false);
    expect(within(section).getByText('3 Felder werden geändert.')).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('takes over a change request, and rejects one only with a comment', async () => {
    const org = withOpenChangeRequest();
    const fake = stubApi(org);
    const view = renderRoute('/admin/organizations/o1', route);
    await userEvent.click(await screen.findByRole('button', { name: 'Änderungen übernehmen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Änderungen übernehmen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Änderungen übernehmen' }));
    expect(await screen.findByText(changeRequestMessages.approved)).toBeTruthy();
    expect(puts(fake.calls)).toEqual([{ path: '/api/organization/o1/changeRequest/cr1/approve', body: {} }]);
    view.unmount();

    const again = stubApi(org);
    renderRoute('/admin/organizations/o1', route);
    await userEvent.click(await screen.findByRole('button', { name: 'Änderungen ablehnen' }));
    dialog = await screen.findByRole('dialog', { name: 'Änderungen ablehnen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Änderungen ablehnen' }));
    expect(await within(dialog).findByText(organizationMessages.commentRequired)).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Begründung/), 'Nicht belegt.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Änderungen ablehnen' }));
    expect(await screen.findByText(changeRequestMessages.rejected)).toBeTruthy();
    expect(puts(again.calls)).toEqual([
      { path: '/api/organization/o1/changeRequest/cr1/reject', body: { comment: 'Nicht belegt.' } },
    ]);
  });

  it('shows the API message when the organisation cannot be read', async () => {
    document.cookie = 'XSRF-TOKEN=t';
    vi.stubGlobal(
      'fetch',
      createFakeFetch(() => ({
        status: 404,
        body: { status: 404, code: 'NOT_FOUND', message: 'Diese Organisation gibt es nicht.' },
      })).fetch,
    );
    renderRoute('/admin/organizations/x', route);
    const message = await screen.findByText('Diese Organisation gibt es nicht.');
    expect(message.closest('[role="alert"]')?.textContent).toContain(
      'Die Organisation konnte nicht geladen werden',
    );
  });

  it('is axe-clean with an open change request and with the decision dialog open', async () => {
    stubApi(withOpenChangeRequest());
    renderRoute('/admin/organizations/o1', route);
    await screen.findByRole('region', { name: 'Offener Änderungsantrag' });
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Änderungen ablehnen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Änderungen ablehnen' }));
    await within(dialog).findByText(organizationMessages.commentRequired);
    expect(await axeViolations()).toEqual([]);
  });
});
