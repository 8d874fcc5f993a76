// The choice between two answers of one field and the save status, in Chromium: axe-core with colour contrast, the
// keyboard, a phone's width.
import { questionnaires } from '@cert/domain';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { SaveStatus } from '../use-draft-form';
import { fieldId } from '@/components/answer-form';
import { renderInBrowser } from '@/testing/render-in-browser';
import { AnswerConflictChoice } from '../local-copy-notice';
import { SaveState } from '../save-state';

const { definition } = questionnaires['procurement-office'];
const contactName = definition.steps[0]!.fields.find((field) => field.key === 'contactName')!;

async function violations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

describe('AnswerConflictChoice', () => {
  it('names the field with both answers in words, passes axe at 1280 and 390 px, and is decided by keyboard', async () => {
    const conflict = { section: 'general', key: 'contactName', mine: 'Eva Beispiel', theirs: 'Eva Muster' };
    const keepMine = vi.fn();
    renderInBrowser(
      <main>
        <AnswerConflictChoice
          conflict={conflict}
          field={contactName}
          onKeepMine={keepMine}
          onKeepSaved={() => undefined}
        />
      </main>,
    );
    const choice = page.getByRole('group', { name: /Zwei Angaben zu „Name der Ansprechperson“/ });
    await expect.element(choice).toBeVisible();
    await expect.element(choice.getByText('Gespeichert: Eva Muster')).toBeVisible();
    await expect.element(choice.getByText('Ihre Angabe: Eva Beispiel')).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.viewport(390, 844);
    expect(await violations()).toEqual([]);
    // On a phone nothing sticks out of the box.
    expect(choice.element().scrollWidth).toBeLessThanOrEqual(choice.element().clientWidth);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(keepMine).toHaveBeenCalledWith(conflict);
  });
});

describe('the focus after a choice', () => {
  const goals = definition.steps
    .flatMap((step) => step.fields)
    .find((field) => field.key === 'consideredStrategicGoals')!;
  const [first, second] = goals.kind === 'checklist' ? goals.items : [];
  const conflict = {
    section: 'strategicGoals',
    key: 'consideredStrategicGoals',
    item: second!.key,
    mine: 1,
    theirs: 0,
  };

  /** The step with the choice, and with the checklist's items unless the condition hides the field. */
  function renderChoice({ fieldShown }: { fieldShown: boolean }) {
    renderInBrowser(
      <main>
        <h1>Strategische Ziele</h1>
        {fieldShown
          ? [first!, second!].map((item, index) => (
              <input
                key={item.key}
                type="checkbox"
                id={fieldId(conflict.section, conflict.key, item.key)}
                aria-label={`Ziel ${index + 1}`}
              />
            ))
          : null}
        <AnswerConflictChoice
          conflict={conflict}
          field={goals}
          onKeepMine={() => undefined}
          onKeepSaved={() => undefined}
        />
      </main>,
    );
  }

  it('goes to the item decided, not the first of its list: the choice left with its buttons', async () => {
    renderChoice({ fieldShown: true });
    await page.getByRole('button', { name: 'Meine Angabe übernehmen' }).click();
    expect(document.activeElement?.id).toBe(fieldId(conflict.section, conflict.key, second!.key));
  });

  it('goes to the page heading when its field is hidden by its condition', async () => {
    renderChoice({ fieldShown: false });
    await page.getByRole('button', { name: 'Gespeicherte behalten' }).click();
    expect(document.activeElement?.tagName).toBe('H1');
  });
});

describe('SaveState', () => {
  const statuses: SaveStatus[] = [
    { kind: 'new' },
    { kind: 'unsaved' },
    { kind: 'saving' },
    { kind: 'saved', at: new Date().toISOString(), by: 'Erika Kollegin' },
    { kind: 'offline' },
    { kind: 'unreachable', retryAt: Date.now() + 8000 },
    { kind: 'refused', reason: 'Keine aktive Organisation' },
  ];

  it('says every state in words that pass axe, also with conflicts, and fit a phone on at most three lines', async () => {
    for (const width of [1280, 390]) {
      await page.viewport(width, 844);
      for (const status of statuses) {
        const view = renderInBrowser(
          <main>
            <SaveState
              status={status}
              conflicts={{ count: 2, href: '#abweichung-general-contactName' }}
              onRetry={() => undefined}
            />
          </main>,
        );
        const bar = view.container.querySelector('p')!.parentElement!;
        expect(await violations(), `${status.kind} at ${width} px`).toEqual([]);
        // A pixel's rounding aside, nothing sticks out.
        expect(bar.scrollWidth, `${status.kind} at ${width} px`).toBeLessThanOrEqual(bar.clientWidth + 1);
        expect(bar.getBoundingClientRect().height, `${status.kind} at ${width} px`).toBeLessThan(90);
        view.unmount();
      }
    }
  });

  it('announces trouble and its end, and a new conflict, but not a routine save while typing', async () => {
    const at = new Date().toISOString();
    const view = renderInBrowser(<SaveState status={{ kind: 'unsaved' }} />);
    const announced = () => view.container.querySelector('[role="status"]')!.textContent;
    view.rerender(<SaveState status={{ kind: 'saving' }} />);
    view.rerender(<SaveState status={{ kind: 'saved', at, by: null }} />);
    expect(announced()).toBe('');
    view.rerender(<SaveState status={{ kind: 'offline' }} />);
    await expect.poll(announced).toContain('Offline');
    view.rerender(<SaveState status={{ kind: 'saved', at, by: null }} />);
    await expect.poll(announced).toContain('Gespeichert um');
    view.rerender(
      <SaveState status={{ kind: 'saved', at, by: null }} conflicts={{ count: 1, href: '#x' }} />,
    );
    await expect.poll(announced).toContain('1 Angabe zu klären');
    await expect.element(page.getByRole('link', { name: '1 Angabe zu klären' })).toBeVisible();
    // Decided one by one: the region no longer holds a conflict that the bar no longer shows.
    const withConflicts = (count: number) => (
      <SaveState status={{ kind: 'saved', at, by: null }} conflicts={{ count, href: '#x' }} />
    );
    view.rerender(withConflicts(2));
    await expect.poll(announced).toContain('2 Angaben zu klären');
    view.rerender(withConflicts(1));
    view.rerender(withConflicts(0));
    await expect.poll(announced).toBe('');
  });

  it('keeps the field being typed in clear of the bar when the status grows by a line on a phone (WCAG 2.4.11)', async () => {
    await page.viewport(390, 844);
    const form = (status: SaveStatus) => (
      <main>
        <SaveState status={status} />
        <div style={{ height: 1500 }} />
        <input aria-label="Telefonnummer" />
        <div style={{ height: 1500 }} />
      </main>
    );
    const view = renderInBrowser(form({ kind: 'unsaved' }));
    const bar = view.container.querySelector<HTMLElement>('[data-save-state]')!;
    const field = page.getByRole('textbox', { name: 'Telefonnummer' }).element() as HTMLInputElement;
    field.focus();
    // Typing in a field just below the bar, which sticks to the top of the window.
    window.scrollBy(0, field.getBoundingClientRect().top - bar.getBoundingClientRect().bottom - 2);
    expect(bar.getBoundingClientRect().top).toBe(0);
    const oneLine = bar.getBoundingClientRect().height;
    view.rerender(form({ kind: 'offline' }));
    await expect.poll(() => bar.getBoundingClientRect().height).toBeGreaterThan(oneLine + 10);
    await expect
      .poll(() => field.getBoundingClientRect().top)
      .toBeGreaterThanOrEqual(bar.getBoundingClientRect().bottom);
    // And what a link or the keyboard scrolls to next stops below the taller bar too.
    expect(parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)).toBeGreaterThan(
      bar.getBoundingClientRect().height,
    );
    view.unmount();
    expect(document.documentElement.style.getPropertyValue('--save-state-height')).toBe('');
  });
});
