import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { useFocusAddressTarget } from '../focus-address-target';

function Page() {
  useFocusAddressTarget();
  return (
    <main>
      <div style={{ height: 1200 }} />
      <label htmlFor="feld">Name</label>
      <input id="feld" />
      <div style={{ height: 1200 }} />
      <div id="teil" tabIndex={-1} style={{ height: 3000 }}>
        Praxisbeispiel
      </div>
    </main>
  );
}

const open = (hash: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter([{ path: '/', Component: Page }], { initialEntries: [`/${hash}`] })}
    />,
  );

describe("an address's target on a phone (docs/accessibility.md)", () => {
  it('shows a field in the middle of the screen, a taller part of the page from its top, and focuses it', async () => {
    await page.viewport(390, 844);
    const field = open('#feld');
    await expect.poll(() => document.activeElement?.id).toBe('feld');
    const top = document.getElementById('feld')!.getBoundingClientRect().top;
    expect(top).toBeGreaterThan(300);
    expect(top).toBeLessThan(500);
    field.unmount();

    open('#teil');
    await expect.poll(() => document.activeElement?.id).toBe('teil');
    // Its beginning in view, not its middle: on a phone the title and facts stood above the screen.
    const part = document.getElementById('teil')!.getBoundingClientRect().top;
    expect(part).toBeGreaterThan(-1);
    expect(part).toBeLessThan(100);
  });
});
