import {
  adminEvaluationPath,
  adminSubmissionPath,
  type AdminJourney,
  type CaseStudyRecord,
  type JourneyRequest,
  type ProcurementJourney,
} from '@cert/domain';
import { adminRecordPath, adminWithdrawPath, evaluationPdfPath } from '@cert/domain/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeCall, type FakeReply } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { JourneyScreen } from '../journey-screen';
import { axeViolations } from '@/testing/axe';
import { adminJourney, procurementJourney, providerJourney } from './fixtures';

const procurementRoute = {
  path: '/admin/organisation/:organizationId/zertifizierungspfad/beschaffung',
  Component: () => (
    <main>
      <JourneyScreen organizationId="o1" pathType="procurement" />
    </main>
  ),
};
const providerRoute = {
  path: '/admin/organisation/:organizationId/zertifizierungspfad/unternehmen',
  Component: () => (
    <main>
      <JourneyScreen organizationId="o2" pathType="provider" />
    </main>
  ),
};

/** The gold case study of the fixture journey (cs1), as its full record. */
const goldCaseStudy: CaseStudyRecord = {
  _id: 'cs1',
  kind: 'gold',
  organization: 'o1',
  version: 3,
  state: 'SUBMITTED',
  content: {
    title: 'Digitale Akte für das Bauamt',
    counterpart: 'Landkreis Musterland',
    period: '2025',
    initialSituation: 'Die Bauakten lagen auf Papier vor und wanderten zwischen drei Ämtern hin und her.',
    publicationConsent: true,
  },
  createdAt: '2026-04-01T12:00:00.000Z',
  updatedAt: '2026-04-10T12:00:00.000Z',
  submittedAt: '2026-04-10T12:00:00.000Z',
  reviewedAt: null,
  reviewComment: null,
};

/** Answers the journey read with `journey` and every write through `write`. */
function stubApi(journey: AdminJourney, write: (call: FakeCall) => FakeReply = () => ({ status: 204 })) {
  const fake = createFakeFetch((call) => {
    if (call.method === 'GET' && /^\/api\/admin\/organization\/o\d\/journey$/.test(call.path)) {
      return { status: 200, body: journey };
    }
    if (call.path === '/api/auth/csrf') return { status: 200, body: { token: 't' } };
    if (/^\/api\/certificates\/organization\/o\d$/.test(call.path)) return { status: 200, body: [] };
    if (call.method === 'GET' && call.path === '/api/journey/procurement/gold/case-study/cs1') {
      return { status: 200, body: goldCaseStudy };
    }
    return call.method === 'GET' ? { status: 404 } : write(call);
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

const writes = (calls: FakeCall[]) =>
  calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));

describe('JourneyScreen (procurer)', () => {
  it('shows the levels with their records and dates, the report in a new tab, the state and the log', async () => {
    stubApi(adminJourney());
    renderRoute('/admin/organisation/o1/zertifizierungspfad/beschaffung', procurementRoute);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Stadtwerke Musterstadt' }, { timeout: 5000 }),
    ).toBeTruthy();
    for (const level of ['Bronze', 'Silber', 'Gold', 'Stand', 'Verlauf']) {
      expect(screen.getByRole('heading', { level: 2, name: level })).toBeTruthy();
    }
    // The day a waiting level opens, with that level: another one can be open already (here Silber).
    const state = screen.getByRole('region', { name: 'Stand' });
    expect(within(state).getByText('Nächste Öffnung').nextElementSibling?.textContent).toBe(
      '20.04.2026: Bronze – Beschaffungsprojekt',
    );
    const bronzeOffice = screen.getByRole('article', { name: 'Bronze: Beschaffungsstelle' });
    expect(bronzeOffice.textContent).toContain('Abgeschlossen am 02.02.2026');
    expect(bronzeOffice.textContent).toContain('Eingereicht am 02.02.2026 - 10:30: bestanden');
    // What was submitted, read-only: the answers, the evaluation and its PDF.
    const hrefOf = (name: RegExp) => within(bronzeOffice).getByRole('link', { name }).getAttribute('href');
    expect(hrefOf(/^Antworten\s*vom 02.02.2026/)).toBe(
      adminSubmissionPath('o1', 'procurement', 'procurement-office', 'q1'),
    );
    expect(hrefOf(/^Auswertung\s*vom 02.02.2026/)).toBe(
      adminEvaluationPath('o1', 'procurement', 'procurement-office', 'q1'),
    );
    expect(hrefOf(/^PDF\s*der Auswertung vom 02.02.2026/)).toBe(
      evaluationPdfPath('procurement-office', 'q1'),
    );
    const bronzeProject = screen.getByRole('article', { name: 'Bronze: Beschaffungsprojekt' });
    expect(bronzeProject.textContent).toContain('Verfügbar ab dem 20.04.2026');

    const silverOffice = screen.getByRole('article', { name: 'Silber: Beschaffungsstelle' });
    expect(silverOffice.textContent).toContain('Workshop am 10.03.2026: bestanden (Sehr gute Vorbereitung)');
    const report = within(silverOffice).getByRole('link', { name: /Ergebnisbericht vom 10.03.2026/ });
    expect(report.getAttribute('href')).toBe(
      '/api/workshop/procurement/report/organization/o1/r1/Workshop%20Ergebnisbericht.pdf',
    );
    expect(report.getAttribute('target')).toBe('_blank');
    expect(report.textContent).toContain('(öffnet in neuem Tab)');
    // Silver of the project branch is locked: nothing to enter there yet.
    expect(screen.queryByRole('link', { name: /Workshop-Ergebnis erfassen/ })).toBeNull();

    // On a phone (the tests' width) one card per entry: when as its title, then what, by whom and why.
    const log = screen.getByRole('list', { name: 'Einträge des Verlaufs' });
    const entry = within(log).getAllByRole('listitem')[0]!;
    expect(entry.firstElementChild?.textContent).toBe('11.03.2026 - 09:00');
    expect([...entry.querySelectorAll('dt')].map((label) => label.textContent)).toEqual([
      'Aktion',
      'Betrifft',
      'Von',
      'Kommentar',
    ]);
    expect(entry.textContent).toContain('Workshop-Ergebnis erfasst');
    // Which record: the entry's subject, found among the journey's records.
    expect(entry.textContent).toContain('Workshop-Ergebnis Beschaffungsstelle vom 10.03.2026');
    expect(entry.textContent).toContain('Erika Admin');
    expect(screen.getByText('Aktiv')).toBeTruthy();
  });

  it('links an open silver level to its workshop entry page', async () => {
    const journey = procurementJourney();
    stubApi(adminJourney({ ...journey, silverProject: { ...journey.silverProject, status: 'open' } }));
    renderRoute('/admin/organisation/o1/zertifizierungspfad/beschaffung', procurementRoute);
    const link = await screen.findByRole('link', { name: 'Workshop-Ergebnis erfassen: Beschaffungsprojekt' });
    expect(link.getAttribute('href')).toBe(
      '/admin/organisation/o1/zertifizierungspfad/beschaffung/zweig/project/stufe/silber',
    );
  });

  it('accepts a submitted gold case study after confirming, with an optional comment', async () => {
    const answered = adminJourney();
    const fake = stubApi(answered, () => {
      const { gold } = answered.journey as ProcurementJourney;
      gold.current = { ...gold.current!, state: 'ACCEPTED' };
      return { status: 204 };
    });
    renderRoute('/admin/organisation/o1/zertifizierungspfad/beschaffung', procurementRoute);
    // The whole text is there to read before the decision, open.
    const text = (await screen.findByText('Text des Praxisbeispiels')).closest('details')!;
    expect(text.open).toBe(true);
    expect(await within(text).findByText(goldCaseStudy.content.initialSituation!)).toBeTruthy();
    expect(within(text).getByText('Landkreis Musterland')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Praxisbeispiel annehmen' }));
    const dialog = await screen.findByRole('dialog', {
      // The dialog names what it decides on.
      name: 'Praxisbeispiel „Digitale Akte für das Bauamt“ annehmen',
    });
    expect(dialog.textContent).toContain('Mit der Annahme erreicht die Organisation die Stufe Gold.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annehmen' }));
    await waitFor(() =>
      expect(writes(fake.calls)).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/organization/o1/journey/procurement/gold/case-study/accept',
          body: {},
        },
      ]),
    );
    expect(await screen.findByText('Das Praxisbeispiel wurde angenommen.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The decision's buttons went with it: the keyboard goes on from the level's card.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Praxisbeispiel annehmen' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Gold/));
    expect(document.activeElement?.tagName).toBe('H3');
  });

  it('rejects a case study only with a comment, and shows the server message of a refused decision', async () => {
    const fake = stubApi(adminJourney(), () => ({
      status: 409,
      body: {
        status: 409,
        code: 'CONFLICT',
        message: 'Über dieses Praxisbeispiel wurde bereits entschieden.',
      },
    }));
    renderRoute('/admin/organisation/o1/zertifizierungspfad/beschaffung', procurementRoute);
    await userEvent.click(await screen.findByRole('button', { name: 'Praxisbeispiel ablehnen' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Praxisbeispiel „Digitale Akte für das Bauamt“ ablehnen',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    expect(within(dialog).getByText('Bitte geben Sie eine Begründung ein.')).toBeTruthy();
    expect(writes(fake.calls)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText(/Begründung/), '  Ergebnisse fehlen  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ablehnen' }));
    await waitFor(() =>
      expect(writes(fake.calls)).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/organization/o1/journey/procurement/gold/case-study/reject',
          body: { comment: 'Ergebnisse fehlen' },
        },
      ]),
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Über dieses Praxisbeispiel wurde bereits entschieden.',
    );
  });

  it('a new draft after a rejection: that one is in work, nothing of it; the rejected one with its reason, to read', async () => {
    const answered = adminJourney();
    const { gold } = answered.journey as ProcurementJourney;
    // The API names no draft's title to the office (journeyForOffice).
    gold.rejected = {
      ...gold.current!,
      state: 'REJECTED',
      reviewedAt: '2026-04-20T10:00:00.000Z',
      reviewComment: 'Ergebnisse fehlen',
    };
    gold.current = { ...gold.current!, _id: 'cs2', state: 'DRAFT', title: '', submittedAt: null };
    gold.status = 'open';
    stubApi(answered);
    renderRoute('/admin/organisation/o1/zertifizierungspfad/beschaffung#praxisbeispiel', procurementRoute);
    expect(
      await screen.findByText('Die Organisation schreibt ein Praxisbeispiel; es ist noch nicht eingereicht.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Praxisbeispiel annehmen' })).toBeNull();
    const before = screen.getByRole('heading', { name: 'Zuvor abgelehnt' }).parentElement!;
    expect(before.textContent).toContain('Digitale Akte für das Bauamt');
    expect(before.textContent).toContain('Ergebnisse fehlen');
    // Its text is there to compare, folded: nothing waits for a decision on it.
    const text = within(before).getByText('Text des abgelehnten Praxisbeispiels').closest('details')!;
    expect(text.open).toBe(false);
    expect(await within(text).findByText('Landkreis Musterland')).toBeTruthy();
    // The office's notice leads here: the address's target takes the focus once the journey is read.
    await waitFor(() => expect(document.activeElement?.id).toBe('praxisbeispiel'));
    expect(await axeViolations()).toEqual([]);
  });

  it('postpones and closes the journey with a required comment', async () => {
    const fake = stubApi(adminJourney());
    renderRoute('/admin/organisation/o1/zertifizierungspfad/beschaffung', procurementRoute);
    await userEvent.click(await screen.findByRole('button', { name: 'Zurückstellen' }));
    let dialog = await screen.findByRole('dialog', { name: 'Zertifizierungspfad zurückstellen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zurückstellen' }));
    expect(within(dialog).getByText('Bitte geben Sie eine Begründung ein.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText(/Begründung/), 'Auf Wunsch bis Herbst');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zurückstellen' }));
    expect(await screen.findByText('Der Zertifizierungspfad wurde zurückgestellt.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(screen.getByRole('button', { name: 'Als inaktiv schließen' }));
    dialog = await screen.findByRole('dialog', { name: 'Zertifizierungspfad als inaktiv schließen' });
    await userEvent.type(within(dialog).getByLabelText(/Begründung/), 'Seit einem Jahr keine Aktivität');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Als inaktiv schließen' }));
    await waitFor(() =>
      expect(writes(fake.calls)).toEqual([
        {
          method: 'POST',
          path: '/api/admin/journeys/j1/postpone-procurement',
          body: { comment: 'Auf Wunsch bis Herbst' },
        },
        {
          method: 'POST',
          path: '/api/admin/journeys/j1/close-stale-procurement',
          body: { comment: 'Seit einem Jahr keine Aktivität' },
        },
      ]),
    );
  });

  it('offers no status change for a closed journey and shows its comment', async () => {
    stubApi(adminJourney(procurementJourney({ status: 'closed', statusComment: 'Keine Rückmeldung' })));
    renderRoute('/admin/organisation/o1/zertifizierungspfad/beschaffung', procurementRoute);
    expect(await screen.findByText('Keine Rückmeldung')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zurückstellen' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Als inaktiv schließen' })).toBeNull();
  });

  it('points to the provider page when the organisation is a provider', async () => {
    stubApi(adminJourney(providerJourney({ organization: 'o1' })));
    renderRoute('/admin/organisation/o1/zertifizierungspfad/beschaffung', procurementRoute);
    const link = await screen.findByRole('link', { name: /Zum Zertifizierungspfad für Unternehmen/ });
    expect(link.getAttribute('href')).toBe('/admin/organisation/o1/zertifizierungspfad/unternehmen');
  });

  it('shows the API message when the organisation has no journey', async () => {
    const fake = createFakeFetch(() => ({
      status: 404,
      body: { status: 404, code: 'NOT_FOUND', message: 'Diese Organisation hat keinen Zertifizierungspfad.' },
    }));
    vi.stubGlobal('fetch', fake.fetch);
    renderRoute('/admin/organisation/o1/zertifizierungspfad/beschaffung', procurementRoute);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Diese Organisation hat keinen Zertifizierungspfad.',
    );
  });

  it('is axe-clean', async () => {
    stubApi(adminJourney());
    renderRoute('/admin/organisation/o1/zertifizierungspfad/beschaffung', procurementRoute);
    await screen.findByRole('heading', { level: 1, name: 'Stadtwerke Musterstadt' });
    expect(await axeViolations()).toEqual([]);
  });
});

describe('JourneyScreen (provider)', () => {
  it('corrects a record in place: its fields prefilled, the reason required, the corrected fields sent', async () => {
    const fake = stubApi(adminJourney(providerJourney(), []));
    renderRoute('/admin/organisation/o2/zertifizierungspfad/unternehmen', providerRoute);
    const professional = await screen.findByRole(
      'article',
      { name: 'Professional: Teilnahmen' },
      { timeout: 5000 },
    );
    await userEvent.click(
      within(professional).getByRole('button', {
        name: 'Berichtigen: Teilnahme an einer Programmveranstaltung „Innovationstag 2026“ vom 03.02.2026',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nachweis berichtigen' });
    // It opens on its first field, not on the reason at its end: nothing above the focus is skipped.
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByRole('textbox', { name: /^Datum/ })),
    );
    const name = within(dialog).getByLabelText('Name der Veranstaltung');
    expect((name as HTMLInputElement).value).toBe('Innovationstag 2026');
    await userEvent.clear(name);
    await userEvent.type(name, 'Innovationstag Nord');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Berichtigen' }));
    expect(
      await within(dialog).findByText('Bitte geben Sie an, warum der Nachweis berichtigt wird.'),
    ).toBeTruthy();
    expect(writes(fake.calls)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Begründung/), 'Die Veranstaltung hieß anders.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Berichtigen' }));
    await waitFor(() =>
      expect(writes(fake.calls)).toEqual([
        {
          method: 'PUT',
          path: adminRecordPath('o2', 'provider-record', 'p1'),
          body: {
            performedAt: '2026-02-03',
            eventName: 'Innovationstag Nord',
            reason: 'Die Veranstaltung hieß anders.',
          },
        },
      ]),
    );
    expect(await screen.findByText('Der Nachweis wurde berichtigt.')).toBeTruthy();
  });

  it('withdraws a record only with a reason, after a dialog that says what follows', async () => {
    const fake = stubApi(adminJourney(providerJourney(), []));
    renderRoute('/admin/organisation/o2/zertifizierungspfad/unternehmen', providerRoute);
    const professional = await screen.findByRole(
      'article',
      { name: 'Professional: Teilnahmen' },
      { timeout: 5000 },
    );
    await userEvent.click(
      within(professional).getByRole('button', {
        name: 'Zurückziehen: Teilnahme an einer Programmveranstaltung „Innovationstag 2026“ vom 03.02.2026',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nachweis zurückziehen' });
    expect(dialog.textContent).toContain('mit Ihrer Begründung widerrufen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zurückziehen' }));
    expect(
      await within(dialog).findByText('Bitte geben Sie an, warum der Nachweis zurückgezogen wird.'),
    ).toBeTruthy();
    expect(writes(fake.calls)).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Begründung/), 'Falsche Veranstaltung erfasst.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zurückziehen' }));
    await waitFor(() =>
      expect(writes(fake.calls)).toEqual([
        {
          method: 'PUT',
          path: adminWithdrawPath('o2', 'provider-record', 'p1'),
          body: { reason: 'Falsche Veranstaltung erfasst.' },
        },
      ]),
    );
    expect(await screen.findByText('Der Nachweis wurde zurückgezogen.')).toBeTruthy();
  });

  it('says the record was withdrawn although its row, with the button that withdrew it, is gone', async () => {
    // As the server answers: once withdrawn, the journey is read without the record, so the control that asked
    // unmounts while the request settles (here: the certificates are read later than the journey); the outcome
    // must still be told.
    let withdrawn = false;
    const journey = () =>
      adminJourney(
        withdrawn
          ? providerJourney({
              progress: 'professional',
              professional: {
                ...providerJourney().professional,
                status: 'open',
                completedAt: null,
                event: null,
              },
            })
          : providerJourney(),
        [],
      );
    const fake = createFakeFetch(async (call) => {
      if (call.method === 'GET' && call.path === '/api/admin/organization/o2/journey') {
        return { status: 200, body: journey() };
      }
      if (call.path === '/api/auth/csrf') return { status: 200, body: { token: 't' } };
      if (call.path === '/api/certificates/organization/o2') {
        // The certificates are read again later than the journey, as from a busy server.
        if (withdrawn) await new Promise((resolve) => setTimeout(resolve, 200));
        return { status: 200, body: [] };
      }
      if (call.method === 'PUT' && call.path === adminWithdrawPath('o2', 'provider-record', 'p1')) {
        withdrawn = true;
        return { status: 204 };
      }
      return { status: 404 };
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderRoute('/admin/organisation/o2/zertifizierungspfad/unternehmen', providerRoute);
    const name =
      'Zurückziehen: Teilnahme an einer Programmveranstaltung „Innovationstag 2026“ vom 03.02.2026';
    await userEvent.click(await screen.findByRole('button', { name }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Nachweis zurückziehen' });
    await userEvent.type(within(dialog).getByLabelText(/Begründung/), 'Falsche Veranstaltung erfasst.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zurückziehen' }));
    await waitFor(() => expect(screen.queryByRole('button', { name })).toBeNull());
    expect(await screen.findByText('Der Nachweis wurde zurückgezogen.')).toBeTruthy();
  });

  it('shows the records with dates, links the missing ones to their entry pages, and has no status change', async () => {
    stubApi(adminJourney(providerJourney(), []));
    renderRoute('/admin/organisation/o2/zertifizierungspfad/unternehmen', providerRoute);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Muster GmbH' }, { timeout: 5000 }),
    ).toBeTruthy();
    const professional = screen.getByRole('article', { name: 'Professional: Teilnahmen' });
    expect(professional.textContent).toContain(
      'Teilnahme an einer Programmveranstaltung: Innovationstag 2026, am 03.02.2026',
    );
    expect(professional.textContent).toContain(
      'Teilnahme am E-Learning: Grundlagen der innovativen Beschaffung, am 10.02.2026',
    );
    const practitioner = screen.getByRole('article', { name: /Practitioner/ });
    expect(
      within(practitioner)
        .getByRole('link', { name: /Eintrag auf dem Marktplatz/ })
        .getAttribute('href'),
    ).toBe('https://marktplatz.example/innovation/7');
    expect(
      within(practitioner)
        .getByRole('link', { name: 'Präsentation des Praxisbeispiels erfassen' })
        .getAttribute('href'),
    ).toBe('/admin/organisation/o2/zertifizierungspfad/unternehmen/stufe/practitioner/subtask/praesentation');
    expect(practitioner.textContent).toContain('Die Organisation hat noch kein Praxisbeispiel angelegt.');
    expect(screen.getByText('Es gibt noch keine Entscheidungen des Programmteams.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zurückstellen' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('links the professional records while the level is open', async () => {
    const journey = providerJourney();
    stubApi(
      adminJourney({
        ...journey,
        professional: {
          ...journey.professional,
          status: 'open',
          completedAt: null,
          elearning: null,
          event: null,
        },
        practitioner: { ...journey.practitioner, status: 'locked', innovationEntry: null },
      }),
    );
    renderRoute('/admin/organisation/o2/zertifizierungspfad/unternehmen', providerRoute);
    expect(
      (
        await screen.findByRole('link', { name: 'Teilnahme an einer Programmveranstaltung erfassen' })
      ).getAttribute('href'),
    ).toBe('/admin/organisation/o2/zertifizierungspfad/unternehmen/stufe/professional/subtask/event');
    expect(screen.getByRole('link', { name: 'Teilnahme am E-Learning erfassen' }).getAttribute('href')).toBe(
      '/admin/organisation/o2/zertifizierungspfad/unternehmen/stufe/professional/subtask/elearning',
    );
    expect(screen.queryByRole('link', { name: 'Innovationseintrag auf dem Marktplatz erfassen' })).toBeNull();
  });

  it('accepts a submitted practitioner case study at the practitioner address', async () => {
    const journey = providerJourney();
    const fake = stubApi(
      adminJourney({
        ...journey,
        practitioner: {
          ...journey.practitioner,
          status: 'in-review',
          caseStudy: {
            _id: 'cs2',
            kind: 'practitioner',
            state: 'SUBMITTED',
            title: 'Brückensensorik in Musterstadt',
            updatedAt: '2026-04-01T10:00:00.000Z',
            submittedAt: '2026-04-01T10:00:00.000Z',
            reviewedAt: null,
            reviewComment: null,
          },
        },
      }),
    );
    renderRoute('/admin/organisation/o2/zertifizierungspfad/unternehmen', providerRoute);
    await userEvent.click(await screen.findByRole('button', { name: 'Praxisbeispiel annehmen' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Praxisbeispiel „Brückensensorik in Musterstadt“ annehmen',
    });
    await userEvent.type(within(dialog).getByLabelText(/Kommentar/), 'Überzeugend');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annehmen' }));
    await waitFor(() =>
      expect(writes(fake.calls)).toEqual([
        {
          method: 'PUT',
          path: '/api/admin/organization/o2/journey/provider/practitioner/case-study/accept',
          body: { comment: 'Überzeugend' },
        },
      ]),
    );
  });
});

describe('JourneyScreen: requests of the organisation (ADR 047)', () => {
  const reported = {
    _id: 'r1',
    kind: 'participation' as const,
    recordKind: 'event' as const,
    branch: null,
    performedAt: '2026-04-10',
    eventName: 'Innovationstag Berlin',
    url: 'https://programm.example/innovationstag',
    note: 'Mit zwei Personen.',
    state: 'open' as const,
    createdAt: '2026-04-11T09:00:00.000Z',
    closedAt: null,
    closingComment: null,
  };

  it('lists the open ones first, takes a report over into the record form, declines with a reason', async () => {
    const done = { ...reported, _id: 'r0', state: 'done' as const, closedAt: '2026-04-12T09:00:00.000Z' };
    const fake = stubApi(adminJourney(providerJourney({ requests: [reported, done] }), []), () => ({
      status: 200,
      body: { ...reported, state: 'dismissed' },
    }));
    renderRoute('/admin/organisation/o2/zertifizierungspfad/unternehmen', providerRoute);
    const section = await screen.findByRole(
      'region',
      { name: 'Meldungen und Anfragen der Organisation' },
      { timeout: 5000 },
    );
    const items = within(section).getAllByRole('listitem');
    // Only the open one waits for the office.
    expect(items).toHaveLength(1);
    expect(items[0]!.textContent).toContain('Gemeldet: Teilnahme an einer Programmveranstaltung');
    expect(items[0]!.textContent).toContain('„Innovationstag Berlin“ am 10.04.2026');
    expect(items[0]!.textContent).toContain('Hinweis: Mit zwei Personen.');
    expect(within(items[0]!).getByRole('link', { name: 'Übernehmen' }).getAttribute('href')).toBe(
      '/admin/organisation/o2/zertifizierungspfad/unternehmen/stufe/professional/subtask/event?meldung=r1',
    );
    expect(await axeViolations()).toEqual([]);

    await userEvent.click(within(items[0]!).getByRole('button', { name: 'Nicht übernehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Meldung nicht übernehmen' });
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nicht übernehmen' }));
    // A reason is required: nothing sent without one.
    expect(writes(fake.calls)).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /^Begründung/ }),
      'Kein Programmtermin.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nicht übernehmen' }));
    await waitFor(() =>
      expect(writes(fake.calls)).toEqual([
        {
          method: 'POST',
          path: '/api/admin/organization/o2/journey/requests/r1/dismiss',
          body: { comment: 'Kein Programmtermin.' },
        },
      ]),
    );
  });

  it('a workshop request leads to the branch’s workshop form, or is declined as an "Anfrage"', async () => {
    const asked: JourneyRequest = {
      ...reported,
      kind: 'workshop' as const,
      recordKind: null,
      branch: 'project' as const,
      performedAt: null,
      eventName: null,
      url: null,
    };
    const requests = [asked];
    stubApi(adminJourney(procurementJourney({ requests })), () => {
      requests[0] = { ...asked, state: 'dismissed' };
      return { status: 200, body: requests[0] };
    });
    renderRoute('/admin/organisation/o1/zertifizierungspfad/beschaffung', procurementRoute);
    const section = await screen.findByRole(
      'region',
      { name: 'Meldungen und Anfragen der Organisation' },
      { timeout: 5000 },
    );
    expect(section.textContent).toContain('Workshop angefragt: Beschaffungsprojekt');
    expect(within(section).getByRole('link', { name: 'Ergebnis erfassen' }).getAttribute('href')).toBe(
      '/admin/organisation/o1/zertifizierungspfad/beschaffung/zweig/project/stufe/silber',
    );

    await userEvent.click(within(section).getByRole('button', { name: 'Nicht übernehmen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anfrage nicht übernehmen' });
    expect(dialog.textContent).toContain('dass ihre Anfrage nicht übernommen wurde');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Begründung/ }), 'Kein Termin frei.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nicht übernehmen' }));
    expect(await screen.findByText('Die Anfrage ist als nicht übernommen vermerkt.')).toBeTruthy();
    // The last open request went, and its section with it: the keyboard goes on from the page's heading.
    await waitFor(() => expect(screen.queryByRole('region', { name: /^Meldungen und Anfragen/ })).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 1, name: 'Stadtwerke Musterstadt' }),
      ),
    );
  });
});
