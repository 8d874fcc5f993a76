import { messages } from '@cert/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useControlledValue, type HarnessProps } from '@/testing/controlled';
import { RatingSlider, type RatingSliderProps } from '../rating-slider';
import { renderWithMantine } from './render-with-mantine';

const steps = [
  { value: 0, label: '<500 T€' },
  { value: 1, label: '500 T€ - 1 M€' },
  { value: 2, label: '>1 M€' },
];

function Harness({ initial = null, onValue, ...rest }: HarnessProps<RatingSliderProps, number>) {
  const field = useControlledValue(initial, onValue);
  return <RatingSlider label="Auftragsvolumen" steps={steps} {...rest} {...field} />;
}

const slider = () => screen.getByRole('slider', { name: 'Auftragsvolumen' });
/** A step's label inside the slider (a phone repeats the ends below it, hidden from screen readers). */
const stepLabel = (text: string) => within(slider()).getByText(text);

describe('RatingSlider', () => {
  it('starts with nothing selected and the placeholder', () => {
    renderWithMantine(<Harness />);
    expect(slider().getAttribute('aria-valuetext')).toBe(messages.sliderPlaceholder);
    expect(screen.getByText(messages.sliderPlaceholder)).toBeTruthy();
    expect(slider().getAttribute('aria-valuemin')).toBe('0');
    expect(slider().getAttribute('aria-valuemax')).toBe('2');
  });

  it('shows and announces step labels with the replacements', () => {
    renderWithMantine(<Harness initial={0} />);
    expect(slider().getAttribute('aria-valuetext')).toBe('weniger als 500 Tausend €');
    expect(slider().getAttribute('aria-valuenow')).toBe('0');
    // A unit stays on one line where the label wraps: "Millionen €" together, and "%" or "€" with its number
    // ("mindestens 1 %" wrapped before "%"); "Millionen €" may go below its number (a narrow step's room).
    expect(stepLabel('mehr als 1 Millionen €').textContent).toBe('mehr als 1 Millionen\u00a0€');
  });

  it('selects a step on click', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Harness onValue={onValue} />);
    await userEvent.click(stepLabel('mehr als 1 Millionen €'));
    expect(onValue).toHaveBeenLastCalledWith(2);
  });

  it('accepts only step values: anything else renders as unselected', () => {
    renderWithMantine(<Harness initial={7} />);
    expect(slider().getAttribute('aria-valuetext')).toBe(messages.sliderPlaceholder);
    expect(screen.getByText(messages.sliderPlaceholder)).toBeTruthy();
  });

  it('read-only disables it', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Harness initial={1} readOnly onValue={onValue} />);
    expect(slider().getAttribute('aria-disabled')).toBe('true');
    slider().focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(stepLabel('mehr als 1 Millionen €'));
    expect(onValue).not.toHaveBeenCalled();
    expect(slider().getAttribute('aria-valuetext')).toBe('500 Tausend € - 1 Millionen €');
  });

  it('shows its error only after a change or when forced', async () => {
    const { rerender } = renderWithMantine(<Harness error={messages.selectRequired} />);
    expect(screen.queryByText(messages.selectRequired)).toBeNull();
    rerender(<Harness error={messages.selectRequired} forceError />);
    expect(screen.getByText(messages.selectRequired)).toBeTruthy();
    expect(slider().getAttribute('aria-invalid')).toBe('true');
    expect(slider().getAttribute('aria-describedby')).toContain(screen.getByText(messages.selectRequired).id);

    rerender(<Harness error={messages.selectRequired} />);
    expect(screen.queryByText(messages.selectRequired)).toBeNull();
    slider().focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByText(messages.selectRequired)).toBeTruthy();
  });
});
