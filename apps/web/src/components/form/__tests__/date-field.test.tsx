import { messages } from '@cert/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateField, type DateFieldProps } from '../date-field';
import { maskGermanDate } from '../date-mask';
import { renderWithMantine } from './render-with-mantine';

const today = new Date('2026-03-20T12:00:00Z');

function Harness(
  props: Partial<DateFieldProps> & { initial?: string | null; onValue?: (v: string | null) => void },
) {
  const { initial = null, onValue, ...rest } = props;
  const [value, setValue] = useState<string | null>(initial);
  return (
    <DateField
      label="Datum der Veranstaltung"
      today={today}
      {...rest}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe('maskGermanDate', () => {
  it('keeps digits only and inserts the dots', () => {
    expect(maskGermanDate('05032026')).toBe('05.03.2026');
    expect(maskGermanDate('0503')).toBe('05.03');
    expect(maskGermanDate('05')).toBe('05');
    expect(maskGermanDate('05a.0x3')).toBe('05.03');
    expect(maskGermanDate('0503202612')).toBe('05.03.2026');
  });
});

describe('DateField', () => {
  it('masks typed digits as DD.MM.YYYY and emits the ISO date', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Datum der Veranstaltung' });
    await userEvent.type(input, '05032026');
    expect((input as HTMLInputElement).value).toBe('05.03.2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-03-05');
  });

  it('shows the invalid-date message for 31.02.2026 only after blur', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Datum der Veranstaltung' });
    await userEvent.type(input, '3102');
    expect(screen.queryByText(messages.invalidDate)).toBeNull();
    await userEvent.type(input, '2026');
    expect((input as HTMLInputElement).value).toBe('31.02.2026');
    expect(screen.queryByText(messages.invalidDate)).toBeNull();
    expect(onValue).not.toHaveBeenCalledWith(expect.stringMatching(/\d/));
    await userEvent.tab();
    expect(screen.getByText(messages.invalidDate)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    // Correcting the entry clears the message at once.
    await userEvent.clear(input);
    await userEvent.type(input, '28022026');
    expect(screen.queryByText(messages.invalidDate)).toBeNull();
    expect(onValue).toHaveBeenLastCalledWith('2026-02-28');
  });

  it('shows an existing value as DD.MM.YYYY', () => {
    renderWithMantine(<Harness initial="2026-03-05" />);
    expect((screen.getByRole('textbox', { name: 'Datum der Veranstaltung' }) as HTMLInputElement).value).toBe(
      '05.03.2026',
    );
  });

  it('with recentOnly accepts only the 14 days back up to today', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Harness recentOnly onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Datum der Veranstaltung' });
    await userEvent.type(input, '05032026');
    await userEvent.tab();
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.getByText(/zwischen dem 06\.03\.2026 und dem 20\.03\.2026/)).toBeTruthy();
    await userEvent.clear(input);
    await userEvent.type(input, '06032026');
    expect(onValue).toHaveBeenLastCalledWith('2026-03-06');
    await userEvent.clear(input);
    await userEvent.type(input, '21032026');
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('offers only the window in the calendar and a "Heute" button', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Harness recentOnly onValue={onValue} />);
    await userEvent.click(screen.getByRole('button', { name: 'Kalender öffnen: Datum der Veranstaltung' }));
    const calendar = await screen.findByRole('dialog', { name: 'Kalender öffnen: Datum der Veranstaltung' });
    const day = (n: number) =>
      within(calendar)
        .getAllByRole('button')
        .find(
          (button) => button.textContent === String(n) && !button.hasAttribute('data-outside'),
        ) as HTMLButtonElement;
    // German calendar (dayjs locale de).
    expect(within(calendar).getByText('März 2026')).toBeTruthy();
    expect(day(5).disabled).toBe(true);
    expect(day(6).disabled).toBe(false);
    expect(day(20).disabled).toBe(false);
    expect(day(21).disabled).toBe(true);
    await userEvent.click(day(10));
    expect(onValue).toHaveBeenLastCalledWith('2026-03-10');
    expect((screen.getByRole('textbox', { name: 'Datum der Veranstaltung' }) as HTMLInputElement).value).toBe(
      '10.03.2026',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Kalender öffnen: Datum der Veranstaltung' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Heute' }));
    expect(onValue).toHaveBeenLastCalledWith('2026-03-20');
    expect((screen.getByRole('textbox', { name: 'Datum der Veranstaltung' }) as HTMLInputElement).value).toBe(
      '20.03.2026',
    );
  });

  it('read-only: the text cannot be changed and there is no calendar', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Harness readOnly initial="2026-03-05" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Datum der Veranstaltung' });
    expect(input.hasAttribute('readonly')).toBe(true);
    await userEvent.type(input, '1');
    expect((input as HTMLInputElement).value).toBe('05.03.2026');
    expect(onValue).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: /Kalender öffnen/ })).toBeNull();
  });

  it('shows a form error only after a change or when forced', async () => {
    const { rerender } = renderWithMantine(<Harness error={messages.selectRequired} />);
    expect(screen.queryByText(messages.selectRequired)).toBeNull();
    rerender(<Harness error={messages.selectRequired} forceError />);
    expect(screen.getByText(messages.selectRequired)).toBeTruthy();
  });

  it('marks a required field with the required attribute (asterisk via CSS)', () => {
    renderWithMantine(<Harness required />);
    expect(screen.getByRole('textbox', { name: 'Datum der Veranstaltung' }).hasAttribute('required')).toBe(
      true,
    );
  });

  it('is operable by keyboard: calendar opens with Enter, days by arrows, Escape returns focus', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Harness recentOnly initial="2026-03-10" onValue={onValue} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Datum der Veranstaltung' }));
    await userEvent.tab();
    const toggle = screen.getByRole('button', { name: 'Kalender öffnen: Datum der Veranstaltung' });
    expect(document.activeElement).toBe(toggle);
    await userEvent.keyboard('{Enter}');
    const calendar = await screen.findByRole('dialog', { name: 'Kalender öffnen: Datum der Veranstaltung' });
    expect(calendar.contains(document.activeElement)).toBe(true);
    // Tab reaches the selected day; arrows move by day, Enter picks.
    for (let i = 0; i < 8 && document.activeElement?.textContent !== '10'; i += 1) await userEvent.tab();
    expect(document.activeElement?.textContent).toBe('10');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('2026-03-12');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);

    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Kalender öffnen: Datum der Veranstaltung' });
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('follows a value set from outside (form reset)', () => {
    const { rerender } = renderWithMantine(
      <DateField label="Datum" value="2026-03-05" onChange={() => undefined} />,
    );
    rerender(<DateField label="Datum" value="2026-04-01" onChange={() => undefined} />);
    expect((screen.getByRole('textbox', { name: 'Datum' }) as HTMLInputElement).value).toBe('01.04.2026');
    rerender(<DateField label="Datum" value={null} onChange={() => undefined} />);
    expect((screen.getByRole('textbox', { name: 'Datum' }) as HTMLInputElement).value).toBe('');
  });
});
