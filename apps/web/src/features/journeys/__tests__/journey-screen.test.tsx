import { exampleSiteConfig, ProviderRecordKind, questionnaires, type SiteConfig } from '@cert/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isStartNewCaseStudy } from '@/lib/same-screen';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { onePage } from '@/testing/list-page';
import type { JourneyOrganization } from '../journey-screen';
import {
  procurementJourney,
  providerJourney,
  providerRecord,
  questionnaireLevel,
  rejectedCaseStudy,
  stubApi,
} from './fixtures';
import { card, onJourneyDay, procurer, provider, renderJourneyScreen } from './render-journey';

const at = '2026-10-01T08:00:00.000Z';

function renderJourney(
  pathType: 'procurement' | 'provider',
  organization: JourneyOrganization | null,
  body: unknown,
  state?: unknown,
  siteConfig?: SiteConfig,
) {
  const { fake, queryClient } = stubApi((call) =>
    call.method === 'GET' && call.path === `/api/journey/${pathType}/organization/${organization?._id}`
      ? { status: 200, body }
      : undefined,
  );
  const view = renderJourneyScreen(pathType, organization, { queryClient, state, siteConfig });
  return { ...view, fake };
}

onJourneyDay();

/** A locked level's card: no link, and when it opens in words. */
function expectLocked(name: string, opens: string) {
  const locked = card(name);
  expect(within(locked).queryByRole('link')).toBeNull();
  expect(locked.textContent).toContain(opens);
}

describe('procurer journey', () => {
  it('at the start: bronze open in both branches with links to start, silver and gold locked', async () => {
    renderJourney('procurement', procurer, procurementJourney());
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Zertifizierungspfad für öffentliche Auftraggeber',
      }),
    ).toBeTruthy();
    expect(screen.getByText('Vergabestelle Musterstadt')).toBeTruthy();
    expect((await screen.findByText(/Erreichte Stufe/)).textContent).toBe(
      'Erreichte Stufe: Noch keine Stufe',
    );
    expect(screen.getByText(/Als Nächstes/).textContent).toBe(
      // Both branches are open at the start: either may come first.
      'Als Nächstes: Bronze: Beschaffungsstelle oder Bronze: Beschaffungsprojekt. Diese Stufen sind jetzt verfügbar.',
    );
    // Each level named there leads to its card further down and puts the focus on it.
    const next = within(screen.getByText(/Als Nächstes/));
    await userEvent.click(next.getByRole('link', { name: 'Bronze: Beschaffungsprojekt' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('article', { name: /^Bronze: Beschaffungsprojekt/ }),
      ),
    );

    const levels = within(screen.getByRole('list', { name: 'Stufen des Zertifizierungspfads' }));
    expect(levels.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Bronze',
      'Silber',
      'Gold',
    ]);
    const office = card('Bronze: Beschaffungsstelle');
    expect(within(office).getByText('Verfügbar')).toBeTruthy();
    expect(
      within(office)
        .getByRole('link', { name: /Fragebogen beginnen/ })
        .getAttribute('href'),
    ).toBe(questionnaires['procurement-office'].routeBase);
    expect(
      within(card('Bronze: Beschaffungsprojekt'))
        .getByRole('link', { name: /Fragebogen beginnen/ })
        .getAttribute('href'),
    ).toBe(questionnaires['procurement-project'].routeBase);
    const silver = card('Silber: Beschaffungsstelle');
    expect(within(silver).getByText('Noch nicht verfügbar')).toBeTruthy();
    // Whose step the workshop is, and when: asked for by the organisation, four weeks after its bronze.
    expect(silver.textContent).toContain(
      'Den Workshop können Sie beim Programmteam anfragen, 4 Wochen nachdem „Bronze: Beschaffungsstelle“ abgeschlossen ist.',
    );
    expectLocked(
      'Gold: Praxisbeispiel',
      'Gold wird 4 Wochen nach dem Abschluss von Silber in einem Zweig verfügbar.',
    );
    expect(screen.queryByText(/Zertifikat/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('bronze passed, silver waiting: the day it was done, the opening day with days left, a draft to continue', async () => {
    renderJourney(
      'procurement',
      procurer,
      procurementJourney({
        progress: 'bronze',
        nextOpensAt: '2026-12-06',
        bronzeOffice: questionnaireLevel({
          status: 'done',
          completedAt: '2026-11-08',
          current: { _id: 'q1', state: 'PASSED', stateUpdatedAt: at, submittedAt: at },
        }),
        bronzeProject: questionnaireLevel({ status: 'waiting', opensAt: '2026-12-20', draftId: 'd2' }),
        silverOffice: { status: 'waiting', completedAt: null, opensAt: '2026-12-06', records: [] },
      }),
    );
    const office = await screen.findByRole('article', { name: 'Bronze: Beschaffungsstelle' });
    expect(within(office).getByText('Abgeschlossen')).toBeTruthy();
    expect(office.textContent).toContain('Abgeschlossen am 08.11.2026');
    expect(office.textContent).toContain('Letztes Ergebnis: bestanden, abgeschickt am 01.10.2026 - 10:00.');
    expect(
      within(office)
        .getByRole('link', { name: /Auswertung ansehen/ })
        .getAttribute('href'),
    ).toBe(`${questionnaires['procurement-office'].routeBase}/q1/evaluation`);
    expect(within(office).queryByRole('link', { name: /Fragebogen beginnen/ })).toBeNull();

    const project = card('Bronze: Beschaffungsprojekt');
    expect(project.textContent).toContain('Verfügbar ab dem 20.12.2026 (noch 26 Tage)');
    // Continued where its answers are open: the address without a step (docs/questionnaire-rules.md §2).
    expect(
      within(project)
        .getByRole('link', { name: /Entwurf fortsetzen/ })
        .getAttribute('href'),
    ).toBe(`${questionnaires['procurement-project'].routeBase}/d2`);

    const silver = card('Silber: Beschaffungsstelle');
    expect(within(silver).getByText('Wartezeit')).toBeTruthy();
    expect(silver.textContent).toContain('Verfügbar ab dem 06.12.2026 (noch 12 Tage)');
    // How to get to the workshop: asked for here once silver opens (requests.test.tsx).
    expect(silver.textContent).toContain('Anfragen können Sie ihn hier, sobald die Stufe verfügbar ist.');
    expect(screen.getByText(/Erreichte Stufe/).textContent).toBe('Erreichte Stufe: Bronze');
    expect(screen.getByText(/Als Nächstes/).textContent).toBe(
      'Als Nächstes: Silber: Beschaffungsstelle, verfügbar ab dem 06.12.2026.',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('says how far the draft it continues has come, and who changed it when', async () => {
    const at = '2026-11-20T10:00:00.000Z';
    const journey = procurementJourney({
      bronzeProject: questionnaireLevel({ status: 'open', draftId: 'd2', draftCount: 1 }),
    });
    const { queryClient } = stubApi((call) => {
      if (call.path === '/api/journey/procurement/organization/o1') return { status: 200, body: journey };
      if (call.path.startsWith('/api/certifications/draft?') && call.path.includes('procurement-project'))
        return {
          status: 200,
          body: onePage([
            {
              _id: 'd2',
              kind: 'procurement-project',
              title: 'Zertifizierung innovativer Beschaffungsprojekte',
              version: 4,
              meta: { state: 'IN_DRAFT', stateUpdatedAt: at, organization: 'o1' },
              organizationName: 'Vergabestelle Musterstadt',
              createdAt: at,
              updatedAt: at,
              updatedBy: { id: 'u2', name: 'Jonas Weber' },
              submittedAt: null,
              progress: { complete: 8, total: 49 },
            },
          ]),
        };
      return undefined;
    });
    renderJourneyScreen('procurement', procurer, { queryClient });
    const project = await screen.findByRole('article', { name: 'Bronze: Beschaffungsprojekt' });
    await waitFor(() =>
      expect(project.textContent).toContain(
        '8 von 49 Pflichtangaben beantwortet, zuletzt geändert am 20.11.2026 - 11:00 von Jonas Weber.',
      ),
    );
    expect(
      within(project)
        .getByRole('link', { name: /Entwurf fortsetzen/ })
        .getAttribute('href'),
    ).toBe(`${questionnaires['procurement-project'].routeBase}/d2`);
  });

  it('after a failed bronze: the retention with end date and days left, earlier results linked', async () => {
    renderJourney(
      'procurement',
      procurer,
      procurementJourney({
        bronzeOffice: questionnaireLevel({
          status: 'retention',
          opensAt: '2027-01-01',
          current: { _id: 'q3', state: 'FAILED', stateUpdatedAt: at, submittedAt: at },
          failed: [
            {
              _id: 'q2',
              state: 'FAILED',
              stateUpdatedAt: '2026-06-01T08:00:00.000Z',
              submittedAt: '2026-06-01T08:00:00.000Z',
            },
          ],
          retention: {
            currentIsFailed: true,
            isInRetention: true,
            endDate: '2027-01-01',
            daysLeft: 38,
            duration: { months: 3, weeks: 0 },
          },
        }),
      }),
    );
    const office = await screen.findByRole('article', { name: 'Bronze: Beschaffungsstelle' });
    expect(within(office).getByText('Wartefrist nach nicht bestandenem Ergebnis')).toBeTruthy();
    expect(office.textContent).toContain('Letztes Ergebnis: nicht bestanden');
    expect(office.textContent).toContain(
      'Wartefrist nach nicht bestandenem Ergebnis bis zum 01.01.2027 (noch 38 Tage)',
    );
    expect(office.textContent).not.toContain('Verfügbar ab');
    expect(within(office).getByRole('link', { name: 'Auswertung vom 01.06.2026' }).getAttribute('href')).toBe(
      `${questionnaires['procurement-office'].routeBase}/q2/evaluation`,
    );
    // A new questionnaire can be prepared during the retention, and the link says so; only its submit waits.
    expect(within(office).getByRole('link', { name: /Fragebogen als Entwurf vorbereiten/ })).toBeTruthy();
    expect(within(office).queryByRole('link', { name: /Fragebogen beginnen/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('with several drafts of a questionnaire, leads to the overview where the respondent chooses one', async () => {
    renderJourney(
      'procurement',
      procurer,
      procurementJourney({
        bronzeOffice: questionnaireLevel({ status: 'open', draftId: 'd-neu', draftCount: 2 }),
      }),
    );
    const office = await screen.findByRole('article', { name: 'Bronze: Beschaffungsstelle' });
    const choose = within(office).getByRole('link', { name: /2 Entwürfe ansehen und einen fortsetzen/ });
    expect(choose.getAttribute('href')).toBe('/fragebogen');
    expect(within(office).queryByRole('link', { name: /^Entwurf fortsetzen/ })).toBeNull();
  });

  it('right after a submit, opens with that result and the way to its evaluation; a failed one names the next day', async () => {
    const journey = (state: 'PASSED' | 'FAILED') =>
      procurementJourney({
        bronzeOffice: questionnaireLevel({
          status: state === 'PASSED' ? 'done' : 'retention',
          completedAt: state === 'PASSED' ? '2026-11-25' : null,
          current: { _id: 'q9', state, stateUpdatedAt: at, submittedAt: at },
          retention: {
            currentIsFailed: state === 'FAILED',
            isInRetention: state === 'FAILED',
            endDate: state === 'FAILED' ? '2027-02-25' : null,
            daysLeft: state === 'FAILED' ? 92 : 0,
            duration: { months: 3, weeks: 0 },
          },
        }),
      });
    const justSubmitted = { justSubmitted: { kind: 'procurement-office', id: 'q9' } };
    const passed = renderJourney('procurement', procurer, journey('PASSED'), justSubmitted);
    const result = await screen.findByRole('status', {
      name: 'Zertifizierung innovativer Beschaffungsstellen: bestanden',
    });
    expect(result.textContent).toContain('Der Fragebogen wurde erfolgreich abgeschickt.');
    expect(within(result).getByRole('link', { name: 'Auswertung ansehen' }).getAttribute('href')).toBe(
      `${questionnaires['procurement-office'].routeBase}/q9/evaluation`,
    );
    expect(await axeViolations()).toEqual([]);
    passed.unmount();

    renderJourney('procurement', procurer, journey('FAILED'), justSubmitted);
    const failed = await screen.findByRole('status', {
      name: 'Zertifizierung innovativer Beschaffungsstellen: nicht bestanden',
    });
    expect(failed.textContent).toContain('ab dem 25.02.2027 absenden');
  });

  it('says after a case study was submitted that the programme office reviews it, in the page', async () => {
    renderJourney('procurement', procurer, procurementJourney({}), { caseStudySubmitted: true });
    const said = await screen.findByRole('status', { name: 'Praxisbeispiel eingereicht' });
    expect(said.textContent).toContain('Das Programmteam prüft Ihr Praxisbeispiel');
    expect(await axeViolations()).toEqual([]);
  });

  it('shows no submit result when the journey is simply opened', async () => {
    renderJourney('procurement', procurer, procurementJourney({}));
    await screen.findByRole('article', { name: 'Bronze: Beschaffungsstelle' });
    expect(screen.queryByText('Der Fragebogen wurde erfolgreich abgeschickt.')).toBeNull();
  });

  it('all done: workshop reports open in a new tab, the accepted case study, no next step', async () => {
    const workshop = (type: 'office' | 'project', id: string) => ({
      _id: id,
      type,
      organization: 'o1',
      reportRef: `r-${id}`,
      fileName: 'Workshop Ergebnisbericht.pdf',
      performedAt: '2026-09-01',
      passed: true,
      comment: 'Sehr engagiert.',
      createdAt: at,
    });
    const passed = (id: string) =>
      questionnaireLevel({
        status: 'done',
        completedAt: '2026-06-01',
        current: { _id: id, state: 'PASSED', stateUpdatedAt: at, submittedAt: at },
      });
    renderJourney(
      'procurement',
      procurer,
      procurementJourney({
        progress: 'gold',
        bronzeOffice: passed('q1'),
        bronzeProject: passed('q2'),
        silverOffice: {
          status: 'done',
          completedAt: '2026-09-01',
          opensAt: null,
          records: [workshop('office', 'w1')],
        },
        silverProject: {
          status: 'done',
          completedAt: '2026-09-01',
          opensAt: null,
          records: [workshop('project', 'w2')],
        },
        gold: {
          rejected: null,
          status: 'done',
          completedAt: '2026-11-01',
          opensAt: null,
          current: {
            _id: 'c1',
            kind: 'gold',
            state: 'ACCEPTED',
            title: 'Innovative Straßenbeleuchtung',
            updatedAt: '2026-11-01T08:00:00.000Z',
            submittedAt: '2026-10-20T08:00:00.000Z',
            reviewedAt: '2026-11-01T08:00:00.000Z',
            reviewComment: 'Vorbildlich.',
          },
        },
      }),
    );
    expect(await screen.findByText(/Sie haben alle Stufen abgeschlossen/)).toBeTruthy();
    expect(screen.getByText(/Erreichte Stufe/).textContent).toBe('Erreichte Stufe: Gold');
    const report = within(card('Silber: Beschaffungsstelle')).getByRole('link', { name: /Ergebnisbericht/ });
    expect(report.getAttribute('href')).toBe(
      '/api/workshop/procurement/report/organization/o1/r-w1/Workshop%20Ergebnisbericht.pdf',
    );
    expect(report.getAttribute('target')).toBe('_blank');
    expect(report.textContent).toBe('Ergebnisbericht vom 01.09.2026 (PDF) (öffnet in neuem Tab)');
    const gold = card('Gold: Praxisbeispiel');
    expect(gold.textContent).toContain('Praxisbeispiel „Innovative Straßenbeleuchtung“: Angenommen');
    expect(gold.textContent).toContain('Vorbildlich.');
    expect(within(gold).getByRole('link', { name: 'Praxisbeispiel ansehen' }).getAttribute('href')).toBe(
      '/zertifizierungspfad/beschaffung/gold/praxisbeispiel/c1',
    );
    for (const name of ['Bronze', 'Silber', 'Gold']) {
      expect(screen.getByRole('heading', { level: 2, name }).previousElementSibling?.textContent).toBe('✓');
    }
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a postponed journey with the programme office comment', async () => {
    renderJourney(
      'procurement',
      procurer,
      procurementJourney({ status: 'postponed', statusComment: 'Auf Wunsch bis Frühjahr zurückgestellt.' }),
    );
    const notice = (await screen.findByText('Ihr Zertifizierungspfad ist zurückgestellt')).closest(
      '[role="status"]',
    )!;
    expect(notice.textContent).toContain('Auf Wunsch bis Frühjahr zurückgestellt.');
  });

  it('sends a provider to the provider journey', async () => {
    renderJourney('procurement', provider, providerJourney());
    expect((await screen.findByTestId('location')).textContent).toBe('/zertifizierungspfad/unternehmen');
  });

  it('tells a business consultant that its type has no journey', async () => {
    renderJourney('procurement', { _id: 'b1', name: 'Beratung AG', type: 'BusinessConsultant' }, null);
    expect(screen.getByText(/Für Organisationen vom Typ „Beratungsunternehmen“ gibt es keinen/)).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('explains how to get an organisation when none is active', async () => {
    renderJourney('procurement', null, null);
    expect(screen.getByText(/Sie handeln derzeit für keine freigegebene Organisation/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu Ihren Organisationen' }).getAttribute('href')).toBe(
      '/organization',
    );
    expect(await axeViolations()).toEqual([]);
  });
});

describe('provider journey', () => {
  it('at the start: professional open without records, practitioner and expert locked', async () => {
    renderJourney('provider', provider, providerJourney());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Zertifizierungspfad für Unternehmen' }),
    ).toBeTruthy();
    const professional = await screen.findByRole('article', { name: 'Professional: Teilnahmen' });
    expect(professional.textContent).toContain(
      'Teilnahme an einer Programmveranstaltung: noch nicht erfasst',
    );
    // A level made of parts says which are still open.
    expect(screen.getByText(/Als Nächstes/).textContent).toBe(
      'Als Nächstes: Professional. Noch offen: Teilnahme an einer Programmveranstaltung, Teilnahme am E-Learning.',
    );
    expect(professional.textContent).toContain('Teilnahme am E-Learning: noch nicht erfasst');
    // Where to take part: the example's placeholders as text, never a link to them.
    expect(professional.textContent).toContain(
      `Termine im Veranstaltungskalender: ${exampleSiteConfig.participation.events}`,
    );
    expect(screen.getByRole('note').textContent).toMatch(/^Beispielinhalt:/);
    expect(within(professional).queryByRole('link', { name: /Veranstaltungskalender/ })).toBeNull();
    // When a locked level opens: the domain's waiting period after the level before.
    expectLocked(
      'Practitioner: Innovation und Praxisbeispiel',
      'Practitioner wird 4 Wochen nach dem Abschluss von Professional verfügbar.',
    );
    expectLocked('Expert: Fragebogen', 'Expert wird 4 Wochen nach dem Abschluss von Practitioner verfügbar.');
    expect(await axeViolations()).toEqual([]);
  });

  it('an open level links each missing record to where the provider takes part (the configured links)', async () => {
    const configured: SiteConfig = {
      ...exampleSiteConfig,
      operator: { ...exampleSiteConfig.operator, email: 'geschaeftsstelle@programm.example' },
      participation: {
        events: 'https://programm.example/veranstaltungen',
        elearning: 'https://programm.example/lernen',
        marketplace: 'https://markt.example/innovationen',
      },
    };
    renderJourney('provider', provider, providerJourney(), undefined, configured);
    const professional = await screen.findByRole('article', { name: 'Professional: Teilnahmen' });
    expect(
      within(professional)
        .getByRole('link', { name: /^Termine im Veranstaltungskalender/ })
        .getAttribute('href'),
    ).toBe('https://programm.example/veranstaltungen');
    expect(
      within(professional)
        .getByRole('link', { name: /^Zum E-Learning/ })
        .getAttribute('href'),
    ).toBe('https://programm.example/lernen');
    // Configured links: no example content on the page.
    expect(screen.queryByRole('note')).toBeNull();
    // A participation not entered yet is reported in the platform (requests.test.tsx).
    expect(within(professional).getByRole('button', { name: 'Teilnahme melden' })).toBeTruthy();
    // Practitioner is locked until Professional is done: nothing to take part in yet.
    expect(within(card('Practitioner: Innovation und Praxisbeispiel')).queryByRole('link')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('professional done, practitioner waiting with its opening day and the case study to begin', async () => {
    const innovationEntry = providerRecord(
      'innovation-entry',
      '2026-11-20',
      'Sensorik für Brücken',
      'https://marktplatz.example.org/innovation/1',
    );
    renderJourney(
      'provider',
      provider,
      providerJourney({
        progress: 'professional',
        nextOpensAt: '2026-12-10',
        professional: {
          status: 'done',
          completedAt: '2026-11-12',
          opensAt: null,
          event: providerRecord('event', '2026-11-05', 'Innovationstag Berlin'),
          elearning: providerRecord('elearning', '2026-11-12', 'Grundlagen innovativer Beschaffung'),
        },
        practitioner: {
          rejected: null,
          status: 'waiting',
          completedAt: null,
          opensAt: '2026-12-10',
          innovationEntry,
          presentation: null,
          caseStudy: null,
        },
      }),
    );
    const professional = await screen.findByRole('article', { name: 'Professional: Teilnahmen' });
    expect(professional.textContent).toContain(
      'Teilnahme an einer Programmveranstaltung: Innovationstag Berlin, am 05.11.2026',
    );
    expect(professional.textContent).toContain('Abgeschlossen am 12.11.2026');
    const practitioner = card('Practitioner: Innovation und Praxisbeispiel');
    expect(practitioner.textContent).toContain('Verfügbar ab dem 10.12.2026 (noch 16 Tage)');
    const entry = within(practitioner).getByRole('link', { name: /Sensorik für Brücken/ });
    expect(entry.getAttribute('href')).toBe('https://marktplatz.example.org/innovation/1');
    expect(entry.getAttribute('target')).toBe('_blank');
    expect(
      within(practitioner)
        .getByRole('link', { name: 'Praxisbeispiel als Entwurf vorbereiten' })
        .getAttribute('href'),
    ).toBe('/organisation/p1/unternehmen/practitioner/praxisbeispiel');
    expect(screen.getByText(/Als Nächstes/).textContent).toBe(
      'Als Nächstes: Practitioner, verfügbar ab dem 10.12.2026.',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('a case study in review with a record still missing: the summary says both', async () => {
    const submitted = {
      ...rejectedCaseStudy('practitioner'),
      state: 'SUBMITTED' as const,
      reviewedAt: null,
      reviewComment: null,
    };
    renderJourney(
      'provider',
      provider,
      providerJourney({
        progress: 'professional',
        professional: {
          status: 'done',
          completedAt: '2026-10-12',
          opensAt: null,
          event: providerRecord('event', '2026-10-05', 'Innovationstag'),
          elearning: providerRecord('elearning', '2026-10-12', 'E-Learning'),
        },
        practitioner: {
          status: 'in-review',
          completedAt: null,
          opensAt: null,
          rejected: null,
          innovationEntry: providerRecord('innovation-entry', '2026-11-20', 'Sensorik für Brücken'),
          presentation: null,
          caseStudy: submitted,
        },
      }),
    );
    // The review is the acceptance under way: said once, not again among what is missing.
    expect((await screen.findByText(/Als Nächstes/)).textContent).toBe(
      `Als Nächstes: Practitioner. Das Programmteam prüft Ihre Einreichung. Noch offen: ${ProviderRecordKind.label('presentation')}.`,
    );
    // Submitted: nothing to continue or begin anew.
    expect(screen.queryByText(/^Ihr Praxisbeispiel/)).toBeNull();
    // The card's badge names what is in review, not the level: a record is still missing beside it.
    const card = screen.getByRole('article', { name: 'Practitioner: Innovation und Praxisbeispiel' });
    expect(within(card).getByText('Praxisbeispiel in Prüfung')).toBeTruthy();
    expect(within(card).queryByText('In Prüfung')).toBeNull();
  });

  it('a rejected case study: its reason, when it was decided, and a new one begun from the journey', async () => {
    const rejected = rejectedCaseStudy('practitioner');
    const level = {
      status: 'open' as const,
      completedAt: null,
      opensAt: null,
      innovationEntry: null,
      presentation: null,
    };
    const { router } = renderJourney(
      'provider',
      provider,
      providerJourney({ practitioner: { ...level, caseStudy: rejected, rejected: null } }),
    );
    const practitioner = await screen.findByRole('article', {
      name: 'Practitioner: Innovation und Praxisbeispiel',
    });
    expect(practitioner.textContent).toContain(
      'Praxisbeispiel „Digitale Bauakte“: Abgelehnt am 05.11.2026 (eingereicht am 01.11.2026).',
    );
    expect(practitioner.textContent).toContain('Begründung des Programmteams: Die Wirkung fehlt.');
    // Said at the top too, where the journey is read first (on a phone the level is screens further down).
    expect(
      screen.getByText(/^Ihr Praxisbeispiel „Digitale Bauakte“ \(Practitioner\) wurde nicht angenommen/),
    ).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: 'Begründung ansehen und neues Praxisbeispiel beginnen' })
        .getAttribute('href'),
    ).toBe('/organisation/p1/unternehmen/practitioner/praxisbeispiel');
    // Its address names no case study: the link asks for a new one in its state.
    await userEvent.click(within(practitioner).getByRole('link', { name: 'Neues Praxisbeispiel beginnen' }));
    expect(router.state.location.pathname).toBe('/organisation/p1/unternehmen/practitioner/praxisbeispiel');
    expect(isStartNewCaseStudy(router.state.location.state)).toBe(true);
  });

  it("a new draft after a rejection keeps the rejected one's reason on the journey", async () => {
    const rejected = rejectedCaseStudy('gold');
    const unsent = { submittedAt: null, reviewedAt: null, reviewComment: null };
    const draft = {
      ...rejected,
      ...unsent,
      _id: 'c2',
      state: 'DRAFT' as const,
      title: 'Digitale Bauakte 2',
      updatedAt: '2026-11-20T09:30:00.000Z',
    };
    renderJourney(
      'procurement',
      procurer,
      procurementJourney({
        gold: { status: 'open', completedAt: null, opensAt: null, current: draft, rejected },
      }),
    );
    const gold = await screen.findByRole('article', { name: 'Gold: Praxisbeispiel' });
    // When it was last changed: what an interrupted author looks for.
    expect(gold.textContent).toContain(
      'Praxisbeispiel „Digitale Bauakte 2“: Entwurf, zuletzt geändert am 20.11.2026 - 10:30.',
    );
    expect(gold.textContent).toContain(
      'Ihr voriges Praxisbeispiel wurde nicht angenommen. Begründung des Programmteams: Die Wirkung fehlt.',
    );
    expect(within(gold).getByRole('link', { name: 'Praxisbeispiel fortsetzen' })).toBeTruthy();
    // Begun anew: the summary says nothing of the rejection any more, and leads back to the draft.
    const said = screen.getAllByText(/^Ihr Praxisbeispiel/).map((line) => line.textContent);
    expect(said).toEqual([
      'Ihr Praxisbeispiel „Digitale Bauakte 2“ (Gold) ist noch ein Entwurf: Praxisbeispiel fortsetzen',
    ]);
    const links = screen.getAllByRole('link', { name: 'Praxisbeispiel fortsetzen' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/zertifizierungspfad/beschaffung/gold/praxisbeispiel/c2',
      '/zertifizierungspfad/beschaffung/gold/praxisbeispiel/c2',
    ]);
  });

  it('a rejected gold case study not begun anew: the summary leads to its reason', async () => {
    renderJourney(
      'procurement',
      procurer,
      procurementJourney({
        gold: {
          status: 'open',
          completedAt: null,
          opensAt: null,
          current: rejectedCaseStudy('gold'),
          rejected: null,
        },
      }),
    );
    const link = await screen.findByRole('link', {
      name: 'Begründung ansehen und neues Praxisbeispiel beginnen',
    });
    expect(link.getAttribute('href')).toBe('/zertifizierungspfad/beschaffung/gold/praxisbeispiel/c1');
  });

  it('an accepted case study with a record still missing: practitioner says what it still needs', async () => {
    const accepted = {
      ...rejectedCaseStudy('practitioner'),
      state: 'ACCEPTED' as const,
      reviewComment: null,
    };
    renderJourney(
      'provider',
      provider,
      providerJourney({
        professional: {
          status: 'done',
          completedAt: '2026-09-01',
          opensAt: null,
          event: null,
          elearning: null,
        },
        practitioner: {
          status: 'open',
          completedAt: null,
          opensAt: null,
          innovationEntry: null,
          presentation: null,
          caseStudy: accepted,
          rejected: null,
        },
      }),
    );
    expect((await screen.findByText(/Als Nächstes/)).textContent).toBe(
      'Als Nächstes: Practitioner. Noch offen: Innovationseintrag auf dem Marktplatz, Präsentation des Praxisbeispiels auf einer Programmveranstaltung.',
    );
  });

  it('all done: the expert result with its evaluation', async () => {
    renderJourney(
      'provider',
      provider,
      providerJourney({
        progress: 'expert',
        professional: {
          status: 'done',
          completedAt: '2026-01-12',
          opensAt: null,
          event: null,
          elearning: null,
        },
        practitioner: {
          rejected: null,
          status: 'done',
          completedAt: '2026-05-12',
          opensAt: null,
          innovationEntry: null,
          presentation: null,
          caseStudy: {
            _id: 'c2',
            kind: 'practitioner',
            state: 'ACCEPTED',
            title: 'Digitale Bauakte',
            updatedAt: '2026-05-12T08:00:00.000Z',
            submittedAt: '2026-05-01T08:00:00.000Z',
            reviewedAt: '2026-05-12T08:00:00.000Z',
            reviewComment: null,
          },
        },
        expert: questionnaireLevel({
          status: 'done',
          completedAt: '2026-10-01',
          current: { _id: 'e1', state: 'PASSED', stateUpdatedAt: at, submittedAt: at },
        }),
      }),
    );
    expect(await screen.findByText(/Sie haben alle Stufen abgeschlossen/)).toBeTruthy();
    const expert = card('Expert: Fragebogen');
    expect(
      within(expert)
        .getByRole('link', { name: /Auswertung ansehen/ })
        .getAttribute('href'),
    ).toBe(`${questionnaires['provider-expert'].routeBase}/e1/evaluation`);
    expect(
      within(card('Practitioner: Innovation und Praxisbeispiel'))
        .getByRole('link', { name: 'Praxisbeispiel ansehen' })
        .getAttribute('href'),
    ).toBe('/organisation/p1/unternehmen/practitioner/praxisbeispiel');
    expect(await axeViolations()).toEqual([]);
  });
});
