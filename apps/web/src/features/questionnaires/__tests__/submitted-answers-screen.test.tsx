import { questionnaires } from '@cert/domain';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { stubSignedInApi } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { SubmittedAnswersScreen } from '..';

const at = '2026-11-20T10:00:00.000Z';

afterEach(() => vi.unstubAllGlobals());

it('shows a submission’s answers read-only for the office, with the way back above and below them', async () => {
  const { queryClient } = stubSignedInApi((call) =>
    call.method === 'GET' && call.path.includes('q1')
      ? {
          status: 200,
          body: {
            _id: 'q1',
            kind: 'procurement-office',
            version: 2,
            meta: { state: 'SUBMITTED', stateUpdatedAt: at, organization: 'o1' },
            createdAt: at,
            updatedAt: at,
            submittedAt: at,
            general: { contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' },
          },
        }
      : undefined,
  );
  renderRoute(
    '/antworten',
    {
      path: '/antworten',
      Component: () => (
        <main>
          <SubmittedAnswersScreen
            kind="procurement-office"
            id="q1"
            backPath="/admin/organisation/o1/zertifizierungspfad/beschaffung"
            backLabel="Zurück zum Zertifizierungspfad der Organisation"
            evaluationPath="/auswertung"
          />
        </main>
      ),
    },
    { queryClient },
  );
  expect(await screen.findByRole('heading', { level: 1, name: 'Eingereichte Antworten' })).toBeTruthy();
  expect(screen.getByText(questionnaires['procurement-office'].title)).toBeTruthy();
  const back = screen.getAllByRole('link', { name: 'Zurück zum Zertifizierungspfad der Organisation' });
  expect(back).toHaveLength(2);
  // Above the answers, beside the evaluation's links, and at their end.
  expect(within(back[0]!.parentElement!).getByRole('link', { name: 'Auswertung ansehen' })).toBeTruthy();
  expect(screen.getByText('Eva Muster')).toBeTruthy();
  expect(await axeViolations()).toEqual([]);
});
