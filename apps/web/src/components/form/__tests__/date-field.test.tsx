import { messages } from '@cert/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useControlledValue, type HarnessProps } from '@/testing/controlled';
import { DateField, type DateFieldProps } from '../date-field';
import { maskGermanDate, withFullYear } from '../date-mask';
import { renderWithMantine } from './render-with-mantine';

const today = new Date('2026-03-20T12:00:00Z');

function Harness({ initial = null, onValue, ...rest }: HarnessProps<DateFieldProps, string>) {
  const field = useControlledValue(initial, onValue);
  return <DateField label="Datum der Veranstaltung" today={today} {...rest} {...field} />;
}

describe('maskGermanDate', () => {
  it('keeps digits only and inserts the dots', () => {
    expect(maskGermanDate('05032026')).toBe('05.03.2026');
    expect(maskGermanDate('0503')).toBe('05.03');
    expect(maskGermanDate('05')).toBe('05');
    expect(maskGermanDate('05a.0x3')).toBe('05.03');
    expect(maskGermanDate('0503202612')).toBe('05.03.2026');
  });

  it('takes what people paste or type otherwise: ISO dates, single-digit days and months', () => {
    expect(maskGermanDate('2026-11-26')).toBe('26.11.2026');
    expect(maskGermanDate('2026-11-26T10:00:00Z')).toBe('26.11.2026');
    expect(maskGermanDate('2026-3-05')).toBe('05.03.2026');
    // An ISO date typed key by key: the mask had made "20.26" of its first four digits.
    expect(maskGermanDate('20.26-')).toBe('2026-');
    expect(maskGermanDate('2026-11-2')).toBe('2026-11-2');
    // No day of the calendar: kept as typed, not turned into 45.13.2026 (issue 37); the field says it is invalid.
    expect(maskGermanDate('2026-13-45')).toBe('2026-13-45');
    expect(maskGermanDate('2026-02-30')).toBe('2026-02-30');
    expect(maskGermanDate('1.2.2026')).toBe('01.02.2026');
    expect(maskGermanDate('1.')).toBe('01');
    expect(maskGermanDate('05.032')).toBe('05.03.2');
    expect(maskGermanDate('05.')).toBe('05');
    expect(withFullYear('26.11.26')).toBe('26.11.2026');
    expect(withFullYear('26.11.2026')).toBe('26.11.2026');
  });
});

describe('DateField', () => {
  it('shows an existing value as DD.MM.YYYY', () => {
    renderWithMantine(<Harness initial="2026-03-05" />);
    expect((screen.getByRole('textbox', { name: 'Datum der Veranstaltung' }) as HTMLInputElement).value).toBe(
      '05.03.2026',
    );
  });

  it('takes an ISO date typed or pasted and a two-digit year, and shows them as DD.MM.YYYY', async () => {
    const onValue = vi.fn();
    renderWithMantine(<Harness onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Datum der Veranstaltung' }) as HTMLInputElement;
    await userEvent.type(input, '2026-11-26');
    expect(input.value).toBe('26.11.2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-26');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste('2026-03-05');
    expect(input.value).toBe('05.03.2026');
    expect(onValue).toHaveBeenLastCalledWith('2026-03-05');
    await userEvent.clear(input);
    await userEvent.type(input, '26.11.26');
    expect(onValue).toHaveBeenLastCalledWith('2026-11-26');
    await userEvent.tab();
    expect(input.value).toBe('26.11.2026');
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
