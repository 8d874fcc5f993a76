import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { createFakeFetch } from '@/testing/fake-fetch';
import { mediaQueryList } from '@/testing/match-media';
import { renderRoute } from '@/testing/render-route';
import { createQueryClient } from '@/lib/query-client';
import { UndeliveredMailsScreen } from '..';

const at = '2026-12-04T10:00:00.000Z';
const refused = {
  _id: '0b7a2c1e-4d5f-4a6b-8c9d-0e1f2a3b4c5d',
  recipient: 'leitung@amt.example',
  subject: 'Ihre Organisation wurde freigegeben',
  attempts: 1,
  lastError: '550 Mailbox unavailable',
  createdAt: at,
  state: 'failed',
  nextAttemptAt: null,
  invitedBy: null,
};
const waiting = {
  ...refused,
  _id: '1c8b3d2f-5e6a-4b7c-9d0e-1f2a3b4c5d6e',
  recipient: 'kontakt@stadt.example',
  subject: 'Einladung in eine Organisation auf der Zertifizierungsplattform',
  // An invitation names no organisation: the list says whose invitation it is.
  invitedBy: { _id: '2d9c4e3a-6f7b-4c8d-8e9f-2a3b4c5d6e7f', name: 'Stadt Musterstadt' },
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  state: 'waiting',
  attempts: 3,
  nextAttemptAt: '2026-12-04T10:04:00.000Z',
};

function renderScreen(
  docs: unknown[],
  resend: () => { sent: boolean; failed: boolean; lastError: string | null },
) {
  document.cookie = 'XSRF-TOKEN=t';
  const fake = createFakeFetch((call) => {
    if (call.method === 'GET') return { status: 200, body: { total: docs.length, docs } };
    // A mail sent goes from the list, as the API's does.
    if (call.method === 'POST' && resend().sent)
      docs.splice(
        docs.findIndex((mail) => call.path.includes((mail as { _id: string })._id)),
        1,
      );
    if (call.method === 'POST') return { status: 200, body: resend() };
    return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } };
  });
  vi.stubGlobal('fetch', fake.fetch);
  renderRoute('/admin/e-mails', {
    path: '/admin/e-mails',
    Component: () => (
      <main>
        <UndeliveredMailsScreen />
      </main>
    ),
  });
  return fake;
}

/** A desktop's width: the table (jsdom's matchMedia answers no to every query, a phone's width). */
const onDesktop = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, true));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the office’s view of undelivered mails', () => {
  it('lists each mail with its state, tries and the mail server’s answer, and sends one again', async () => {
    onDesktop();
    const fake = renderScreen([refused, waiting], () => ({ sent: true, failed: false, lastError: null }));
    const table = await screen.findByRole('table');
    expect(screen.getByText('2 E-Mails nicht zugestellt')).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Eingeladen von' })).toBeTruthy();
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('leitung@amt.example');
    expect(rows[1]!.textContent).toContain('Dauerhaft abgelehnt');
    expect(rows[1]!.textContent).toContain('550 Mailbox unavailable');
    expect(rows[2]!.textContent).toContain('Neuer Versuch am 04.12.2026 - 11:04');
    expect(within(rows[2]!).getByRole('link', { name: 'Stadt Musterstadt' }).getAttribute('href')).toBe(
      '/admin/organizations/2d9c4e3a-6f7b-4c8d-8e9f-2a3b4c5d6e7f',
    );
    expect(within(rows[1]!).queryByRole('link')).toBeNull();
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(
      screen.getByRole('button', { name: 'E-Mail an leitung@amt.example erneut senden' }),
    );
    expect(await screen.findByText('Die E-Mail an leitung@amt.example wurde versendet.')).toBeTruthy();
    // Its row leaves the list: the focus goes to the count above it, which says the new count.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByText('1 E-Mail nicht zugestellt')));
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(`/api/admin/mails/${refused._id}/resend`);
    // The list is read again after the try.
    await waitFor(() => expect(fake.calls.filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('on a phone shows one card per mail with every fact and its button, instead of a table to scroll', async () => {
    renderScreen([refused, waiting], () => ({ sent: true, failed: false, lastError: null }));
    const list = await screen.findByRole('list', { name: 'Nicht zugestellte E-Mails' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('2 E-Mails nicht zugestellt')).toBeTruthy();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    for (const text of [
      'leitung@amt.example',
      'Ihre Organisation wurde freigegeben',
      'Dauerhaft abgelehnt',
      '550 Mailbox unavailable',
    ])
      expect(cards[0]!.textContent).toContain(text);
    expect(cards[1]!.textContent).toContain('Neuer Versuch am 04.12.2026 - 11:04');
    expect(cards[1]!.textContent).toContain('Eingeladen vonStadt Musterstadt');
    expect(cards[0]!.textContent).not.toContain('Eingeladen von');
    expect(
      within(cards[1]!).getByRole('button', { name: 'E-Mail an kontakt@stadt.example erneut senden' }),
    ).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('says when the mail server refuses it again for good, and what to do', async () => {
    renderScreen([refused], () => ({ sent: false, failed: true, lastError: '550 Mailbox unavailable' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'E-Mail an leitung@amt.example erneut senden' }),
    );
    expect(
      await screen.findByText(/erneut abgelehnt \(550 Mailbox unavailable\)\. Bitte klären Sie die Adresse/),
    ).toBeTruthy();
  });

  it("names the inviting organisation when an invitation's mail is refused again", async () => {
    renderScreen([{ ...waiting, state: 'failed', nextAttemptAt: null }], () => ({
      sent: false,
      failed: true,
      lastError: '550 Mailbox unavailable',
    }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'E-Mail an kontakt@stadt.example erneut senden' }),
    );
    expect(await screen.findByText(/Bitte klären Sie die Adresse mit „Stadt Musterstadt“\.$/)).toBeTruthy();
  });

  it('says when the mail server is not reached, and that the mail is tried later', async () => {
    renderScreen([waiting], () => ({ sent: false, failed: false, lastError: 'Mailserver nicht erreichbar' }));
    await userEvent.click(
      await screen.findByRole('button', { name: 'E-Mail an kontakt@stadt.example erneut senden' }),
    );
    expect(
      await screen.findByText(/nicht angenommen \(Mailserver nicht erreichbar\)\. Sie wird später/),
    ).toBeTruthy();
  });

  it('says once when the list could not be loaded, as an alert, and loads it again on request', async () => {
    let failing = true;
    const fake = createFakeFetch(() =>
      failing
        ? {
            status: 403,
            body: { status: 403, code: 'FORBIDDEN', message: 'Dafür fehlt Ihnen die Berechtigung.' },
          }
        : { status: 200, body: { total: 0, docs: [] } },
    );
    vi.stubGlobal('fetch', fake.fetch);
    // The app's client: it tells a failed read as a notice unless the query handles its error.
    renderRoute(
      '/admin/e-mails',
      { path: '/admin/e-mails', Component: UndeliveredMailsScreen },
      { queryClient: createQueryClient() },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Die Liste konnte nicht geladen werden');
    expect(alert.textContent).toContain('Dafür fehlt Ihnen die Berechtigung.');
    // No notice beside it (the notices' code loads with the first one).
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    failing = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Alle E-Mails wurden zugestellt')).toBeTruthy();
  });

  it('says when every mail went out', async () => {
    renderScreen([], () => ({ sent: true, failed: false, lastError: null }));
    expect(await screen.findByText('Alle E-Mails wurden zugestellt')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });
});
