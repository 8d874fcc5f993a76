import { certificateContracts } from '@cert/domain/contracts';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { callKey } from '@/lib/call-query';
import { createFakeFetch, fieldsRefused, type FakeReply } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { ProviderRecordScreen } from '../provider-record-screen';
import { axeViolations } from '@/testing/axe';
import { adminJourney, providerJourney } from './fixtures';

const today = new Date('2026-04-15T10:00:00.000Z');
const journeyPath = '/admin/organisation/o2/zertifizierungspfad/unternehmen';

const recordPaths = {
  'innovation-entry': `${journeyPath}/stufe/practitioner/subtask/innovationseintrag`,
  elearning: `${journeyPath}/stufe/professional/subtask/elearning`,
};

const routeFor = (kind: 'innovation-entry' | 'elearning') => ({
  path: recordPaths[kind],
  Component: () => (
    <main>
      <ProviderRecordScreen organizationId="o2" kind={kind} today={today} />
    </main>
  ),
});

function stubApi(reply: FakeReply = { status: 201, body: {} }, journey = providerJourney()) {
  const fake = createFakeFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/organization/o2/journey') {
      return { status: 200, body: adminJourney(journey, []) };
    }
    if (call.path === '/api/auth/csrf') return { status: 200, body: { token: 't' } };
    return call.method === 'POST' ? reply : { status: 404 };
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

const posts = (fake: ReturnType<typeof stubApi>) =>
  fake.calls.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body }));
const dateInput = (name: RegExp) => screen.findByRole('textbox', { name }, { timeout: 5000 });

describe('ProviderRecordScreen', () => {
  it('records an innovation entry with title and marketplace address, says so and goes back', async () => {
    const fake = stubApi();
    const view = renderRoute(
      `${journeyPath}/stufe/practitioner/subtask/innovationseintrag`,
      routeFor('innovation-entry'),
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Innovationseintrag auf dem Marktplatz erfassen',
      }),
    ).toBeTruthy();
    expect(await screen.findByText('Stufe Practitioner – Muster GmbH')).toBeTruthy();
    await userEvent.type(await dateInput(/^Datum des Eintrags/), '14.04.2026');
    await userEvent.type(screen.getByLabelText(/Titel der Innovation/), ' Sensorik für Brücken ');
    await userEvent.type(
      screen.getByLabelText(/Adresse des Eintrags/),
      'https://marktplatz.example/innovation/7',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(view.getByTestId('location').textContent).toBe(journeyPath));
    expect(await screen.findByText('Der Innovationseintrag auf dem Marktplatz wurde erfasst.')).toBeTruthy();
    expect(posts(fake)).toEqual([
      {
        path: '/api/admin/organization/o2/journey/provider/practitioner/innovation-entry',
        body: {
          performedAt: '2026-04-14',
          eventName: 'Sensorik für Brücken',
          url: 'https://marktplatz.example/innovation/7',
        },
      },
    ]);
  });

  it('names the missing and wrong fields and sends nothing', async () => {
    const fake = stubApi();
    renderRoute(recordPaths['innovation-entry'], routeFor('innovation-entry'));
    await dateInput(/^Datum des Eintrags/);
    // An address without a scheme is taken (it gets https://); one with a space is none.
    await userEvent.type(screen.getByLabelText(/Adresse des Eintrags/), 'marktplatz example');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.getByText('Bitte geben Sie das Datum ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie einen Namen ein (höchstens 300 Zeichen).')).toBeTruthy();
    expect(
      screen.getByText(
        'Bitte geben Sie eine gültige Internetadresse ein, zum Beispiel https://www.beispiel.de.',
      ),
    ).toBeTruthy();
    expect(posts(fake)).toEqual([]);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /^Datum des Eintrags/ })),
    );
  });

  it('records an e-learning participation without an address; the certificates it may issue are read anew', async () => {
    const fake = stubApi();
    // The journey page read the certificates before: the record can complete the level and issue one.
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Infinity } },
    });
    const certificatesKey = callKey(certificateContracts.ofOrganization, { params: { id: 'o2' } });
    queryClient.setQueryData(certificatesKey, []);
    renderRoute(recordPaths.elearning, routeFor('elearning'), { queryClient });
    expect(screen.queryByLabelText(/Adresse des Eintrags/)).toBeNull();
    await userEvent.type(await dateInput(/^Datum des Abschlusses/), '01.04.2026');
    await userEvent.type(screen.getByLabelText(/Name des E-Learnings/), 'Grundlagen');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Die Teilnahme am E-Learning wurde erfasst.')).toBeTruthy();
    expect(posts(fake)).toEqual([
      {
        path: '/api/admin/organization/o2/journey/provider/professional/elearning',
        body: { performedAt: '2026-04-01', eventName: 'Grundlagen' },
      },
    ]);
    expect(queryClient.getQueryState(certificatesKey)?.isInvalidated).toBe(true);
  });

  it('shows the server message when the level is not open, and a field error at its field', async () => {
    const message = 'Practitioner ist ab dem 20.04.2026 verfügbar.';
    stubApi({ status: 409, body: { status: 409, code: 'LEVEL_NOT_OPEN', message } });
    const view = renderRoute(recordPaths.elearning, routeFor('elearning'));
    await userEvent.type(await dateInput(/^Datum des Abschlusses/), '01.04.2026');
    await userEvent.type(screen.getByLabelText(/Name des E-Learnings/), 'Grundlagen');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    view.unmount();

    stubApi(
      fieldsRefused([
        {
          path: 'performedAt',
          code: 'DATE_OUT_OF_WINDOW',
          message: 'Das Datum liegt vor dem erlaubten Zeitraum.',
        },
      ]),
    );
    renderRoute(recordPaths.elearning, routeFor('elearning'));
    await userEvent.type(await dateInput(/^Datum des Abschlusses/), '01.04.2026');
    await userEvent.type(screen.getByLabelText(/Name des E-Learnings/), 'Grundlagen');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Das Datum liegt vor dem erlaubten Zeitraum.')).toBeTruthy();
  });

  it('holds the form back while the level waits, and says when it opens', async () => {
    const journey = providerJourney();
    const fake = stubApi(undefined, {
      ...journey,
      practitioner: { ...journey.practitioner, status: 'waiting', opensAt: '2026-05-12' },
    });
    renderRoute(recordPaths['innovation-entry'], routeFor('innovation-entry'));
    expect((await screen.findByRole('note')).textContent).toBe(
      'WartezeitDie Stufe Practitioner ist ab dem 12.05.2026 verfügbar. Erst dann lässt sich hier etwas erfassen.',
    );
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(posts(fake)).toEqual([]);
  });

  it('holds the form back while the level before is not done, and shows none while the journey loads', async () => {
    const journey = providerJourney();
    let answer: (reply: FakeReply) => void = () => undefined;
    const fake = createFakeFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/admin/organization/o2/journey')
        return new Promise<FakeReply>((resolve) => (answer = resolve));
      return { status: 404 };
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderRoute(recordPaths['innovation-entry'], routeFor('innovation-entry'));
    // Not a form that could vanish under the office's typing once the journey says the level takes no entry.
    expect(await screen.findByText('Der Zertifizierungspfad wird geladen')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    answer({
      status: 200,
      body: adminJourney(
        { ...journey, practitioner: { ...journey.practitioner, status: 'locked', opensAt: null } },
        [],
      ),
    });
    expect((await screen.findByRole('note')).textContent).toContain(
      'Die Stufe Practitioner ist noch nicht verfügbar: Zuerst muss die vorherige Stufe abgeschlossen sein.',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('asks before leaving with unsaved entries and stays on request', async () => {
    stubApi();
    const view = renderRoute(recordPaths.elearning, routeFor('elearning'));
    await dateInput(/^Datum des Abschlusses/);
    await userEvent.type(screen.getByLabelText(/Name des E-Learnings/), 'Grundlagen');
    await userEvent.click(screen.getByRole('link', { name: 'Abbrechen' }));
    expect(await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Auf der Seite bleiben' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(view.queryByTestId('location')).toBeNull();
    expect((screen.getByLabelText(/Name des E-Learnings/) as HTMLInputElement).value).toBe('Grundlagen');
  });

  it('is axe-clean, also with errors shown', async () => {
    stubApi();
    renderRoute(recordPaths['innovation-entry'], routeFor('innovation-entry'));
    await dateInput(/^Datum des Eintrags/);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await axeViolations()).toEqual([]);
  });
});

describe('ProviderRecordScreen from a provider’s report (ADR 047)', () => {
  it('fills the form from the report and records through it, with the date window of the day it was reported', async () => {
    const report = {
      _id: 'r1',
      kind: 'participation' as const,
      recordKind: 'elearning' as const,
      branch: null,
      // 20 days before the form's day: inside the window of the day it was reported (10 days after it).
      performedAt: '2026-03-26',
      eventName: 'Grundlagen',
      url: null,
      note: 'Abgeschlossen mit Zertifikat.',
      state: 'open' as const,
      createdAt: '2026-04-05T09:00:00.000Z',
      closedAt: null,
      closingComment: null,
    };
    const fake = createFakeFetch((call) => {
      if (call.method === 'GET' && call.path === '/api/admin/organization/o2/journey') {
        return { status: 200, body: adminJourney(providerJourney({ requests: [report] }), []) };
      }
      if (call.path === '/api/auth/csrf') return { status: 200, body: { token: 't' } };
      return call.method === 'POST' ? { status: 201, body: {} } : { status: 404 };
    });
    vi.stubGlobal('fetch', fake.fetch);
    const view = renderRoute(`${recordPaths.elearning}?meldung=r1`, routeFor('elearning'));
    expect(await screen.findByText(/Aus der Meldung der Organisation/, {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('Hinweis: Abgeschlossen mit Zertifikat.')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByLabelText(/Name des E-Learnings/) as HTMLInputElement).value).toBe('Grundlagen'),
    );
    expect((screen.getByRole('textbox', { name: /^Datum des Abschlusses/ }) as HTMLInputElement).value).toBe(
      '26.03.2026',
    );
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(view.getByTestId('location').textContent).toBe(journeyPath));
    expect(posts(fake)).toEqual([
      {
        path: '/api/admin/organization/o2/journey/requests/r1/record',
        body: { performedAt: '2026-03-26', eventName: 'Grundlagen' },
      },
    ]);
  });
});
