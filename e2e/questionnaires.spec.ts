import {
  isVisible,
  questionnaires,
  RespondentRole,
  yesNoOptions,
  type Field,
  type QuestionnaireAnswers,
  type QuestionnaireKind,
  type Scale,
  type Step,
} from '@cert/domain';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sampleProfile, signedIn, uniqueEmail } from './support/auth';
import { expectNoAxeViolations, settled } from './support/axe';
import { approvedOrganization } from './support/organizations';
import { sampleAnswers } from '@cert/domain/testing';

const REVIEW = 'pruefen-und-absenden';
/** The contact a new questionnaire starts with: the signed-in user's profile. */
const profileName = `${sampleProfile.firstName} ${sampleProfile.lastName}`;
const id = (step: Step, field: Field, ...parts: (string | number)[]) =>
  ['frage', step.section, field.key, ...parts].join('-');

/** Presses Tab until the element with this id has the focus: how a keyboard user gets to a field. */
async function tabTo(page: Page, target: string) {
  for (let presses = 0; presses < 300; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.id === wanted, target)) return;
  }
  throw new Error(`Tab never reached #${target}`);
}

async function tabToButton(page: Page, name: string) {
  for (let presses = 0; presses < 300; presses += 1) {
    await page.keyboard.press('Tab');
    const text = await page.evaluate(() =>
      document.activeElement?.tagName === 'BUTTON' || document.activeElement?.tagName === 'A'
        ? (document.activeElement.textContent ?? '').trim()
        : '',
    );
    if (text === name) return;
  }
  throw new Error(`Tab never reached the button ${name}`);
}

/**
 * A slider: Home selects the first step, each ArrowRight the next one; End the last, each ArrowLeft the one before. "Keine Angabe möglich" is no step of it but
 * the checkbox right after it: Tab, Space.
 */
async function rate(page: Page, scale: Scale, value: unknown) {
  if (scale.unknown && value === scale.unknown.value) {
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('checkbox', { name: 'Keine Angabe möglich' }).and(page.locator(':focus')),
    ).toHaveCount(1);
    await page.keyboard.press('Space');
    return;
  }
  const index = scale.steps.findIndex((step) => step.value === value);
  // From the nearer end, as a keyboard user would: End selects the last step, each ArrowLeft the one before.
  const fromEnd = scale.steps.length - 1 - index;
  if (fromEnd < index) {
    await page.keyboard.press('End');
    for (let i = 0; i < fromEnd; i += 1) await page.keyboard.press('ArrowLeft');
    return;
  }
  await page.keyboard.press('Home');
  for (let i = 0; i < index; i += 1) await page.keyboard.press('ArrowRight');
}

/**
 * Radios: Tab stops at the group once, on its checked option (a prefilled answer) or else on the first; Space
 * selects the focused option, each ArrowDown or ArrowUp moves on and selects the next one.
 */
async function choose(page: Page, prefix: string, options: readonly { value: string }[], value: unknown) {
  await tabToGroup(page, prefix);
  const focused = await page.evaluate(() => document.activeElement?.id ?? '');
  const at = options.findIndex((option) => `${prefix}-${option.value}` === focused);
  const index = options.findIndex((option) => option.value === value);
  if (index === at) {
    if (!(await page.evaluate(() => (document.activeElement as HTMLInputElement).checked)))
      await page.keyboard.press('Space');
  }
  for (let i = at; i < index; i += 1) await page.keyboard.press('ArrowDown');
  for (let i = at; i > index; i -= 1) await page.keyboard.press('ArrowUp');
}

/** Presses Tab until an option of the radio group whose ids start with this prefix has the focus. */
async function tabToGroup(page: Page, prefix: string) {
  for (let presses = 0; presses < 300; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((wanted) => document.activeElement?.id.startsWith(`${wanted}-`), prefix)) return;
  }
  throw new Error(`Tab never reached the group #${prefix}`);
}

/** Answers one field with the keyboard alone, from where the focus is now. */
async function answerField(page: Page, step: Step, field: Field, value: unknown) {
  switch (field.kind) {
    case 'text':
    case 'longText':
    case 'email':
      await tabTo(page, id(step, field));
      await page.keyboard.press('ControlOrMeta+A');
      await page.keyboard.type(String(value));
      return;
    case 'choice':
      await choose(page, id(step, field), field.options, value);
      return;
    case 'yesNo':
      await choose(page, id(step, field), yesNoOptions, value);
      return;
    case 'rating':
      await tabTo(page, id(step, field));
      await rate(page, field.scale, value);
      return;
    case 'matrix':
      for (const statement of field.statements) {
        await tabTo(page, id(step, field, statement.key));
        await rate(page, field.scale, (value as Record<string, unknown>)[statement.key]);
      }
      return;
    case 'checklist':
      for (const item of field.items) {
        await tabTo(page, id(step, field, item.key));
        if ((value as Record<string, unknown>)[item.key] === 1) await page.keyboard.press('Space');
      }
      return;
    case 'assessmentList': {
      const rows = (value as { item?: string; assessment?: number }[]).filter((row) => row.item);
      for (const [index, row] of rows.entries()) {
        await tabTo(page, id(step, field, index, 'item'));
        await page.keyboard.type(row.item!);
        await tabTo(page, id(step, field, index, 'assessment'));
        await rate(page, field.scale, row.assessment);
      }
      return;
    }
  }
}

/**
 * Fills one step in the order of its fields, as the conditions show them. First axe-core looks at the step as it
 * was reached when it shows a field kind no step before it showed (`checkedKinds`, updated here): the texts differ
 * from step to step, the markup of a kind does not. This flow is the office questionnaire's axe check of its steps
 * (the other two have theirs below).
 */
async function fillStep(
  page: Page,
  kind: QuestionnaireKind,
  step: Step,
  answers: QuestionnaireAnswers,
  checkedKinds: Set<string>,
) {
  const { definition } = questionnaires[kind];
  await expect(page.getByRole('heading', { level: 1, name: step.title })).toBeVisible();
  const kinds = [...kindsOf(step)];
  if (kinds.some((fieldKind) => !checkedKinds.has(fieldKind))) {
    await expectNoAxeViolations(page);
    for (const fieldKind of kinds) checkedKinds.add(fieldKind);
  }
  for (const field of step.fields) {
    if (!isVisible(definition, answers, field)) continue;
    await answerField(page, step, field, answers[step.section]?.[field.key]);
  }
  await expect(
    page.getByRole('link', { name: new RegExp(`${escape(step.title)}\\W+vollständig$`) }),
  ).toHaveCount(1);
}

/**
 * The field kinds a step shows as it is reached, unanswered: the markup axe-core judges comes from these, the texts
 * aside. A field with a condition is not counted: hidden at that moment, it was not looked at.
 */
const kindsOf = (step: { fields: readonly { kind: string; visibleWhen?: unknown }[] }) =>
  new Set(step.fields.filter((field) => !field.visibleWhen).map((field) => field.kind));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function procurer(page: Page, type: 'PublicProcurer' | 'Provider') {
  await signedIn(page, uniqueEmail(type === 'Provider' ? 'anbieter' : 'vergabe'));
  const name = `${type === 'Provider' ? 'Muster GmbH' : 'Vergabestelle Musterstadt'} ${Date.now().toString(36)}`;
  await approvedOrganization(page, type, name);
  return name;
}

test('a procurement officer fills the whole office questionnaire with the keyboard, saves, reloads, continues and submits', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const kind = 'procurement-office';
  const { definition, routeBase, title } = questionnaires[kind];
  const organization = await procurer(page, 'PublicProcurer');
  const answers = sampleAnswers(definition, 1);
  const [firstStep, secondStep, ...laterSteps] = definition.steps;
  const checkedKinds = new Set<string>();

  // The list (checked with a draft in drafts.spec.ts and with results in evaluation.spec.ts).
  await page.goto('/fragebogen');
  await expect(page.getByRole('heading', { level: 1, name: 'Ihre Fragebögen' })).toBeVisible();
  await tabToButton(page, title);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${routeBase}/${firstStep!.slug}`);
  // The institution is prefilled with the organisation's name; the user types their own over it.
  await expect(page.getByRole('textbox', { name: 'Name der Institution' })).toHaveValue(organization);

  await fillStep(page, kind, firstStep!, answers, checkedKinds);
  await tabToButton(page, 'Weiter');
  await page.keyboard.press('Enter');
  // After a step change the focus is on the new step's heading, right before its first field.
  await expect(page.getByRole('heading', { level: 1, name: secondStep!.title })).toBeFocused();
  await fillStep(page, kind, secondStep!, answers, checkedKinds);

  // Save the draft: the address gets the new id; a reload shows the saved answers.
  await tabToButton(page, 'Entwurf speichern');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Der Entwurf wurde gespeichert.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${routeBase}/[0-9a-f-]{36}/${secondStep!.slug}$`));
  await expect(page.getByText(/^Gespeichert um \d\d:\d\d:\d\d$/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: secondStep!.title })).toBeVisible();
  await page.goto(page.url().replace(secondStep!.slug, firstStep!.slug));
  await expect(page.getByRole('textbox', { name: 'Name der Ansprechperson' })).toHaveValue(
    String(answers.general?.contactName),
  );
  await page.goto(page.url().replace(firstStep!.slug, laterSteps[0]!.slug));

  for (const [index, step] of laterSteps.entries()) {
    if (index > 0) {
      await tabToButton(page, 'Weiter');
      await page.keyboard.press('Enter');
    }
    await fillStep(page, kind, step, answers, checkedKinds);
  }
  await tabToButton(page, 'Weiter');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Angaben prüfen und absenden' })).toBeVisible();
  await expect(page.getByText(/Noch nicht beantwortet/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The submit at the top of the review, before the long list of answers: a keyboard user need not pass it.
  await tabToButton(page, 'Absenden');
  await page.keyboard.press('Enter');
  // Submitting is a decision: the dialog says what follows, the focus starts on the safe choice.
  const dialog = page.getByRole('dialog', { name: 'Fragebogen jetzt absenden?' });
  await expect(dialog).toContainText('Auswertung');
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await expectNoAxeViolations(page, dialog);
  // No sticky or fixed part of the page (the save status bar) lies above the dialog's overlay: at each one's
  // centre the overlay is hit, not the part.
  const covered = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => ['sticky', 'fixed'].includes(getComputedStyle(element).position))
      .filter((element) => !element.closest('[role="dialog"], .mantine-Modal-root'))
      .flatMap((element) => {
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0 || box.bottom < 0 || box.top > window.innerHeight) return [];
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return [
          { part: element.textContent?.slice(0, 40) ?? '', above: Boolean(hit && element.contains(hit)) },
        ];
      }),
  );
  expect(covered.length).toBeGreaterThan(0);
  expect(covered.filter((entry) => entry.above)).toEqual([]);
  await tabToButton(page, 'Jetzt absenden');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === '/zertifizierungspfad/beschaffung');
  // The journey opens with the result and the way to the evaluation, before the levels.
  const result = page.getByRole('status', { name: new RegExp(`^${title}: (nicht )?bestanden$`) });
  await expect(result).toContainText('Der Fragebogen wurde erfolgreich abgeschickt.');
  await expect(result.getByRole('link', { name: 'Auswertung ansehen' })).toHaveAttribute(
    'href',
    new RegExp(`${routeBase}/[0-9a-f-]{36}/evaluation$`),
  );
  await expectNoAxeViolations(page);

  // The overview lists it as submitted; it opens read-only.
  await page.goto('/fragebogen');
  const submitted = page.getByRole('region', { name: 'Abgeschickte Fragebögen' });
  // (The list with submitted questionnaires: evaluation.spec.ts's axe-core check.)
  await expect(submitted.getByRole('link', { name: title })).toBeVisible();
  await submitted.getByRole('link', { name: title }).click();
  await expect(page.getByText('Dieser Fragebogen wurde abgeschickt')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Fragebogen absenden' })).toHaveCount(0);
});

// The save status at a phone's width: drafts.spec.ts.
const viewport = { width: 1280, height: 800 };
test(`a new questionnaire saves itself from the first answer: the id comes into the address while the user types on, a reload keeps the answers, a lost connection loses none`, async ({
  page,
}) => {
  await page.setViewportSize(viewport);
  const { definition, routeBase } = questionnaires['procurement-office'];
  const first = definition.steps[0]!;
  await procurer(page, 'PublicProcurer');
  await page.goto(`${routeBase}/${first.slug}`);
  await expect(page.getByText('Noch nicht gespeichert')).toBeVisible();
  // Prefilled from the profile (not a change: nothing is saved yet); the user types their colleague's name over it.
  const contact = page.getByRole('textbox', { name: 'Name der Ansprechperson' });
  await expect(contact).toHaveValue(profileName);
  await contact.focus();
  // The header keeps the room of the organisation switcher, which loads after the page: arriving late it moved
  // everything below it by 2 px.
  await expect(page.getByText('Aktive Organisation')).toBeVisible();
  const account = page.locator('.site-header__account');
  expect(
    await account.evaluate(
      (area) => area.getBoundingClientRect().height - parseFloat(getComputedStyle(area).minHeight),
    ),
  ).toBe(0);
  // The user has scrolled a little, the field still in view: the address's rewrite must not move the page.
  await page.mouse.wheel(0, 120);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Eva');
  // No button pressed: the autosave created the draft and wrote its id into the address, silently.
  await expect(page).toHaveURL(new RegExp(`${routeBase}/[0-9a-f-]{36}/${first.slug}$`));
  await settled(page);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(page.getByText(/^Gespeichert um \d\d:\d\d:\d\d$/)).toBeVisible();
  await expect(page.getByText('Der Entwurf wurde gespeichert.')).toHaveCount(0);
  // The focus stayed in the field: the user types on.
  await expect(contact).toBeFocused();
  const saved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && /\/draft\/[0-9a-f-]{36}$/.test(response.url()),
  );
  await page.keyboard.type(' Muster');
  expect((await saved).status()).toBe(200);
  await settled(page);
  await page.reload();
  await expect(contact).toHaveValue('Eva Muster');

  // The connection drops: what is typed now cannot be saved, and the browser keeps it.
  await page.route('**/api/certifications/**', (route) => route.abort('internetdisconnected'));
  await contact.focus();
  await page.keyboard.press('End');
  await page.keyboard.type(' (Vertretung)');
  await expect(page.locator('[data-status]')).toHaveText(
    /^Nicht gespeichert: Der Server ist nicht erreichbar/,
  );
  // The tab is gone (a crash); the connection is back; the draft is opened again in a new tab.
  const address = page.url();
  const context = page.context();
  await page.close();
  const again = await context.newPage();
  await again.setViewportSize(viewport);
  await again.goto(address);
  const notice = again.getByRole('alert', { name: 'Nicht gespeicherte Angaben gefunden' });
  await expect(notice).toBeVisible();
  const contactAgain = again.getByRole('textbox', { name: 'Name der Ansprechperson' });
  await expect(contactAgain).toHaveValue('Eva Muster');
  await expectNoAxeViolations(again, notice);
  // The offer on a phone too.
  await again.setViewportSize({ width: 390, height: 844 });
  await expectNoAxeViolations(again, notice);
  await again.setViewportSize(viewport);
  const draftSave = () =>
    again.waitForResponse(
      (response) => response.request().method() === 'PUT' && /\/draft\/[0-9a-f-]{36}$/.test(response.url()),
    );
  // The user leaves the offer for later and answers on (the telephone, the e-mail address); autosave stores both.
  const answeredOn = draftSave();
  await again.getByRole('textbox', { name: 'Telefonnummer' }).fill('030 1234567');
  await again.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill('vertretung@example.org');
  expect((await answeredOn).status()).toBe(200);
  await settled(again);
  // One more answer (the address), and a reload before it is saved.
  await again.getByRole('textbox', { name: 'Anschrift' }).fill('Markt 1\n12345 Musterstadt');
  // The browser asks before leaving unsaved answers; the user leaves anyway.
  again.once('dialog', (dialog) => void dialog.accept());
  await again.reload();
  await expect(notice).toBeVisible();
  const restored = draftSave();
  await notice.getByRole('button', { name: 'Angaben wiederherstellen' }).click();
  // The offered copy and the last answer come back, and what was saved meanwhile stays.
  const expected = {
    'Name der Ansprechperson': 'Eva Muster (Vertretung)',
    Telefonnummer: '030 1234567',
    'E-Mail-Adresse': 'vertretung@example.org',
    Anschrift: 'Markt 1\n12345 Musterstadt',
  };
  for (const [name, value] of Object.entries(expected))
    await expect(again.getByRole('textbox', { name })).toHaveValue(value);
  // Restored answers save themselves like anything typed.
  expect((await restored).status()).toBe(200);
  await settled(again);
  await again.reload();
  for (const [name, value] of Object.entries(expected))
    await expect(again.getByRole('textbox', { name })).toHaveValue(value);
  await expect(again.getByText('Nicht gespeicherte Angaben gefunden')).toHaveCount(0);
});

test('submitting with a missing answer names it, outlines the field in red and links to it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { routeBase } = questionnaires['procurement-office'];
  await procurer(page, 'PublicProcurer');
  await page.goto(`${routeBase}/${REVIEW}`);
  await page.getByRole('button', { name: 'Fragebogen absenden' }).click();
  const notice = page.getByText('Bitte füllen Sie alle Felder in der Umfrage aus.');
  await expect(notice).toBeVisible();
  // The draft was saved silently first.
  await expect(page).toHaveURL(new RegExp(`${routeBase}/[0-9a-f-]{36}/${REVIEW}$`));
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /^Ihre Funktion –/ }).click();
  const role = page.getByRole('radio', { name: RespondentRole.label(RespondentRole.values[0]) });
  await expect(role).toBeFocused();
  await expect(role).toHaveAttribute('aria-invalid', 'true');
  // What the platform knew is no missing answer: the contact came from the profile.
  const contact = page.getByRole('textbox', { name: 'Name der Ansprechperson' });
  await expect(contact).toHaveValue(profileName);
  await expect(contact).not.toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  // Answering a field takes its error away.
  await page.keyboard.press('Space');
  await expect(role).toBeChecked();
  await expect(role).not.toHaveAttribute('aria-invalid', 'true');
});

// The office questionnaire's steps are checked by the keyboard flow above, as it reaches them; the other two share
// its screen, and only a field kind the office questionnaire lacks needs a look of its own (the texts differ from
// step to step, the markup of a kind does not). The project questionnaire's first step and review are checked in
// locks.spec.ts; the provider's, in a provider's organisation, here.
const checkedByOffice = new Set(
  questionnaires['procurement-office'].definition.steps.flatMap((step) => [...kindsOf(step)]),
);
for (const kind of ['procurement-project', 'provider-expert'] as const) {
  const { definition, routeBase, organizationType } = questionnaires[kind];
  const unchecked = definition.steps.filter(
    (step, index) =>
      (kind === 'provider-expert' && index === 0) ||
      [...kindsOf(step)].some((fieldKind) => !checkedByOffice.has(fieldKind)),
  );
  if (unchecked.length === 0) continue;
  test(`axe-core finds nothing on the steps of ${kind} not checked elsewhere`, async ({ page }) => {
    test.setTimeout(120_000);
    await procurer(page, organizationType);
    for (const step of unchecked) {
      await page.goto(`${routeBase}/${step.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: step.title })).toBeVisible();
      await expectNoAxeViolations(page);
    }
    if (kind === 'provider-expert') {
      await page.goto(`${routeBase}/${REVIEW}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Angaben prüfen und absenden' }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    }
  });
}
