import type { LevelStatus } from '@cert/domain';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { JourneySummary } from '../journey-summary';
import { nextStep } from '../next-step';
import { renderRoute } from '@/testing/render-route';

/** In the app's providers and a router: its levels are links. */
const inPage = (ui: ReactElement) => renderRoute('/', { path: '/', Component: () => ui });

const path = (statuses: LevelStatus[]) =>
  [
    'Bronze: Beschaffungsstelle',
    'Bronze: Beschaffungsprojekt',
    'Silber: Beschaffungsstelle',
    'Silber: Beschaffungsprojekt',
    'Gold',
  ].map((name, index) => ({ name, status: statuses[index]!, opensAt: null }));

const said = (statuses: LevelStatus[], progress: string) => {
  const view = inPage(<JourneySummary progress={progress} next={nextStep(path(statuses))} />);
  const text = screen.getByText(/: .*(Stufe|Stufen)/).textContent;
  view.unmount();
  return text;
};

describe('what the journey names next', () => {
  it('names a level left behind the one reached as also open, not as the next step', () => {
    // Gold reached through the office's branch; the project's bronze was never done.
    expect(said(['done', 'open', 'done', 'done', 'done'], 'Gold')).toBe(
      'Außerdem offen: Bronze: Beschaffungsprojekt. Diese Stufe ist jetzt verfügbar.',
    );
  });

  it("names a provider's records still missing beside a case study in review", () => {
    const next = nextStep([
      { name: 'Professional', status: 'done', opensAt: null },
      {
        name: 'Practitioner',
        status: 'in-review',
        opensAt: null,
        missing: ['Innovationseintrag auf dem Marktplatz'],
      },
      { name: 'Expert', status: 'locked', opensAt: null },
    ]);
    inPage(<JourneySummary progress="Professional" next={next} />);
    expect(screen.getByText(/^Als Nächstes/).textContent).toBe(
      'Als Nächstes: Practitioner. Das Programmteam prüft Ihre Einreichung. Noch offen: Innovationseintrag auf dem Marktplatz.',
    );
  });

  it('says only the review when a level in review lacks nothing else', () => {
    const next = nextStep([
      { name: 'Practitioner', status: 'in-review', opensAt: null, missing: [] },
      { name: 'Expert', status: 'locked', opensAt: null },
    ]);
    inPage(<JourneySummary progress="Professional" next={next} />);
    expect(screen.getByText(/^Als Nächstes/).textContent).toBe(
      'Als Nächstes: Practitioner. Das Programmteam prüft Ihre Einreichung.',
    );
  });

  it('names the levels ahead as the next step, also where one of them lies behind', () => {
    expect(said(['done', 'open', 'open', 'locked', 'locked'], 'Bronze')).toBe(
      'Als Nächstes: Bronze: Beschaffungsprojekt oder Silber: Beschaffungsstelle. Diese Stufen sind jetzt verfügbar.',
    );
    expect(said(['done', 'open', 'done', 'locked', 'open'], 'Silber')).toBe(
      'Als Nächstes: Bronze: Beschaffungsprojekt oder Gold. Diese Stufen sind jetzt verfügbar.',
    );
  });
});
