// Ratings on a phone (WCAG 2.2, 2.5.8): every step a target of at least 24 × 24 CSS px, the steps touching each other
// (a tap between two dots selects one of them, never nothing), and the ends of a scale named in full.
import { displayStepLabel, scales } from '@cert/domain';
import { TextInput } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderInBrowser } from '@/testing/render-in-browser';
import { RatingSlider } from '../rating-slider';

/** The width of a questionnaire's content column at 390 px (the page's side margins taken off). */
const PHONE_COLUMN_PX = 342;

function stepRects(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>('[data-step-index]')].map((step) =>
    step.getBoundingClientRect(),
  );
}

describe('rating steps on a phone', () => {
  for (const scale of Object.values(scales)) {
    for (const inMatrix of [true, false]) {
      it(`${scale.id} (${scale.steps.length} steps${inMatrix ? ', in a matrix' : ''}): 24 × 24 px targets without gaps, ends in full`, async () => {
        await page.viewport(390, 844);
        const view = renderInBrowser(
          <div style={{ width: PHONE_COLUMN_PX }} data-testid="spalte">
            <RatingSlider
              label="Aussage"
              steps={scale.steps}
              unknown={'unknown' in scale ? scale.unknown : undefined}
              value={null}
              onChange={() => undefined}
              endsNamedAbove={inMatrix}
            />
          </div>,
        );
        const rects = stepRects(view.container);
        expect(rects).toHaveLength(scale.steps.length);
        for (const [index, rect] of rects.entries()) {
          expect(rect.width, `step ${index} width`).toBeGreaterThanOrEqual(24);
          expect(rect.height, `step ${index} height`).toBeGreaterThanOrEqual(24);
          const next = rects[index + 1];
          if (next)
            expect(Math.abs(next.left - rect.right), `gap after step ${index}`).toBeLessThanOrEqual(0.5);
        }
        if (!inMatrix) {
          // The two ends are named below the dots, in full and inside the column (two lines where needed).
          const column = view.getByTestId('spalte').getBoundingClientRect();
          const ends = [...view.container.querySelectorAll<HTMLElement>('[aria-hidden="true"] > span')];
          // In full; a number keeps its unit with a no-break space.
          expect(ends.map((end) => end.textContent?.replace(/\u00a0/g, ' '))).toEqual([
            displayStepLabel(scale.steps[0]!.label),
            displayStepLabel(scale.steps.at(-1)!.label),
          ]);
          for (const end of ends) {
            const rect = end.getBoundingClientRect();
            expect(rect.width, end.textContent ?? '').toBeGreaterThan(10);
            expect(rect.left, end.textContent ?? '').toBeGreaterThanOrEqual(column.left);
            expect(rect.right, end.textContent ?? '').toBeLessThanOrEqual(column.right);
          }
          // Side by side, not on top of each other.
          expect(ends[0]!.getBoundingClientRect().right).toBeLessThanOrEqual(
            ends[1]!.getBoundingClientRect().left,
          );
        }
        view.unmount();
      });
    }
  }

  it('a rating question is labelled like the questions around it; only a matrix statement is smaller', async () => {
    await page.viewport(390, 844);
    const scale = Object.values(scales)[0]!;
    const labelSize = (inMatrix: boolean) => {
      const view = renderInBrowser(
        <div style={{ width: PHONE_COLUMN_PX }}>
          <RatingSlider
            label="Wie weit ist Ihr Produkt entwickelt?"
            steps={scale.steps}
            value={null}
            onChange={() => undefined}
            endsNamedAbove={inMatrix}
          />
        </div>,
      );
      const label = view.container.querySelector<HTMLElement>('.mantine-InputWrapper-label')!;
      const size = parseFloat(getComputedStyle(label).fontSize);
      view.unmount();
      return size;
    };
    // A question's label as every other field of the step has it: Mantine's input wrapper at the theme's size.
    const other = renderInBrowser(<TextInput label="Name des Produkts" />);
    const questionSize = parseFloat(
      getComputedStyle(other.container.querySelector<HTMLElement>('.mantine-InputWrapper-label')!).fontSize,
    );
    other.unmount();
    expect(labelSize(false)).toBe(questionSize);
    expect(labelSize(true)).toBeLessThan(questionSize);
  });
});
