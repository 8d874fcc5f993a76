import { expect, test } from './support/fixtures';
import { completeProfile, signIn, uniqueEmail } from './support/auth';
import { tabTo } from './support/keyboard';
import { expectNoAxeViolations } from './support/axe';
import { messagesTo } from './support/mail';

// The `page` fixture comes from its own browser.newContext(), which axe-core needs (not browser.newPage()).

// The public pages have theirs in public-pages.spec.ts. The sign-in pages in one visit, each a step.
test('/login, /login/failed and /login/magic-link-sent have no axe-core violations', async ({ page }) => {
  for (const path of ['/login/failed', '/login']) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
  await test.step('/login/magic-link-sent', async () => {
    await page.getByLabel('E-Mail-Adresse').fill(uniqueEmail('axe'));
    await page.getByRole('button', { name: 'Anmeldelink anfordern' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/login/magic-link-sent');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test('/profil has no axe-core violations, empty and after saving; Escape closes the deletion dialog', async ({
  page,
}) => {
  await signIn(page, uniqueEmail('axe'), '/profil');
  await expect(page.getByLabel('Vorname')).toBeVisible();
  await expectNoAxeViolations(page);
  await completeProfile(page);
  await expectNoAxeViolations(page);

  // With the keyboard alone: the deletion dialog starts on the safe choice, Escape closes it and the focus returns
  // to its button; cancelling deleted nothing.
  const deleteButton = page.getByRole('button', { name: 'Konto löschen' });
  await tabTo(page, deleteButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Konto endgültig löschen?' });
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(deleteButton).toBeFocused();
  await expect(page.getByLabel('Vorname')).not.toHaveValue('');
});

test('the login form works with the keyboard alone', async ({ page }) => {
  const email = uniqueEmail('tastatur');
  await page.goto('/login');
  const field = page.getByLabel('E-Mail-Adresse');
  await expect(field).toBeVisible();

  for (let presses = 0; presses < 25; presses += 1) {
    if (await field.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL((url) => url.pathname === '/login/magic-link-sent');
  await expect.poll(async () => (await messagesTo(email)).length).toBe(1);
});
