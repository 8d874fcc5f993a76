import { privacyMessages } from '@cert/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '@/lib/current-user';
import { axeViolations } from '@/testing/axe';
import { createFakeFetch, type FakeReply } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { testUser } from '@/testing/users';
import { PersonalDataSection } from '../personal-data-section';

const writes = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method !== 'GET').map((call) => `${call.method} ${call.path}`);

const data = { exportedAt: '2026-11-22T10:00:00.000Z', user: { email: 'anna@example.org' }, memberships: [] };

/**
 * An organisation of the user's list: the user (`me`) and `others` further members, each with a role (only what
 * the section reads is filled in).
 */
const organization = (name: string, me: 'Admin' | 'Member', ...others: ('Admin' | 'Member')[]) => ({
  _id: `id-${name}`,
  name,
  members: [me, ...others].map((role, index) => ({
    userId: index === 0 ? testUser._id : `other-${index}`,
    role,
  })),
});

function renderSection(
  replies: {
    data?: FakeReply;
    deletion?: FakeReply;
    organizations?: ReturnType<typeof organization>[];
    /** Holds the organisation list back until it resolves. */
    organizationsAfter?: Promise<void>;
  } = {},
) {
  document.cookie = 'XSRF-TOKEN=t';
  const fake = createFakeFetch(async (call) => {
    if (call.method === 'GET' && call.path === '/api/user/me/data')
      return replies.data ?? { status: 200, body: data };
    if (call.method === 'GET' && call.path === '/api/user/organization') {
      await replies.organizationsAfter;
      return { status: 200, body: replies.organizations ?? [] };
    }
    if (call.method === 'DELETE' && call.path === '/api/user/me') return replies.deletion ?? { status: 204 };
    return { status: 404 };
  });
  vi.stubGlobal('fetch', fake.fetch);
  // Signed in, as the profile page's guard leaves it.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(currentUserQueryKey, testUser);
  renderRoute('/profil', { path: '/profil', Component: PersonalDataSection }, { queryClient });
  return fake;
}

describe('PersonalDataSection', () => {
  let saved: { blob: Blob; name: string }[];
  beforeEach(() => {
    saved = [];
    let blob: Blob | undefined;
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = (value: Blob) => {
          blob = value;
          return 'blob:daten';
        };
        static override revokeObjectURL = () => undefined;
      },
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ blob: blob!, name: this.download });
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('saves the data the API holds about the user as a dated JSON file', async () => {
    const fake = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Meine Daten herunterladen (JSON)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.name).toMatch(/^Meine Daten Zertifizierungsplattform \d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(data);
    expect(
      fake.calls.map((call) => `${call.method} ${call.path}`).filter((call) => call.endsWith('/data')),
    ).toEqual(['GET /api/user/me/data']);
    expect(writes(fake.calls)).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('deletes the account only after confirmation and leaves for the start page', async () => {
    const fake = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto endgültig löschen?' });
    expect(writes(fake.calls)).toEqual([]);
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Konto löschen' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
    expect(writes(fake.calls)).toEqual(['DELETE /api/user/me']);
  });

  it('names the organisations nobody else is a member of: after the deletion nobody can act for them', async () => {
    renderSection({
      organizations: [
        organization('Stadt Görlitz', 'Admin'),
        organization('Landkreis Bautzen', 'Admin', 'Admin', 'Member'),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Konto löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Konto endgültig löschen?' });
    expect(
      (await within(dialog).findByText(/Sie sind das einzige Mitglied von „Stadt Görlitz“\./)).textContent,
    ).toContain('Danach kann niemand mehr für diese Organisation handeln');
    expect(dialog.textContent).not.toContain('Landkreis Bautzen');
    expect(await axeViolations()).toEqual([]);
  });

  it('says before any confirmation which organisations would be left without an admin, and offers no deletion', async () => {
    let release = () => {};
    renderSection({
      organizations: [
        organization('Stadt Görlitz', 'Admin', 'Member'),
        organization('Landkreis Bautzen', 'Member', 'Member'),
        organization('Gemeinde Kodersdorf', 'Admin', 'Member', 'Member'),
      ],
      organizationsAfter: new Promise((resolve) => (release = resolve)),
    });
    // Until the organisations are known, no button that the refusal would then take from under the pointer.
    await screen.findByRole('heading', { name: 'Ihre Daten' });
    expect(screen.queryByRole('button', { name: 'Konto löschen' })).toBeNull();
    release();
    expect(
      await screen.findByText(privacyMessages.lastAdmin('Stadt Görlitz', 'Gemeinde Kodersdorf')),
    ).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Mitglieder von „Stadt Görlitz“ verwalten' }).getAttribute('href'),
    ).toBe('/organization/id-Stadt Görlitz');
    expect(screen.getByRole('link', { name: 'Mitglieder von „Gemeinde Kodersdorf“ verwalten' })).toBeTruthy();
    expect(screen.queryByText(/Landkreis Bautzen/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Konto löschen' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps the account when the dialog is cancelled', async () => {
    const fake = renderSection();
    await userEvent.click(await screen.findByRole('button', { name: 'Konto löschen' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Abbrechen' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(writes(fake.calls)).toEqual([]);
  });

  it("shows the API's reason when the account cannot be deleted yet", async () => {
    const message = privacyMessages.lastAdmin('Stadt Görlitz');
    renderSection({ deletion: { status: 409, body: { status: 409, code: 'CONFLICT', message } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Konto löschen' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Konto löschen' }),
    );
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
