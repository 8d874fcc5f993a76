import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { MonthField } from '../month-field';
import { renderWithMantine } from './render-with-mantine';

it('takes a month set from outside in place, keeping the focus, and leaves what is typed alone otherwise', async () => {
  const onChange = vi.fn();
  const view = renderWithMantine(<MonthField label="Von (Monat)" value="2026-03" onChange={onChange} />);
  const field = screen.getByRole('textbox', { name: /Von \(Monat\)/ });
  expect(field).toHaveProperty('value', '03.2026');
  await userEvent.clear(field);
  await userEvent.type(field, '13.2026');
  expect(onChange).toHaveBeenLastCalledWith(null);
  // The form echoes what the field said: the text typed stays.
  view.rerender(<MonthField label="Von (Monat)" value={null} onChange={onChange} />);
  expect(field).toHaveProperty('value', '13.2026');
  // Back, or the period an answer names: the same field shows it, still focused.
  view.rerender(<MonthField label="Von (Monat)" value="2025-01" onChange={onChange} />);
  expect(screen.getByRole('textbox', { name: /Von \(Monat\)/ })).toBe(field);
  expect(field).toHaveProperty('value', '01.2025');
  expect(document.activeElement).toBe(field);
});
