// In a real Chromium, with layout: the box is a tab stop while its table is wider than it is, and only then.
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderInBrowser } from '@/testing/render-in-browser';
import { ScrollRegion } from '../scroll-region';

function Page({ initialWidth }: { initialWidth: number }) {
  const [width, setWidth] = useState(initialWidth);
  return (
    <div>
      <button type="button">Davor</button>
      <div style={{ width }}>
        <ScrollRegion label="Tabelle, seitlich scrollbar">
          <table style={{ width: 600 }}>
            <tbody>
              <tr>
                <td>Organisation</td>
              </tr>
            </tbody>
          </table>
        </ScrollRegion>
      </div>
      <button type="button">Danach</button>
      <button type="button" onClick={() => setWidth(300)}>
        Schmal
      </button>
    </div>
  );
}

const region = () => page.getByRole('region', { name: 'Tabelle, seitlich scrollbar' });

describe('ScrollRegion', () => {
  it('is a tab stop while its content is wider than the box', async () => {
    renderInBrowser(<Page initialWidth={300} />);
    await expect.element(region()).toHaveAttribute('tabindex', '0');
    await userEvent.click(page.getByRole('button', { name: 'Davor' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(region().element());
  });

  it('is none where everything fits, and becomes one when the box narrows', async () => {
    renderInBrowser(<Page initialWidth={800} />);
    await expect.element(region()).not.toHaveAttribute('tabindex');
    await userEvent.click(page.getByRole('button', { name: 'Davor' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(page.getByRole('button', { name: 'Danach' }).element());
    await userEvent.click(page.getByRole('button', { name: 'Schmal' }));
    await expect.element(region()).toHaveAttribute('tabindex', '0');
  });
});
