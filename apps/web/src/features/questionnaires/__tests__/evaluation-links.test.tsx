import { questionnaires, type QuestionnaireListItem, type QuestionnaireRecord } from '@cert/domain';
import { screen, within } from '@testing-library/react';
import type { ComponentProps } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubSignedInApi, type FakeCall, type FakeReply } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { QuestionnaireScreen } from '..';
import { organization, renderOverviewRoute } from './render-overview';
import { axeViolations } from '@/testing/axe';
import { onePage } from '@/testing/list-page';
import { questionnaireLevel } from '@/testing/journey-levels';
import { mediaQueryList } from '@/testing/match-media';

const kind = 'procurement-office';
const { routeBase } = questionnaires[kind];
const at = '2026-11-20T10:00:00.000Z';

function item(id: string, state: 'PASSED' | 'FAILED' | 'IN_DRAFT'): QuestionnaireListItem {
  return {
    _id: id,
    kind,
    meta: { state, stateUpdatedAt: at, organization: 'o1' },
    createdAt: at,
    updatedAt: at,
    submittedAt: at,
  } as unknown as QuestionnaireListItem;
}

const stub = (handler: (call: FakeCall) => FakeReply | undefined) => stubSignedInApi(handler).fake;

afterEach(() => vi.unstubAllGlobals());

describe('evaluation in the questionnaire screens', () => {
  function renderOverviewWith(submissions: QuestionnaireListItem[]) {
    stub((call) => {
      if (call.path.startsWith('/api/certifications/submission'))
        return { status: 200, body: onePage(submissions) };
      if (call.path.startsWith('/api/certifications/draft')) return { status: 200, body: onePage([]) };
      return undefined;
    });
    renderOverviewRoute();
  }

  it('on a phone the overview lists each submission as a card with its result and evaluation', async () => {
    renderOverviewWith([item('q1', 'PASSED'), item('q2', 'FAILED')]);
    const list = await screen.findByRole('list', { name: 'Abgeschickte Fragebögen' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards[0]!.textContent).toContain('Bestanden');
    expect(cards[1]!.textContent).toContain('Nicht bestanden');
    expect(
      within(list)
        .getAllByRole('link', { name: /^Auswertung ansehen/ })
        .map((link) => link.getAttribute('href')),
    ).toEqual([`${routeBase}/q1/evaluation`, `${routeBase}/q2/evaluation`]);
    expect(screen.queryByRole('table')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('the overview shows each submission’s result and links to its evaluation', async () => {
    // A desktop: the lists are tables.
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, true));
    renderOverviewWith([item('q1', 'PASSED'), item('q2', 'FAILED')]);
    const table = await screen.findByRole('region', { name: 'Tabelle: Abgeschickte Fragebögen' });
    const rows = await within(table).findAllByRole('row');
    expect(within(rows[0]!).getByRole('columnheader', { name: 'Ergebnis' })).toBeTruthy();
    expect(rows[1]!.textContent).toContain('Bestanden');
    expect(rows[2]!.textContent).toContain('Nicht bestanden');
    const links = within(table).getAllByRole('link', { name: /^Auswertung ansehen/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `${routeBase}/q1/evaluation`,
      `${routeBase}/q2/evaluation`,
    ]);
    expect(links[1]!.textContent).toContain('Nicht bestanden');
    expect(await axeViolations()).toEqual([]);
  });

  function renderForm(
    handler: (call: FakeCall) => FakeReply | undefined,
    level: ComponentProps<typeof QuestionnaireScreen>['level'] = null,
  ) {
    const fake = stub(handler);
    renderRoute(`${routeBase}/q1/pruefen-und-absenden`, {
      path: `${routeBase}/:id?/:step`,
      Component: () => (
        <main>
          <QuestionnaireScreen
            kind={kind}
            activeOrganization={organization}
            organizationPending={false}
            level={level}
            journeyPath="/mein-zertifizierungspfad"
            organizations={[organization]}
            actAs={() => undefined}
          />
        </main>
      ),
    });
    return fake;
  }

  const draft = {
    _id: 'q1',
    kind,
    version: 1,
    meta: { state: 'IN_DRAFT', stateUpdatedAt: at, organization: 'o1' },
    createdAt: at,
    updatedAt: at,
    submittedAt: null,
  } as unknown as QuestionnaireRecord;

  it('tells calmly when the organisation waits after a failed result: end date, days left, drafts save', async () => {
    renderForm(
      (call) =>
        call.path === '/api/certifications/procurement-office/q1' ? { status: 200, body: draft } : undefined,
      questionnaireLevel({
        status: 'retention',
        opensAt: '2027-02-20',
        draftId: 'q1',
        retention: {
          currentIsFailed: true,
          isInRetention: true,
          endDate: '2027-02-20',
          daysLeft: 91,
          duration: { months: 3, weeks: 0 },
        },
      }),
    );
    const title = await screen.findByText('Absenden wieder ab dem 20.02.2027 möglich');
    const notice = title.closest<HTMLElement>('.mantine-Alert-root')!;
    expect(notice.getAttribute('role')).not.toBe('alert');
    expect(notice.textContent).toContain('noch 91 Tage');
    expect(notice.textContent).toContain('als Entwurf speichern');
  });

  it('shows the server’s message when a submit is refused during the waiting period', async () => {
    const message =
      'Nach einem nicht bestandenen Ergebnis ist eine erneute Einreichung erst ab dem 20.02.2027 möglich. Ihren Entwurf können Sie bis dahin weiter bearbeiten und speichern.';
    const { extremeAnswers } = await import('@cert/domain/testing');
    const answers = extremeAnswers(questionnaires[kind].definition, 'max');
    renderForm((call) => {
      if (call.method === 'GET' && call.path === '/api/certifications/procurement-office/q1')
        return { status: 200, body: { ...draft, ...answers } };
      if (call.method === 'PUT' && call.path.endsWith('/submit'))
        return { status: 409, body: { status: 409, code: 'IN_RETENTION', message } };
      if (call.method === 'PUT') return { status: 200, body: { ...draft, ...answers, version: 2 } };
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Fragebogen absenden' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt absenden' }));
    const alert = (await screen.findByText(message)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert.textContent).toContain('Der Fragebogen kann noch nicht abgeschickt werden');
    expect(screen.queryByText('Der Entwurf wurde inzwischen an anderer Stelle geändert')).toBeNull();
  });

  it('links a submitted, evaluated questionnaire to its evaluation', async () => {
    renderForm((call) =>
      call.path === '/api/certifications/procurement-office/q1'
        ? {
            status: 200,
            body: { ...draft, submittedAt: at, meta: { ...draft.meta, state: 'FAILED' } },
          }
        : undefined,
    );
    const link = await screen.findByRole('link', { name: 'Auswertung ansehen' });
    expect(link.getAttribute('href')).toBe(`${routeBase}/q1/evaluation`);
  });
});
