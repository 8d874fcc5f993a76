import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '@/components/form/__tests__/render-with-mantine';
import { LevelCard, LevelPath, LevelPathStep, RetentionCountdown } from '..';

// 10:00 in Berlin on 24 November 2026.
const now = new Date('2026-11-24T09:00:00.000Z');

describe('journey components', () => {
  it('shows a waiting level with its opening day and the days left', () => {
    renderWithMantine(
      <LevelCard
        title="Silber"
        level={{ status: 'waiting', completedAt: null, opensAt: '2026-12-06' }}
        now={now}
      >
        <p>Workshop</p>
      </LevelCard>,
    );
    const card = screen.getByRole('article', { name: 'Silber' });
    expect(within(card).getByText('Wartezeit')).toBeTruthy();
    expect(card.textContent).toContain('Verfügbar ab dem 06.12.2026 (noch 12 Tage)');
    expect(card.textContent).toContain('Workshop');
  });

  it('shows a done level with its day and no opening day', () => {
    renderWithMantine(
      <LevelCard
        title="Bronze"
        level={{ status: 'done', completedAt: '2026-10-01', opensAt: null }}
        now={now}
      />,
    );
    const card = screen.getByRole('article', { name: 'Bronze' });
    expect(card.textContent).toContain('Abgeschlossen');
    expect(card.textContent).toContain('Abgeschlossen am 01.10.2026');
    expect(card.textContent).not.toContain('Verfügbar ab');
  });

  it('orders the levels and marks done ones', () => {
    renderWithMantine(
      <LevelPath label="Stufen">
        <LevelPathStep title="Bronze" position={1} status="done">
          <span>a</span>
        </LevelPathStep>
        <LevelPathStep title="Silber" position={2} status="open">
          <span>b</span>
        </LevelPathStep>
      </LevelPath>,
    );
    const items = within(screen.getByRole('list', { name: 'Stufen' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['✓Bronzea', '2Silberb']);
  });

  it('counts the retention down only while it runs', () => {
    const { rerender } = renderWithMantine(
      <RetentionCountdown
        retention={{
          currentIsFailed: true,
          isInRetention: true,
          endDate: '2027-02-20',
          daysLeft: 1,
          duration: { months: 3, weeks: 0 },
        }}
      />,
    );
    expect(screen.getByText(/Wartefrist/).textContent).toBe(
      'Wartefrist nach nicht bestandenem Ergebnis bis zum 20.02.2027 (noch 1 Tag)',
    );
    rerender(
      <RetentionCountdown
        retention={{
          currentIsFailed: true,
          isInRetention: false,
          endDate: '2027-02-20',
          daysLeft: 0,
          duration: { months: 3, weeks: 0 },
        }}
      />,
    );
    expect(screen.queryByText(/Wartefrist/)).toBeNull();
  });
});
