// axe-core in a real Chromium: layout exists, so colour contrast and target sizes are checked too, with the WCAG 2.2
// AA rule set of the end-to-end tests.
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderInBrowser } from '@/testing/render-in-browser';
import { DateField } from '../date-field';
import { DocumentLink } from '../document-link';
import { RatingSlider } from '../rating-slider';

async function violations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

/** WCAG's contrast ratio of two opaque `rgb(r, g, b)` colours as getComputedStyle gives them. */
function contrast(foreground: string, background: string): number {
  const luminance = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

const steps = [
  { value: 0, label: '<500 T€' },
  { value: 1, label: '500 T€ - 1 M€' },
  { value: 2, label: '>1 M€' },
];

describe('form components under axe-core in Chromium', () => {
  it('rating slider: empty, selected, read-only and with an error', async () => {
    renderInBrowser(
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
    await expect.element(page.getByRole('slider', { name: 'Fehler' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  it('date field: empty, filled, with an error and with the calendar open; a document link', async () => {
    renderInBrowser(
      <main>
        <DateField
          label="Datum"
          value={null}
          onChange={() => undefined}
          recentOnly
          required
          // A window that crosses into the month before: the calendar shows those days among another month's.
          today={new Date('2026-03-03T12:00:00Z')}
        />
        <DateField label="Gesetzt" value="2026-03-05" onChange={() => undefined} />
        <DocumentLink href="/bericht.pdf">Workshopbericht</DocumentLink>
        <DateField
          label="Fehler"
          value={null}
          onChange={() => undefined}
          error="Bitte treffen Sie eine Auswahl"
          forceError
        />
      </main>,
    );
    await expect.element(page.getByText('Bitte treffen Sie eine Auswahl')).toBeVisible();
    expect(await violations()).toEqual([]);
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The calendar is shown at once (reduced motion, docs/decisions/043): its colours are final when it is visible.
    await expect.element(page.getByRole('dialog')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Heute' })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  it('date field: a chosen day of the month before stays readable among the next month’s days', async () => {
    renderInBrowser(
      <main>
        <DateField
          label="Datum"
          value="2026-02-27"
          onChange={() => undefined}
          recentOnly
          today={new Date('2026-03-03T12:00:00Z')}
        />
      </main>,
    );
    await userEvent.click(page.getByRole('button', { name: /Kalender/ }));
    await expect.element(page.getByRole('button', { name: 'Heute' })).toBeVisible();
    // The calendar opens on February; in March's first row the chosen 27 February is a day of the month before.
    await userEvent.click(page.getByRole('button', { name: 'Nächster Monat' }));
    await expect.element(page.getByText('März 2026')).toBeVisible();
    const chosen = document.querySelector<HTMLElement>('[data-outside][data-selected]');
    expect(chosen?.getAttribute('aria-label')).toBe('27. Februar 2026');
    // axe leaves this day's contrast "to review" (not a violation), so it is measured here: WCAG 1.4.3's 4.5:1.
    const { color, backgroundColor } = getComputedStyle(chosen!);
    expect(contrast(color, backgroundColor)).toBeGreaterThanOrEqual(4.5);
    expect(await violations()).toEqual([]);
  });
});
