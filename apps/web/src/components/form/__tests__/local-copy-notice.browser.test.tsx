// The choice between a saved answer and the browser's copy, in Chromium: axe-core with colour contrast, the keyboard.
import { questionnaires } from '@cert/domain';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderInBrowser } from '@/testing/render-in-browser';
import { LocalCopyNotice } from '../local-copy-notice';

const { definition } = questionnaires['procurement-office'];

async function violations() {
  const result = await axe.run(document.body, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  });
  return result.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' | ')}`,
  );
}

describe('LocalCopyNotice with fields saved differently', () => {
  it('names each field with both answers in words, passes axe at 1280 and 390 px, and is decided by keyboard', async () => {
    const conflict = { section: 'general', key: 'contactName', mine: 'Eva Beispiel', theirs: 'Eva Muster' };
    const keepMine = vi.fn();
    renderInBrowser(
      <main>
        <LocalCopyNotice
          steps={definition.steps}
          copy={{
            at: new Date().toISOString(),
            conflicts: [conflict],
            restore: () => undefined,
            discard: () => undefined,
            keepMine,
            keepSaved: () => undefined,
          }}
        />
      </main>,
    );
    const notice = page.getByRole('alert', { name: 'Bitte wählen Sie, welche Angabe gelten soll' });
    await expect.element(notice).toBeVisible();
    await expect.element(notice.getByText('Name der Ansprechperson')).toBeVisible();
    await expect.element(notice.getByText('Gespeichert: Eva Muster')).toBeVisible();
    await expect.element(notice.getByText('In diesem Browser: Eva Beispiel')).toBeVisible();
    expect(await violations()).toEqual([]);
    await page.viewport(390, 844);
    expect(await violations()).toEqual([]);
    // On a phone nothing sticks out of the notice.
    expect(notice.element().scrollWidth).toBeLessThanOrEqual(notice.element().clientWidth);
    await expect
      .element(
        page
          .getByRole('group', { name: 'Name der Ansprechperson' })
          .getByRole('button', { name: 'Aus diesem Browser übernehmen' }),
      )
      .toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(keepMine).toHaveBeenCalledWith(conflict);
  });
});
