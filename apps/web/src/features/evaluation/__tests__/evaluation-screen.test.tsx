import {
  evaluate,
  evaluationResponseSchema,
  questionnaires,
  SCORING_VERSION,
  type EvaluationResponse,
  type PeerComparison,
} from '@cert/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { createFakeFetch } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { EvaluationScreen } from '..';
import { extremeAnswers, sampleAnswers } from '@cert/domain/testing';

const kind = 'procurement-office';
const { routeBase, definition, title } = questionnaires[kind];
const party = 'Vergabestelle Musterstadt';

/** A stored result as the API answers it, built by the domain's scoring and checked by its schema. */
function fixture(passed: boolean): EvaluationResponse {
  const answers = passed ? extremeAnswers(definition, 'max') : sampleAnswers(definition, 1);
  answers.general = { ...answers.general, institution: party };
  const result = evaluate(kind, answers, 'Organisation');
  expect(result.passed).toBe(passed);
  return evaluationResponseSchema.parse({
    ...result,
    state: passed ? 'PASSED' : 'FAILED',
    stateUpdatedAt: '2026-11-20T10:00:00.000Z',
    submittedAt: '2026-11-20T10:00:00.000Z',
    retention: passed
      ? {
          currentIsFailed: false,
          isInRetention: false,
          endDate: null,
          daysLeft: 0,
          duration: { months: 3, weeks: 0 },
        }
      : {
          currentIsFailed: true,
          isInRetention: true,
          endDate: '2027-02-20',
          daysLeft: 91,
          duration: { months: 3, weeks: 0 },
        },
  });
}

const comparisonPath = '/api/certifications/procurement-office/submission/q1/evaluate/comparison';

function renderEvaluation(
  body: unknown,
  status = 200,
  readBy: 'organization' | 'programme-office' = 'organization',
  comparison?: (by: string | null) => PeerComparison,
  search = '',
) {
  document.cookie = 'signed_in=1';
  const fake = createFakeFetch((call) => {
    if (
      call.method === 'GET' &&
      call.path === '/api/certifications/procurement-office/submission/q1/evaluate/'
    )
      return { status, body };
    if (comparison && call.path.startsWith(comparisonPath)) {
      return { status: 200, body: comparison(new URL(call.path, 'http://x').searchParams.get('by')) };
    }
    return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } };
  });
  vi.stubGlobal('fetch', fake.fetch);
  return renderRoute(`${routeBase}/q1/evaluation${search}`, {
    path: `${routeBase}/:id/evaluation`,
    Component: () => (
      <main>
        <EvaluationScreen
          kind={kind}
          id="q1"
          journeyPath="/mein-zertifizierungspfad"
          answersPath={`${routeBase}/q1/pruefen-und-absenden`}
          readBy={readBy}
        />
      </main>
    ),
  });
}

const percentOf = (share: number) => `${Math.floor(share * 100 + 1e-9)}\u00a0%`;

afterEach(() => vi.unstubAllGlobals());

describe('evaluation screen', () => {
  it('speaks of recommendations only when there are some', async () => {
    const failed = fixture(false);
    const withoutRecommendations = {
      ...failed,
      detailedEvaluations: Object.fromEntries(
        Object.entries(failed.detailedEvaluations).map(([section, advice]) => [
          section,
          { ...advice, recommendations: [] },
        ]),
      ),
      nextStep: evaluate(kind, extremeAnswers(definition, 'max'), 'X').nextStep,
    };
    renderEvaluation(withoutRecommendations);
    await screen.findByRole('heading', { level: 1, name: 'Auswertung: noch nicht bestanden' });
    expect(document.body.textContent).not.toMatch(/Handlungsempfehlungen unten/);
    expect(document.body.textContent).not.toMatch(/folgenden Empfehlungen/);
  });

  it('shows a failed result: headline, numbers in text, strengths, recommendations, the waiting period', async () => {
    const result = fixture(false);
    renderEvaluation(result);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Auswertung: noch nicht bestanden' }),
    ).toBeTruthy();
    expect(
      screen.getAllByText(
        new RegExp(`${party} erfüllt die Anforderungen des Fragebogens „${title}“ noch nicht`),
      ),
    ).toHaveLength(1);
    expect(screen.getByText('Abgeschickt am').nextElementSibling?.textContent).toBe('20.11.2026 - 11:00');

    // Every scored section: its own heading, the numbers in words next to the bar, and a table row.
    const table = screen.getByRole('table', { name: 'Ergebnisse je Abschnitt' });
    for (const item of result.evaluatedItems) {
      const section = screen.getByRole('region', { name: item.title });
      expect(section.textContent).toContain(
        `${item.score} von ${item.maximum} Punkten (${percentOf(item.share)}), Mindestanforderung ${percentOf(item.threshold)}`,
      );
      const row = within(table).getByRole('rowheader', { name: item.title }).closest('tr')!;
      expect(row.textContent).toContain(`${item.score} von ${item.maximum} Punkten`);
      expect(row.textContent).toContain(item.passed ? 'erreicht' : 'nicht erreicht');
    }
    expect(screen.getByText('Gesamtergebnis').nextElementSibling?.textContent).toBe(
      `${result.total.score} von ${result.total.maximum} Punkten (${percentOf(result.total.share)}), erforderlich 50\u00a0%`,
    );

    // Strengths and recommendations under their headings, as lists.
    const strategy = screen.getByRole('region', { name: 'Beschaffungsstrategie' });
    const advice = result.detailedEvaluations.procurementStrategy!;
    expect(within(strategy).getByRole('heading', { level: 4, name: 'Ihre Stärken' })).toBeTruthy();
    expect(within(strategy).getByRole('heading', { level: 4, name: 'Handlungsempfehlungen' })).toBeTruthy();
    const lists = within(strategy).getAllByRole('list');
    expect(
      within(lists[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(advice.positiveResults);
    expect(
      within(lists[1]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(advice.recommendations);
    // The next step, under its own heading.
    const next = screen.getByRole('region', { name: 'Wie es weitergeht' });
    expect(within(next).getByText(result.nextStep)).toBeTruthy();

    // The waiting period: end date, days left, what to do meanwhile.
    const notice = screen
      .getByText('Erneute Einreichung ab dem 20.02.2027 möglich')
      .closest('[role="alert"], .mantine-Alert-root')!;
    expect(notice.textContent).toContain('Wartefrist von 3 Monaten');
    expect(notice.textContent).toContain('noch 91 Tage');
    expect(notice.textContent).toContain('Entwurf vorbereiten und speichern');

    expect(
      screen.getByText(new RegExp(`Bewertungsmodell Version ${SCORING_VERSION.replaceAll('.', '\\.')}`)),
    ).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('shows a passed result without a waiting period, with the answers, the PDF, printing and the journey', async () => {
    const result = fixture(true);
    renderEvaluation(result);
    expect(await screen.findByRole('heading', { level: 1, name: 'Auswertung: bestanden' })).toBeTruthy();
    expect(screen.queryByText(/Wartefrist/)).toBeNull();
    expect(screen.getByText('Gesamtergebnis').nextElementSibling?.textContent).toBe(
      `${result.total.score} von ${result.total.maximum} Punkten (100\u00a0%), erforderlich 50\u00a0%`,
    );
    expect(screen.getByRole('link', { name: 'Eingereichte Antworten ansehen' }).getAttribute('href')).toBe(
      `${routeBase}/q1/pruefen-und-absenden`,
    );
    const pdf = screen.getByRole('link', { name: /Als PDF herunterladen/ });
    expect(pdf.getAttribute('href')).toBe(
      '/api/certifications/procurement-office/submission/q1/evaluate/pdf',
    );
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(pdf.textContent).toContain('(öffnet in neuem Tab)');
    expect(
      screen.getAllByRole('link', { name: 'Zu Ihrem Zertifizierungspfad' })[0]!.getAttribute('href'),
    ).toBe('/mein-zertifizierungspfad');
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await userEvent.click(screen.getByRole('button', { name: 'Drucken' }));
    expect(print).toHaveBeenCalledOnce();
    expect(await axeViolations()).toEqual([]);
  });

  it('read by the programme office: its way back is the organisation’s journey, no questionnaires of its own', async () => {
    renderEvaluation(fixture(true), 200, 'programme-office');
    const back = await screen.findAllByRole('link', { name: 'Zum Zertifizierungspfad der Organisation' });
    expect(back.map((link) => link.getAttribute('href'))).toEqual([
      '/mein-zertifizierungspfad',
      '/mein-zertifizierungspfad',
    ]);
    expect(screen.queryByRole('link', { name: 'Zu Ihren Fragebögen' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Zu Ihrem Zertifizierungspfad' })).toBeNull();
  });

  it('says when there is no evaluation at that address', async () => {
    renderEvaluation({ status: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' }, 404);
    expect(await screen.findByRole('heading', { level: 1, name: 'Auswertung nicht gefunden' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zu Ihren Fragebögen' }).getAttribute('href')).toBe(
      '/fragebogen',
    );
  });
  it('shows where the organisation stands among five or more others, as a chart and a table, narrowed on request; a small group only as a band', async () => {
    const result = fixture(false);
    const requested: (string | null)[] = [];
    const spread = { q1: 0.25, median: 0.5, q3: 0.75 };
    const comparison = (by: string | null): PeerComparison => {
      requested.push(by);
      return {
        minimumGroup: 5,
        groupSize: by ? 7 : 23,
        publishedAt: '2026-11-20T10:00:00.000Z',
        filters: [
          {
            key: 'agencyLevel',
            label: 'Gleiche Verwaltungsebene',
            value: 'Municipality',
            valueLabel: 'Kommune',
            applied: by === 'agencyLevel',
          },
          {
            key: 'agencySize',
            label: 'Gleiche Größe der Vergabestelle',
            value: null,
            valueLabel: null,
            applied: false,
          },
        ],
        sections: [
          ...result.evaluatedItems.map((item) => ({
            section: item.section,
            title: item.title,
            own: item.share,
            peers: by ? { q1: 0.2, median: null, q3: 0.9 } : spread,
          })),
          {
            section: 'total',
            title: 'Gesamt',
            own: result.total.share,
            peers: by ? { q1: 0.4, median: null, q3: 0.8 } : spread,
          },
        ],
      };
    };
    const { router } = renderEvaluation(result, 200, 'organization', comparison);
    await screen.findByText('Verglichen mit 23 Organisationen, Stand 20.11.2026.');
    // Why the figures may differ from a hand calculation, in one sentence (docs/insights.md).
    expect(
      screen.getByText(/Die Vergleichswerte sind zum Schutz einzelner Organisationen leicht verrauscht/),
    ).toBeTruthy();
    const table = screen.getByRole('table', { name: /Ihr Ergebnis im Vergleich/ });
    const total = within(table).getByRole('row', { name: /^Gesamt/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([percentOf(result.total.share), percentOf(0.5), `25 bis ${percentOf(0.75)}`]);
    expect(within(table).getAllByRole('row')).toHaveLength(result.evaluatedItems.length + 2);
    // A filter the submission has no value for is not offered.
    expect(screen.queryByRole('checkbox', { name: /Größe der Vergabestelle/ })).toBeNull();
    expect(await axeViolations()).toEqual([]);
    // What a screen reader says (docs/accessibility.md): the table, with its caption, headers and every cell. The
    // chart beside it repeats the table and is hidden from assistive technology (jsdom draws no chart text, so the
    // hiding itself is checked).
    const region = table.closest('section')!;
    const chart = await waitFor(() => region.querySelector('svg')!, { timeout: 5000 });
    expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
    await virtual.start({ container: region });
    for (let move = 0; move < 200; move += 1) await virtual.next();
    const spoken = await virtual.spokenPhraseLog();
    await virtual.stop();
    expect(spoken).toContain('table, Ihr Ergebnis im Vergleich mit der Gruppe, Anteil der möglichen Punkte');
    expect(spoken).toContain('row, Abschnitt Ihr Ergebnis Median Mittlere Hälfte');
    expect(spoken).toContain(
      `row, Gesamt ${percentOf(result.total.share)} ${percentOf(0.5)} 25 bis ${percentOf(0.75)}`,
    );

    await userEvent.click(screen.getByRole('checkbox', { name: 'Gleiche Verwaltungsebene (Kommune)' }));
    // Seven: the band in whole tens, no median, and the sentence that says why.
    await screen.findByText(
      /^Verglichen mit 7 Organisationen, Stand 20\.11\.2026\. Bei weniger als 10 Organisationen/,
    );
    expect(requested).toEqual([null, 'agencyLevel']);
    const narrowed = within(screen.getByRole('table', { name: /Ihr Ergebnis im Vergleich/ })).getByRole(
      'row',
      {
        name: /^Gesamt/,
      },
    );
    expect(
      within(narrowed)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([percentOf(result.total.share), 'nicht gezeigt', `40 bis ${percentOf(0.8)}`]);
    // The narrowing is in the address (a link or a reload shows the same group) and in the PDF.
    expect(router.state.location.search).toBe('?vergleich=agencyLevel');
    expect(screen.getByRole('link', { name: /Als PDF herunterladen/ }).getAttribute('href')).toBe(
      '/api/certifications/procurement-office/submission/q1/evaluate/pdf?by=agencyLevel',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('opens narrowed as its address says', async () => {
    const requested: (string | null)[] = [];
    const result = fixture(true);
    renderEvaluation(
      result,
      200,
      'organization',
      (by) => {
        requested.push(by);
        return {
          minimumGroup: 5,
          groupSize: null,
          publishedAt: null,
          filters: [
            {
              key: 'agencyLevel',
              label: 'Gleiche Verwaltungsebene',
              value: 'municipal',
              valueLabel: 'Kommune',
              applied: by === 'agencyLevel',
            },
          ],
          sections: [],
        };
      },
      '?vergleich=agencyLevel,unbekannt',
    );
    const box = await screen.findByRole('checkbox', { name: 'Gleiche Verwaltungsebene (Kommune)' });
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(requested).toEqual(['agencyLevel']);
  });

  it('says why there is no comparison below the group minimum, without a single figure of others', async () => {
    const result = fixture(true);
    renderEvaluation(result, 200, 'organization', () => ({
      minimumGroup: 5,
      groupSize: null,
      publishedAt: null,
      filters: [],
      sections: [{ section: 'total', title: 'Gesamt', own: result.total.share, peers: null }],
    }));
    expect(await screen.findByText('Noch kein Vergleich möglich')).toBeTruthy();
    expect(screen.getByText(/erst, wenn es mehr als 5 sind/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: /Ihr Ergebnis im Vergleich/ })).toBeNull();
  });
});
