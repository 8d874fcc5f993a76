// What a screen reader says when a notice appears (docs/accessibility.md): @guidepup/virtual-screen-reader in
// Chromium, over the app's notification container.
import { virtual } from '@guidepup/virtual-screen-reader';
import { Notifications, notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInBrowser } from '@/testing/render-in-browser';
import { notifyError, notifyFailure, notifyInfo, notifySuccess } from '../notify';

/** What the reader said while the notice came in (it shows through a dynamic import and a transition). */
async function heardAfter(show: () => void): Promise<string[]> {
  // The notice before has left (its leaving transition is no part of this one).
  notifications.clean();
  await expect.poll(() => document.querySelectorAll('[role="alert"]').length).toBe(0);
  await virtual.clearSpokenPhraseLog();
  show();
  await expect.poll(() => virtual.spokenPhraseLog(), { timeout: 3_000 }).not.toEqual([]);
  // The transition's last frames: whatever comes of them is in the log too.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return virtual.spokenPhraseLog();
}

describe('notices', () => {
  afterEach(async () => {
    await virtual.stop();
    notifications.clean();
  });

  it('are said at once, as title and message apart, and nothing else is said with them', async () => {
    renderInBrowser(
      <main>
        <Notifications />
        <p>Seite</p>
      </main>,
    );
    await virtual.start({ container: document.body });

    const cases: [() => void, string][] = [
      [() => notifySuccess('Der Entwurf wurde gespeichert.'), 'Erfolgreich: Der Entwurf wurde gespeichert.'],
      [() => notifyFailure('Die Datei ist zu groß.'), 'Fehler: Die Datei ist zu groß.'],
      [
        () => notifyError(new Error('kaputt')),
        'Fehler: Es ist ein Fehler aufgetreten. Versuchen Sie es bitte erneut.',
      ],
      [() => notifyInfo('Die Liste ist aktuell.'), 'Die Liste ist aktuell.'],
    ];
    for (const [show, text] of cases) {
      const heard = await heardAfter(show);
      // An alert: interrupting, in one piece. (The virtual reader repeats it for each attribute its entering
      // transition changes, which screen readers do not: how often is not asserted.)
      expect(heard.length).toBeGreaterThan(0);
      expect(new Set(heard)).toEqual(new Set([`assertive: ${text}`]));
    }
  });

  it('show one success at a time: a newer one takes the place of the last, a failure stays', async () => {
    renderInBrowser(
      <main>
        <Notifications />
      </main>,
    );
    const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent);
    notifyFailure('Die Datei ist zu groß.');
    notifySuccess('Die Organisation wurde freigegeben.');
    await expect.poll(alerts).toHaveLength(2);
    notifySuccess('Die Organisation wurde abgelehnt.');
    await expect
      .poll(alerts, { timeout: 3_000 })
      .toEqual(['Fehler: Die Datei ist zu groß.', 'Erfolgreich: Die Organisation wurde abgelehnt.']);
  });
});
