// A field focused from below it shows with its label (the app's stylesheet, app/styles.css): the browser scrolls only
// as far as the field itself, and a form that focuses its first error left the select's label above the screen.
import { NativeSelect } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderInBrowser } from '@/testing/render-in-browser';

describe('a field focused from below', () => {
  it('scrolls into view with its label and help above it', async () => {
    await page.viewport(390, 844);
    renderInBrowser(
      <main>
        <div style={{ height: 1500 }} />
        <NativeSelect
          label="Verwaltungsebene"
          description="Die Ebene, der Ihre Organisation angehört."
          data={['Bund', 'Land', 'Kommune']}
          error="Bitte treffen Sie eine Auswahl"
        />
        <div style={{ height: 1500 }} />
      </main>,
    );
    const select = (await page
      .getByRole('combobox', { name: /Verwaltungsebene/ })
      .element()) as HTMLSelectElement;
    // The field at the top edge, its label just above the screen: as a person sees it who scrolled past it.
    window.scrollTo(0, window.scrollY + select.getBoundingClientRect().top - 4);
    expect(select.labels[0]!.getBoundingClientRect().top).toBeLessThan(0);
    select.focus();
    const label = select.labels[0]!;
    expect(label.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    expect(select.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  });
});
