import type { JourneyRequest } from '@cert/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { ReportParticipation } from '../requests';
import type { JourneyOrganization } from '../journey-screen';
import { procurementJourney, providerJourney, questionnaireLevel, stubApi } from './fixtures';
import { procurer, provider, renderJourneyScreen } from './render-journey';

/** Requests to the programme office on the respondent's journey (docs/product.md §4 "Requests"). */

const now = new Date();
const at = '2026-06-01T08:00:00.000Z';
const isoDay = (daysAgo: number) =>
  new Date(now.getTime() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Berlin' });
const germanDay = (daysAgo: number) => isoDay(daysAgo).split('-').reverse().join('.');

const request = (overrides: Partial<JourneyRequest>): JourneyRequest => ({
  _id: 'r1',
  kind: 'participation',
  recordKind: 'event',
  branch: null,
  performedAt: isoDay(3),
  eventName: 'Innovationstag Berlin',
  url: null,
  note: null,
  state: 'open',
  createdAt: new Date(now.getTime() - 2 * 86_400_000).toISOString(),
  closedAt: null,
  closingComment: null,
  ...overrides,
});

function renderJourney(
  organization: JourneyOrganization,
  journeys: unknown[],
  reply: (body: unknown) => { status: number; body?: unknown },
) {
  const pathType = organization.type === 'Provider' ? 'provider' : 'procurement';
  let reads = 0;
  const { fake, queryClient } = stubApi((call) => {
    if (call.method === 'GET' && call.path === `/api/journey/${pathType}/organization/${organization._id}`) {
      return { status: 200, body: journeys[Math.min(reads++, journeys.length - 1)] };
    }
    if (
      call.method === 'POST' &&
      call.path === `/api/journey/${pathType}/organization/${organization._id}/requests`
    ) {
      return reply(call.body);
    }
    return undefined;
  });
  renderJourneyScreen(pathType, organization, { queryClient });
  return fake;
}

const posts = (fake: ReturnType<typeof renderJourney>) =>
  fake.calls.filter((call) => call.method === 'POST').map((call) => call.body);

afterEach(() => vi.unstubAllGlobals());

describe('a provider reports a participation', () => {
  it('asks for the address of an entry on the marketplace, with every other missing answer at once', async () => {
    const { fake, queryClient } = stubApi((call) =>
      call.method === 'POST' ? { status: 201, body: request({ recordKind: 'innovation-entry' }) } : undefined,
    );
    renderRoute(
      '/pfad',
      {
        path: '/pfad',
        Component: () => (
          <main>
            <ReportParticipation organization="p1" kinds={['innovation-entry', 'presentation']} />
          </main>
        ),
      },
      { queryClient },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Teilnahme melden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teilnahme melden' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /Innovationseintrag/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    const address = within(dialog).getByRole('textbox', { name: /^Adresse des Eintrags auf dem Marktplatz/ });
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByText('Bitte geben Sie einen Namen ein (höchstens 300 Zeichen).')).toBeTruthy();
    // The keyboard lands on the first answer to give: the date.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /^Datum/ })),
    );

    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Datum/ }), germanDay(1));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Titel der Innovation/ }),
      'Vergabe-App',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(fake.calls.filter((call) => call.method === 'POST')).toEqual([]);
    // Typed as people type it; it is sent with its scheme, as the organisation form stores a website (issue 58).
    await userEvent.type(address, ' www.marktplatz.example/innovation/7 ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fake.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        recordKind: 'innovation-entry',
        performedAt: isoDay(1),
        eventName: 'Vergabe-App',
        url: 'https://www.marktplatz.example/innovation/7',
      },
    ]);
  });

  it('names what is missing, sends the report, and the journey shows it as received', async () => {
    const sent = request({});
    const fake = renderJourney(provider, [providerJourney(), providerJourney({ requests: [sent] })], () => ({
      status: 201,
      body: sent,
    }));
    const professional = await screen.findByRole('article', { name: 'Professional: Teilnahmen' });
    await userEvent.click(within(professional).getByRole('button', { name: 'Teilnahme melden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Teilnahme melden' });
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));
    expect(within(dialog).getByText('Bitte wählen Sie aus, woran Sie teilgenommen haben.')).toBeTruthy();
    expect(within(dialog).getByText('Bitte geben Sie einen Namen ein (höchstens 300 Zeichen).')).toBeTruthy();
    expect(posts(fake)).toEqual([]);

    await userEvent.click(
      within(dialog).getByRole('radio', { name: 'Teilnahme an einer Programmveranstaltung' }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Datum/ }), germanDay(3));
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Name der Veranstaltung/ }),
      'Innovationstag Berlin',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Hinweis/ }), 'Mit zwei Personen.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Meldung senden' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(fake)).toEqual([
      {
        recordKind: 'event',
        performedAt: isoDay(3),
        eventName: 'Innovationstag Berlin',
        note: 'Mit zwei Personen.',
      },
    ]);
    expect(await screen.findByText(/Ihre Meldung ist beim Programmteam eingegangen/)).toBeTruthy();
    const list = await screen.findByRole('region', { name: 'Ihre Meldungen an das Programmteam' });
    expect(list.textContent).toContain(
      `Teilnahme an einer Programmveranstaltung „Innovationstag Berlin“ am ${germanDay(3)}: liegt dem Programmteam vor`,
    );
    // The card says it too, where "noch nicht erfasst" stood, and offers to report only what is still missing.
    await waitFor(() =>
      expect(professional.textContent).toContain(
        `„Innovationstag Berlin“ gemeldet am ${germanDay(2)}, liegt dem Programmteam vor`,
      ),
    );
    expect(professional.textContent).toContain('E-Learning');
    await userEvent.click(within(professional).getByRole('button', { name: 'Teilnahme melden' }));
    const again = await screen.findByRole('dialog', { name: 'Teilnahme melden' });
    expect(within(again).queryByRole('radio')).toBeNull();
    expect(again.textContent).toContain('Teilnahme am E-Learning');
    // What to do about a participation older than the report's window.
    expect(again.textContent).toContain('Liegt Ihre Teilnahme länger zurück');
  });

  it('offers no report once every participation of the level is recorded or reported', async () => {
    renderJourney(
      provider,
      [
        providerJourney({
          requests: [
            request({}),
            request({ _id: 'r2', recordKind: 'elearning', eventName: 'E-Learning Vergaberecht' }),
          ],
        }),
      ],
      () => ({ status: 500 }),
    );
    const professional = await screen.findByRole('article', { name: 'Professional: Teilnahmen' });
    await waitFor(() => expect(professional.textContent).toContain('„E-Learning Vergaberecht“ gemeldet am'));
    expect(professional.textContent).not.toContain('noch nicht erfasst');
    expect(within(professional).queryByRole('button', { name: 'Teilnahme melden' })).toBeNull();
  });

  it('says what the office did with earlier reports, with its reason', async () => {
    renderJourney(
      provider,
      [
        providerJourney({
          requests: [
            request({
              _id: 'r2',
              recordKind: 'elearning',
              eventName: 'Grundlagen',
              state: 'dismissed',
              closedAt: now.toISOString(),
              closingComment: 'Dieses E-Learning gehört nicht zum Programm.',
            }),
            request({ state: 'done', closedAt: now.toISOString() }),
          ],
        }),
      ],
      () => ({ status: 500 }),
    );
    const list = await screen.findByRole('region', { name: 'Ihre Meldungen an das Programmteam' });
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items[0]).toContain('nicht übernommen');
    expect(items[0]).toContain('Begründung: Dieses E-Learning gehört nicht zum Programm.');
    expect(items[1]).toContain(`„Innovationstag Berlin“ am ${germanDay(3)}: erledigt`);
  });
});

describe('a procurer asks for the silver workshop', () => {
  const silverOpen = (requests: JourneyRequest[] = []) =>
    procurementJourney({
      progress: 'bronze',
      bronzeOffice: questionnaireLevel({
        status: 'done',
        completedAt: '2026-06-01',
        current: { _id: 'q1', state: 'PASSED', stateUpdatedAt: at, submittedAt: at },
      }),
      silverOffice: { status: 'open', completedAt: null, opensAt: null, records: [] },
      requests,
    });

  it('sends the request with its note; the branch then says it was asked for', async () => {
    const asked = request({
      kind: 'workshop',
      recordKind: null,
      branch: 'office',
      performedAt: null,
      eventName: null,
    });
    const fake = renderJourney(procurer, [silverOpen(), silverOpen([asked])], () => ({
      status: 201,
      body: asked,
    }));
    const silver = await screen.findByRole('article', { name: 'Silber: Beschaffungsstelle' });
    await userEvent.click(within(silver).getByRole('button', { name: 'Workshop anfragen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Workshop anfragen: Beschaffungsstelle' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Hinweis/ }), 'Dienstags passt es.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    await waitFor(() => expect(posts(fake)).toEqual([{ branch: 'office', note: 'Dienstags passt es.' }]));
    const after = await screen.findByRole('article', { name: 'Silber: Beschaffungsstelle' });
    await waitFor(() => expect(after.textContent).toContain('Sie haben den Workshop am'));
    expect(within(after).queryByRole('button', { name: 'Workshop anfragen' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows the server’s refusal beside the button', async () => {
    renderJourney(procurer, [silverOpen()], () => ({
      status: 409,
      body: {
        status: 409,
        code: 'CONFLICT',
        message: 'Es liegen bereits 5 offene Meldungen Ihrer Organisation vor.',
      },
    }));
    const silver = await screen.findByRole('article', { name: 'Silber: Beschaffungsstelle' });
    await userEvent.click(within(silver).getByRole('button', { name: 'Workshop anfragen' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anfrage senden' }));
    expect(await within(silver).findByText(/bereits 5 offene Meldungen/)).toBeTruthy();
  });
});
