// The date field in a real Chromium, operated by the keyboard alone (Tab to reach, keys to type and pick):
// vitest browser mode sends the keys through Playwright, so the caret, focus trap and default actions are real.
import { messages } from '@cert/domain';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { hasVisibleFocusRing } from '@/testing/focus-ring';
import { renderInBrowser } from '@/testing/render-in-browser';
import { useControlledValue, type HarnessProps } from '@/testing/controlled';
import { Dialog } from '@/components/ui/dialog';
import { DateField, type DateFieldProps } from '../date-field';

// "Today" for the 14-day window (docs/product.md §5): 06.03.2026 to 20.03.2026.
const today = new Date('2026-03-20T12:00:00Z');

function Harness({ initial = null, onValue, ...rest }: HarnessProps<DateFieldProps, string>) {
  const field = useControlledValue(initial, onValue);
  return (
    <form aria-label="Veranstaltung">
      <DateField label="Datum der Veranstaltung" today={today} {...rest} {...field} />
      <output data-testid="form-value">{field.value ?? 'leer'}</output>
      <button type="button">Weiter</button>
    </form>
  );
}

const input = page.getByRole('textbox', { name: 'Datum der Veranstaltung' });
const toggle = page.getByRole('button', { name: 'Kalender öffnen: Datum der Veranstaltung' });
const calendar = page.getByRole('dialog');
const formValue = page.getByTestId('form-value');
const day = (label: string) => page.getByRole('button', { name: label, exact: true });
const focused = () => document.activeElement as HTMLElement;

/** Presses Tab until the element whose text or aria-label is `name` has focus (the calendar traps focus). */
async function tabTo(name: string, max = 6) {
  const current = () => [focused().textContent, focused().getAttribute('aria-label')];
  for (let i = 0; i < max && !current().includes(name); i += 1) await userEvent.tab();
  expect(current()).toContain(name);
}

/** From the start of the page: Tab to the input, Tab to the calendar button, Enter; focus moves into the calendar. */
async function openCalendar() {
  await userEvent.tab();
  await userEvent.tab();
  await expect.element(toggle).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await expect.element(calendar).toBeVisible();
  await expect.poll(() => calendar.element().contains(focused())).toBe(true);
}

describe('DateField in Chromium, keyboard only', () => {
  it('masks typed digits as DD.MM.YYYY and hands the ISO date to the form', async () => {
    const onValue = vi.fn();
    renderInBrowser(<Harness onValue={onValue} />);
    await userEvent.tab();
    await expect.element(input).toHaveFocus();
    expect(hasVisibleFocusRing(input.element())).toBe(true);
    await userEvent.keyboard('0503');
    await expect.element(input).toHaveValue('05.03');
    await userEvent.keyboard('2026');
    await expect.element(input).toHaveValue('05.03.2026');
    await expect.element(formValue).toHaveTextContent('2026-03-05');
    expect(onValue).toHaveBeenLastCalledWith('2026-03-05');

    // Deleting backwards does not get stuck on a dot; an incomplete date empties the form value.
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}{Backspace}');
    await expect.element(input).toHaveValue('05.03');
    await expect.element(formValue).toHaveTextContent('leer');
    await userEvent.keyboard('{Backspace}');
    await expect.element(input).toHaveValue('05.0');

    // Typing the dots oneself gives the same result; the mask stops after eight digits.
    await userEvent.keyboard('{Backspace}{Backspace}{Backspace}');
    await expect.element(input).toHaveValue('');
    await userEvent.keyboard('12.03.2026999');
    await expect.element(input).toHaveValue('12.03.2026');
    await expect.element(formValue).toHaveTextContent('2026-03-12');
  });

  it('shows the invalid-date message after blur, not while typing', async () => {
    renderInBrowser(<Harness />);
    await userEvent.tab();
    await userEvent.keyboard('31022026');
    await expect.element(input).toHaveValue('31.02.2026');
    expect(page.getByText(messages.invalidDate).query()).toBeNull();
    await expect.element(formValue).toHaveTextContent('leer');

    await userEvent.tab();
    await expect.element(input).not.toHaveFocus();
    await expect.element(page.getByText(messages.invalidDate)).toBeVisible();
    await expect.element(input).toHaveAttribute('aria-invalid', 'true');
    await expect.element(input).toHaveAccessibleDescription(expect.stringContaining(messages.invalidDate));

    // Correcting the entry takes the message away at once and hands the date to the form.
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect.element(input).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}28022026');
    await expect.element(input).toHaveValue('28.02.2026');
    expect(page.getByText(messages.invalidDate).query()).toBeNull();
    await expect.element(formValue).toHaveTextContent('2026-02-28');
  });

  it('opens the calendar with Enter, offers only the 14-day window and picks a day with arrows and Enter', async () => {
    const onValue = vi.fn();
    renderInBrowser(<Harness recentOnly onValue={onValue} />);
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(toggle).toHaveFocus();
    expect(hasVisibleFocusRing(toggle.element())).toBe(true);
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await expect.element(calendar).toBeVisible();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    // Focus moved into the calendar (German locale) and stays there.
    await expect.poll(() => calendar.element().contains(focused())).toBe(true);
    await expect.element(calendar.getByText('März 2026')).toBeVisible();

    await expect.element(day('5. März 2026')).toBeDisabled();
    await expect.element(day('6. März 2026')).toBeEnabled();
    await expect.element(day('20. März 2026')).toBeEnabled();
    await expect.element(day('21. März 2026')).toBeDisabled();

    // The first day of the window is the calendar's tab stop; arrows cannot leave the window.
    await tabTo('6');
    expect(hasVisibleFocusRing(focused())).toBe(true);
    await userEvent.keyboard('{ArrowLeft}');
    expect(focused().getAttribute('aria-label')).toBe('6. März 2026');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(focused().getAttribute('aria-label')).toBe('20. März 2026');
    await userEvent.keyboard('{ArrowRight}');
    expect(focused().getAttribute('aria-label')).toBe('20. März 2026');
    await userEvent.keyboard('{ArrowUp}{ArrowRight}{ArrowRight}');
    expect(focused().getAttribute('aria-label')).toBe('15. März 2026');

    await userEvent.keyboard('{Enter}');
    await expect.element(calendar).not.toBeInTheDocument();
    await expect.element(input).toHaveValue('15.03.2026');
    await expect.element(formValue).toHaveTextContent('2026-03-15');
    expect(onValue).toHaveBeenLastCalledWith('2026-03-15');
    // Focus returns to the button that opened the calendar.
    await expect.element(toggle).toHaveFocus();
  });

  it('opens the calendar with the focus on the chosen day, else on today, where the arrow keys go on', async () => {
    const chosen = renderInBrowser(<Harness initial="2026-03-10" />);
    await openCalendar();
    await expect.poll(() => focused().getAttribute('aria-label')).toBe('10. März 2026');
    await userEvent.keyboard('{ArrowRight}');
    expect(focused().getAttribute('aria-label')).toBe('11. März 2026');
    chosen.unmount();
    const none = renderInBrowser(<Harness />);
    await openCalendar();
    await expect.poll(() => focused().getAttribute('aria-label')).toBe('20. März 2026');
    none.unmount();
    // A chosen day outside the days offered (disabled, it takes no focus): today.
    renderInBrowser(<Harness recentOnly initial="2026-01-10" />);
    await openCalendar();
    await expect.poll(() => focused().getAttribute('aria-label')).toBe('20. März 2026');
  });

  it('reaches window days in the previous month by keyboard when the window crosses a month boundary', async () => {
    // Today 05.03.2026: the window is 19.02.2026 to 05.03.2026.
    renderInBrowser(<Harness recentOnly today={new Date('2026-03-05T12:00:00Z')} />);
    await openCalendar();
    await expect.element(calendar.getByText('März 2026')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Nächster Monat' })).toBeDisabled();
    await tabTo('Vorheriger Monat');
    await userEvent.keyboard('{Enter}');
    await expect.element(calendar.getByText('Februar 2026')).toBeVisible();
    // The window begins in February, so "Vorheriger Monat" is now disabled: the focus stays in the calendar, on
    // the month's title, instead of falling out of it.
    await expect.element(page.getByRole('button', { name: 'Vorheriger Monat' })).toBeDisabled();
    await expect.poll(() => focused().textContent).toBe('Februar 2026');
    await expect.element(day('18. Februar 2026')).toBeDisabled();
    await expect.element(day('19. Februar 2026')).toBeEnabled();
    // The February grid ends with 01.03.2026, which lies in the window.
    await expect.element(day('1. März 2026')).toBeEnabled();

    // Tab leads from the header to the month's tab stop, the first day of the window.
    await tabTo('19');
    await userEvent.keyboard('{ArrowLeft}');
    expect(focused().getAttribute('aria-label')).toBe('19. Februar 2026');
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect.element(calendar).not.toBeInTheDocument();
    await expect.element(input).toHaveValue('20.02.2026');
    await expect.element(formValue).toHaveTextContent('2026-02-20');
  });

  it('reaches the "Heute" button by Tab and sets today with Enter', async () => {
    renderInBrowser(<Harness recentOnly />);
    await openCalendar();
    await tabTo('Heute');
    expect(hasVisibleFocusRing(focused())).toBe(true);
    await userEvent.keyboard('{Enter}');
    await expect.element(calendar).not.toBeInTheDocument();
    await expect.element(input).toHaveValue('20.03.2026');
    await expect.element(formValue).toHaveTextContent('2026-03-20');
    await expect.element(toggle).toHaveFocus();
  });

  it('closes the calendar with Escape without a change; focus returns to the calendar button', async () => {
    const onValue = vi.fn();
    renderInBrowser(<Harness recentOnly initial="2026-03-10" onValue={onValue} />);
    await openCalendar();
    // With a value, the selected day is the calendar's tab stop.
    await tabTo('10');
    await userEvent.keyboard('{ArrowRight}{Escape}');
    await expect.element(calendar).not.toBeInTheDocument();
    await expect.element(toggle).toHaveFocus();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(input).toHaveValue('10.03.2026');
    expect(onValue).not.toHaveBeenCalled();
  });

  it.each([
    ['in the calendar', false],
    ['left for the page (a click on its background)', true],
  ])(
    'inside a dialog, Escape with the focus %s closes the calendar and leaves the dialog with what was entered',
    async (_where, blurred) => {
      const onClose = vi.fn();
      renderInBrowser(
        <Dialog opened onClose={onClose} title="Teilnahme melden">
          <Harness recentOnly initial="2026-03-10" />
        </Dialog>,
      );
      await toggle.click();
      const picker = page.getByRole('dialog', { name: 'Kalender öffnen: Datum der Veranstaltung' });
      // The calendar takes the focus once open.
      await vi.waitFor(() => expect(picker.element().contains(document.activeElement)).toBe(true));
      if (blurred) {
        (document.activeElement as HTMLElement).blur();
        expect(document.activeElement).toBe(document.body);
      }
      await userEvent.keyboard('{Escape}');
      await expect.element(picker).not.toBeInTheDocument();
      await expect.element(toggle).toHaveFocus();
      await expect.element(page.getByRole('dialog', { name: 'Teilnahme melden' })).toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
      // With the calendar closed, Escape is the dialog's again.
      await userEvent.keyboard('{Escape}');
      await vi.waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    },
  );
});
