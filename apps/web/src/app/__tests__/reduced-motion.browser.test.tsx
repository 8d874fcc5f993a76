// Someone who asked their system for less motion sees dialogs and notices appear at once, whole
// (docs/decisions/043-reduced-motion-and-settled-checks.md). The browser tests run with that preference
// (vitest.config.ts, playwright.config.ts), so none of them can observe a transition half-way.
import { Button, Modal } from '@mantine/core';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { Loading } from '@/components/ui/loading';
import { renderInBrowser } from '@/testing/render-in-browser';

function Confirmation() {
  const [opened, setOpened] = useState(false);
  return (
    <main>
      <Button onClick={() => setOpened(true)}>Praxisbeispiel annehmen</Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Praxisbeispiel annehmen">
        <Button>Annehmen</Button>
      </Modal>
    </main>
  );
}

/** The opacity of the first dialog at the moment it enters the document, read before the browser paints it. */
function opacityWhenInserted(): Promise<string> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      if (!dialog) return;
      observer.disconnect();
      // The modal's content and its parents: a fade on any of them shows the dialog half-transparent.
      let opacity = 1;
      for (let element: Element | null = dialog; element; element = element.parentElement)
        opacity *= Number(getComputedStyle(element).opacity);
      resolve(String(opacity));
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

/** How long an animation or transition runs, in milliseconds. */
const durationOf = (animation: Animation) => Number(animation.effect?.getComputedTiming().duration ?? 0);

describe('reduced motion', () => {
  it('is what the browser tests run with', () => {
    expect(matchMedia('(prefers-reduced-motion: reduce)').matches).toBe(true);
  });

  it('a dialog is whole from its first frame, and whatever moves as it opens ends at once', async () => {
    renderInBrowser(<Confirmation />);
    const inserted = opacityWhenInserted();
    await userEvent.click(page.getByRole('button', { name: 'Praxisbeispiel annehmen' }));
    expect(await inserted).toBe('1');
    await expect.element(page.getByRole('dialog', { name: 'Praxisbeispiel annehmen' })).toBeVisible();
    // Not whether something is running at this instant (a focus or hover change may have started a transition a
    // moment ago), but that no transition or animation takes longer than a hundredth of a millisecond.
    expect(
      document
        .getAnimations()
        .map(durationOf)
        .filter((duration) => duration > 0.01),
    ).toEqual([]);
  });

  it('other transitions end at once, and a loader keeps turning (its label read as a status)', async () => {
    renderInBrowser(
      <main>
        <Button>Speichern</Button>
        <Loading label="Seite wird geladen" />
      </main>,
    );
    // Mantine moves a button's content on press (150 ms); here it ends at once.
    const inner = page
      .getByRole('button', { name: 'Speichern' })
      .element()
      .querySelector('.mantine-Button-inner')!;
    const durations = getComputedStyle(inner)
      .transitionDuration.split(',')
      .map((value) => parseFloat(value));
    expect(durations.length).toBeGreaterThan(0);
    expect(Math.max(...durations)).toBeLessThanOrEqual(0.00001);
    const loader = page.getByRole('status');
    await expect.element(loader).toHaveTextContent('Seite wird geladen');
    // A name on the spinner itself is never read: axe-core's aria-prohibited-attr (WCAG 4.1.2) refuses it.
    expect((await axe.run(document.body, { runOnly: ['aria-prohibited-attr'] })).violations).toEqual([]);
    const turning = loader.element().getAnimations({ subtree: true });
    expect(turning.map((animation) => animation.playState)).toContain('running');
    expect(Math.min(...turning.map(durationOf))).toBeGreaterThan(100);
  });
});
