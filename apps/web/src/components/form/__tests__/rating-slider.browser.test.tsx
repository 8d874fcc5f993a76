// The rating slider in a real Chromium, operated by the keyboard alone (Tab to reach, keys to operate):
// vitest browser mode sends the keys through Playwright, so focus, :focus-visible and default actions are real.
import { messages, scales } from '@cert/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { hasVisibleFocusRing } from '@/testing/focus-ring';
import { renderInBrowser } from '@/testing/render-in-browser';
import { useControlledValue, type HarnessProps } from '@/testing/controlled';
import { RatingSlider, type RatingSliderProps } from '../rating-slider';

// Step values deliberately differ from the indexes: the form must receive the step's value.
const steps = [
  { value: 10, label: '<500 T€' },
  { value: 20, label: '500 T€ - 1 M€' },
  { value: 30, label: '>1 M€' },
];

function Harness({ initial = null, onValue, ...rest }: HarnessProps<RatingSliderProps, number>) {
  const field = useControlledValue(initial, onValue);
  return (
    <form aria-label="Fragebogen">
      <RatingSlider label="Auftragsvolumen" steps={steps} {...rest} {...field} />
      <output data-testid="form-value">{field.value === null ? 'leer' : String(field.value)}</output>
    </form>
  );
}

const slider = page.getByRole('slider', { name: 'Auftragsvolumen' });
const formValue = page.getByTestId('form-value');

describe('RatingSlider in Chromium, keyboard only', () => {
  it('is reached with Tab, shows a visible focus ring and the placeholder before any value', async () => {
    renderInBrowser(<Harness />);
    await expect.element(slider).toHaveAttribute('aria-valuetext', messages.sliderPlaceholder);
    await expect.element(page.getByText(messages.sliderPlaceholder)).toBeVisible();

    await userEvent.tab();
    await expect.element(slider).toHaveFocus();
    expect(hasVisibleFocusRing(slider.element())).toBe(true);
  });

  it('moves through the step values only: arrows, Home and End; the form receives the step value', async () => {
    const onValue = vi.fn();
    renderInBrowser(<Harness onValue={onValue} />);
    await userEvent.tab();
    await expect.element(slider).toHaveFocus();

    // From no selection the first arrow selects the first step.
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(slider).toHaveAttribute('aria-valuetext', 'weniger als 500 Tausend €');
    await expect.element(formValue).toHaveTextContent('10');
    expect(onValue).toHaveBeenLastCalledWith(10);

    await userEvent.keyboard('{ArrowRight}');
    await expect.element(slider).toHaveAttribute('aria-valuetext', '500 Tausend € - 1 Millionen €');
    await expect.element(slider).toHaveAttribute('aria-valuenow', '1');
    expect(onValue).toHaveBeenLastCalledWith(20);

    // At the end it stays on the last step.
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    await expect.element(slider).toHaveAttribute('aria-valuetext', 'mehr als 1 Millionen €');
    await expect.element(formValue).toHaveTextContent('30');

    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(formValue).toHaveTextContent('20');
    await userEvent.keyboard('{Home}');
    await expect.element(formValue).toHaveTextContent('10');
    await userEvent.keyboard('{ArrowLeft}');
    await expect.element(formValue).toHaveTextContent('10');
    await userEvent.keyboard('{End}');
    await expect.element(formValue).toHaveTextContent('30');
    await expect.element(slider).toHaveAttribute('aria-valuenow', '2');

    // Every value the form ever received was a step value, and the keys did not scroll the page.
    expect(onValue.mock.calls.map(([value]) => value)).toEqual([10, 20, 30, 20, 10, 30]);
    await expect.element(slider).toHaveFocus();
  });

  it('says the chosen step once: under its dot when every step is named, in a line below the dots on a phone', async () => {
    renderInBrowser(<Harness />);
    const line = page.getByTestId(`${slider.element().id}-current`);
    try {
      await page.viewport(1280, 800);
      // Nothing chosen yet: the line asks for a choice.
      await expect.element(line).toHaveTextContent(messages.sliderPlaceholder);
      await expect.element(line).toBeVisible();
      await userEvent.tab();
      await userEvent.keyboard('{ArrowRight}');
      await expect.element(slider).toHaveAttribute('aria-valuetext', 'weniger als 500 Tausend €');
      // The step's own label under its dot says it; the line below the scale does not repeat it.
      const chosen = slider.element().querySelector('[data-selected]')!;
      expect(chosen.textContent).toContain('500');
      await expect.element(page.elementLocator(chosen.lastElementChild!)).toBeVisible();
      await expect.element(line).not.toBeVisible();
      await page.viewport(390, 844);
      await expect.element(line).toBeVisible();
      await expect.element(line).toHaveTextContent('weniger als 500 Tausend €');
    } finally {
      await page.viewport(414, 896);
    }
  });

  it.each(Object.values(scales).map((scale) => [scale.id, scale.steps] as const))(
    'names every step of the %s scale within its own width in the form column at 1280 px: no label runs into the next',
    async (_id, scaleSteps) => {
      try {
        await page.viewport(1280, 800);
        // The form column's width at 1280 px, beside the step list.
        renderInBrowser(
          <div style={{ width: 752 }}>
            <RatingSlider label="Skala" steps={scaleSteps} value={null} onChange={() => {}} />
          </div>,
        );
        const scaleSlider = page.getByRole('slider', { name: 'Skala' }).element();
        for (const step of scaleSlider.querySelectorAll<HTMLElement>('[data-step-index]')) {
          const own = step.getBoundingClientRect();
          const label = step.lastElementChild!.getBoundingClientRect();
          expect(label.left, step.textContent!).toBeGreaterThanOrEqual(own.left - 0.5);
          expect(label.right, step.textContent!).toBeLessThanOrEqual(own.right + 0.5);
          expect(step.lastElementChild!.scrollWidth, step.textContent!).toBeLessThanOrEqual(
            step.lastElementChild!.clientWidth,
          );
        }
      } finally {
        await page.viewport(414, 896);
      }
    },
  );

  it('"Keine Angabe möglich" is a choice of its own after the slider: no key of the slider reaches it', async () => {
    const onValue = vi.fn();
    renderInBrowser(<Harness unknown={{ value: -100, label: 'Keine Angabe möglich' }} onValue={onValue} />);
    const unknown = page.getByRole('checkbox', { name: 'Keine Angabe möglich' });
    await userEvent.tab();
    await expect.element(slider).toHaveFocus();
    // End and one arrow too many stay on the top of the scale.
    await userEvent.keyboard('{End}{ArrowRight}{ArrowUp}');
    await expect.element(formValue).toHaveTextContent('30');
    await expect.element(unknown).not.toBeChecked();
    // Chosen deliberately: Tab to it, Space.
    await userEvent.tab();
    await expect.element(unknown).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(unknown).toBeChecked();
    await expect.element(formValue).toHaveTextContent('-100');
    await expect.element(slider).toHaveAttribute('aria-valuetext', 'Keine Angabe möglich');
    // A step chosen afterwards takes it back; taking it back by itself brings back the step chosen before it
    // (ticked by mistake, nothing is answered twice), or none.
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(formValue).toHaveTextContent('10');
    await expect.element(unknown).not.toBeChecked();
    await userEvent.click(unknown);
    await expect.element(formValue).toHaveTextContent('-100');
    await userEvent.click(unknown);
    await expect.element(formValue).toHaveTextContent('10');
    expect(onValue.mock.calls.map(([value]) => value)).toEqual([30, -100, 10, -100, 10]);
  });

  it('"Keine Angabe möglich" ticked before any step and taken back leaves the rating unanswered', async () => {
    renderInBrowser(<Harness unknown={{ value: -100, label: 'Keine Angabe möglich' }} />);
    const unknown = page.getByRole('checkbox', { name: 'Keine Angabe möglich' });
    await userEvent.click(unknown);
    await expect.element(formValue).toHaveTextContent('-100');
    await userEvent.click(unknown);
    await expect.element(formValue).toHaveTextContent('leer');
    await expect.element(slider).toHaveAttribute('aria-valuetext', messages.sliderPlaceholder);
  });

  it('read-only: reachable, but no key changes the value', async () => {
    const onValue = vi.fn();
    renderInBrowser(<Harness initial={20} readOnly onValue={onValue} />);
    await userEvent.tab();
    await expect.element(slider).toHaveFocus();
    await expect.element(slider).toHaveAttribute('aria-readonly', 'true');
    await userEvent.keyboard('{ArrowRight}{End}{Home}{ArrowLeft}');
    await expect.element(slider).toHaveAttribute('aria-valuetext', '500 Tausend € - 1 Millionen €');
    await expect.element(formValue).toHaveTextContent('20');
    expect(onValue).not.toHaveBeenCalled();
  });
});
