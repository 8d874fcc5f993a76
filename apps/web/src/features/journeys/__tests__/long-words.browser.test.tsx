// A word longer than a phone's line wraps instead of widening the page (app/styles.css): an unconfigured
// participation link stands as its placeholder address, one long word, and made the journey 434 px wide at 390.
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderInBrowser } from '@/testing/render-in-browser';
import { ProviderRecordLine } from '../level-details';

describe('a long word on a phone', () => {
  it('wraps inside the screen', async () => {
    await page.viewport(390, 844);
    renderInBrowser(
      <main style={{ padding: 16 }}>
        <ul>
          <ProviderRecordLine
            label="Teilnahme an einer Programmveranstaltung"
            record={null}
            takePart={{
              label: 'Termine im Veranstaltungskalender',
              // A placeholder as the example configuration has them, in a card narrower than this list.
              href: '[https://example.de/veranstaltungskalender/programmtermine]',
            }}
          />
        </ul>
      </main>,
    );
    await expect.element(page.getByText(/noch nicht erfasst/)).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  });
});
