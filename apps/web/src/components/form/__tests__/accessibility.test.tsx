import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
// axe-core comes with @axe-core/playwright (root devDependency); jsdom has no layout, so contrast is left out.
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { DateField } from '../date-field';
import { DocumentLink } from '../document-link';
import { RatingSlider } from '../rating-slider';
import { renderWithMantine } from './render-with-mantine';

async function violations() {
  const result = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((n) => n.html).join(' | ')}`,
  );
}

const steps = [
  { value: 0, label: '<500 T€' },
  { value: 1, label: '>500 T€' },
];

describe('form components under axe-core', () => {
  it('rating slider, empty, selected, read-only and with an error', async () => {
    renderWithMantine(
      <main>
        <RatingSlider label="Leer" steps={steps} value={null} onChange={() => undefined} required />
        <RatingSlider label="Gewählt" steps={steps} value={1} onChange={() => undefined} />
        <RatingSlider label="Lesen" steps={steps} value={0} onChange={() => undefined} readOnly />
        <RatingSlider
          label="Fehler"
          steps={steps}
          value={null}
          onChange={() => undefined}
          error="Bitte treffen Sie eine Auswahl"
          forceError
        />
      </main>,
    );
    expect(await violations()).toEqual([]);
  });

  it('date field, with the calendar open, and a document link', async () => {
    renderWithMantine(
      <main>
        <DateField label="Datum" value={null} onChange={() => undefined} recentOnly required />
        <DateField label="Gelesen" value="2026-03-05" onChange={() => undefined} readOnly />
        <DocumentLink href="/bericht.pdf">Workshopbericht</DocumentLink>
      </main>,
    );
    expect(await violations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Kalender öffnen: Datum' }));
    await screen.findByRole('button', { name: 'Heute' });
    expect(await violations()).toEqual([]);
  });
});
