import {
  CASE_STUDY_MIN_TEXT,
  caseStudyStep,
  formatDate,
  isoDateInGermany,
  publicationConsentLabels,
  questionnaires,
  type CaseStudyKind,
} from '@cert/domain';
import type { Browser, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, test } from './support/fixtures';
import { sampleProfile, signedIn, signInByApi, uniqueEmail, withConsent } from './support/auth';
import { callApi } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { approveOrganization, createOrganization } from './support/organizations';
import { submitQuestionnaire } from './support/questionnaires';
import { expectPdfInNewTab } from './support/pdf';
import { shot } from './support/shots';
import { sql } from './support/database';
import { E2E_DATABASE_URL, POSTGRES_ADMIN_EMAILS, POSTGRES_BASE_URL } from './support/env';
import { extremeAnswers } from '@cert/domain/testing';

// Waiting periods count in weeks: these specs arrange the past in the database of the PostgreSQL instance.
test.skip(!E2E_DATABASE_URL, 'needs the PostgreSQL e2e instance (TEST_DATABASE_URL)');
test.use({ baseURL: POSTGRES_BASE_URL });

const today = () => formatDate(isoDateInGermany(new Date()));

/** Moves every date of the organisation's records this many days into the past. */
async function backdate(table: 'questionnaires' | 'provider_records', organization: string, days: number) {
  const columns =
    table === 'questionnaires'
      ? ['state_updated_at', 'submitted_at', 'created_at', 'updated_at']
      : ['performed_at', 'created_at'];
  const set = columns.map((column) => `${column} = ${column} - make_interval(days => $2)`).join(', ');
  await sql(`UPDATE ${table} SET ${set} WHERE organization_id = $1`, [organization, days]);
}

/** The programme office in a browser context of its own, with an admin address of this test's own. */
async function signInAdmin(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: POSTGRES_BASE_URL });
  await withConsent(context);
  await signInByApi(context.request, email);
  return context.newPage();
}

async function reportPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle('Workshop Ergebnisbericht');
  document.addPage([595.28, 841.89]).drawText('Ergebnis des Workshops', { x: 72, y: 760, size: 18 });
  return Buffer.from(await document.save());
}

async function fillDate(page: Page, label: string, value: string) {
  const field = page.getByLabel(label, { exact: false }).first();
  await field.fill('');
  await field.pressSequentially(value.replaceAll('.', ''));
  await field.blur();
}

test('procurer: an admin records a workshop with its report, the procurer sees silver and opens the report', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, uniqueEmail('silber'));
  const name = `Vergabestelle Silberstadt ${Date.now().toString(36)}`;
  const admin = await signInAdmin(browser, POSTGRES_ADMIN_EMAILS[0]!);
  const organization = await createOrganization(page, 'PublicProcurer', name);
  await approveOrganization(admin, organization);

  // Bronze of the office branch, passed five weeks ago: silver opened a week ago (4 weeks, ADR 014).
  const answers = extremeAnswers(questionnaires['procurement-office'].definition, 'max');
  const submitted = await submitQuestionnaire(page, 'procurement-office', organization, answers);
  expect(submitted.meta.state).toBe('PASSED');
  await backdate('questionnaires', organization, 35);

  await page.goto('/mein-zertifizierungspfad');
  await expect(page).toHaveURL('/zertifizierungspfad/beschaffung');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // The programme office enters the workshop result with its report.
  await admin.goto('/admin/journeys');
  await admin.getByRole('tab', { name: 'Alle Zertifizierungspfade' }).click();
  // The search field serves both tabs: typed while the switch is under way, the name is kept.
  await admin.getByRole('searchbox', { name: 'Name der Organisation' }).fill(name);
  // As someone who waits for the list to follow the typing: clicked while the list changed under it, the click could
  // land beside the link (a click before the search is the list screen's test, journey-list-screen.test.tsx).
  await expect(admin).toHaveURL(/filter\.name\._regex_=/);
  const listed = admin.getByRole('link', { name });
  await expect(listed).toBeVisible();
  await expectNoAxeViolations(admin);
  await listed.click();
  await expect(admin).toHaveURL(`/admin/organisation/${organization}/zertifizierungspfad/beschaffung`);
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
  // Whom to reach: the organisation and its member, with e-mail address and the phone number for the team.
  const contact = admin.getByRole('region', { name: 'Kontakt' });
  await expect(contact.getByRole('link', { name: `Organisation „${name}“ ansehen` })).toBeVisible();
  const person = contact.getByRole('row', { name: /Erika Mustermann/ });
  await expect(person.getByRole('link', { name: sampleProfile.phone })).toHaveAttribute(
    'href',
    'tel:+49301234567',
  );
  await expect(person.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:silber/);
  // (axe-core looks at this page below, once the workshop result is withdrawn: with its revoked certificate and log.)

  // Before the workshop it reads what was submitted: the answers read-only, the evaluation and its PDF.
  const bronzeOffice = admin.getByRole('article', { name: 'Bronze: Beschaffungsstelle' });
  await bronzeOffice.getByRole('link', { name: /^Antworten vom/ }).click();
  await expect(admin).toHaveURL(
    `/admin/organisation/${organization}/zertifizierungspfad/beschaffung/fragebogen/procurement-office/${submitted._id}`,
  );
  await expect(admin.getByRole('heading', { level: 1, name: 'Eingereichte Antworten' })).toBeVisible();
  const { definition } = questionnaires['procurement-office'];
  await expect(admin.getByRole('heading', { level: 2, name: definition.steps[2]!.title })).toBeVisible();
  await expect(admin.getByRole('link', { name: /Ändern/ })).toHaveCount(0);
  await expectNoAxeViolations(admin);
  await admin.evaluate(() => window.scrollTo(0, 0));
  await shot(admin, 'journey-admin-submitted-answers');
  const pdf = admin.getByRole('link', { name: /Auswertung als PDF/ });
  await expectPdfInNewTab(admin, (await pdf.getAttribute('href'))!, () => pdf.click());
  await admin.getByRole('link', { name: 'Auswertung ansehen' }).click();
  await expect(admin).toHaveURL(/\/fragebogen\/procurement-office\/[^/]+\/auswertung$/);
  await expect(admin.getByText('bestanden').first()).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.getByRole('link', { name: 'Zum Zertifizierungspfad der Organisation' }).first().click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();

  await admin.goto(
    `/admin/organisation/${organization}/zertifizierungspfad/beschaffung/zweig/office/stufe/silber`,
  );
  await admin.getByLabel('Ergebnisbericht').setInputFiles({
    name: 'Workshop Ergebnisbericht.pdf',
    mimeType: 'application/pdf',
    buffer: await reportPdf(),
  });
  await fillDate(admin, 'Datum des Workshops', today());
  await admin.getByRole('radio', { name: 'Bestanden', exact: true }).check();
  await expectNoAxeViolations(admin);
  await admin.getByRole('button', { name: 'Ergebnis speichern' }).click();
  await expect(admin.getByText('Das Workshop-Ergebnis wurde gespeichert.')).toBeVisible();
  await expect(admin).toHaveURL(`/admin/organisation/${organization}/zertifizierungspfad/beschaffung`);
  await expect(admin.getByText('Workshop-Ergebnis erfasst').first()).toBeVisible();
  await shot(admin, 'journey-admin-procurer');
  await expectNoAxeViolations(admin);

  // The procurer sees silver and opens the report in a new tab.
  await page.reload();
  const journey = await callApi<{ silverOffice: { status: string } }>(
    page,
    'GET',
    `/api/journey/procurement/organization/${organization}`,
  );
  expect(journey.silverOffice.status).toBe('done');
  await expect(page.getByText(/Abgeschlossen am/)).toHaveCount(2);
  await shot(page, 'journey-procurer-silver');
  const report = page.getByRole('link', { name: /Ergebnisbericht vom/ }).first();
  await expect(report).toBeVisible();
  await expect(report).toHaveAttribute('target', '_blank');
  const href = (await report.getAttribute('href'))!;
  const download = await page.request.get(href);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toContain('application/pdf');
  expect((await download.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await expectPdfInNewTab(page, href, () => report.click());
  await expectNoAxeViolations(page);

  // The wrong report was attached: the programme office replaces it in a correction; the old file stays, named in
  // the log, and the procurer's link leads to the new one.
  await admin.getByRole('button', { name: /^Berichtigen: Workshop-Ergebnis Beschaffungsstelle/ }).click();
  const correction = admin.getByRole('dialog', { name: 'Nachweis berichtigen' });
  await correction.getByLabel('Neuer Ergebnisbericht (optional)').setInputFiles({
    name: 'Ergebnisbericht Silberstadt.pdf',
    mimeType: 'application/pdf',
    buffer: await reportPdf(),
  });
  await correction.getByLabel(/Begründung/).fill('Der Bericht einer anderen Stelle war angehängt.');
  await expectNoAxeViolations(admin, correction);
  await correction.getByRole('button', { name: 'Berichtigen' }).click();
  await expect(admin.getByText('Der Nachweis wurde berichtigt.')).toBeVisible();
  const replaced = admin
    .getByRole('row')
    .filter({ has: admin.getByRole('cell', { name: 'Nachweis berichtigt', exact: true }) });
  await expect(replaced).toContainText('mit dem Bericht „Workshop Ergebnisbericht.pdf“');
  await expect(replaced).toContainText('mit dem Bericht „Ergebnisbericht Silberstadt.pdf“');
  await page.reload();
  await expect(page.getByRole('link', { name: /Ergebnisbericht vom/ }).first()).not.toHaveAttribute(
    'href',
    href,
  );

  // Gold opens four weeks after the workshop; its case study can be drafted already.
  await page.getByRole('link', { name: 'Praxisbeispiel als Entwurf vorbereiten' }).click();
  await expect(page).toHaveURL('/zertifizierungspfad/beschaffung/gold/praxisbeispiel');
  await expect(
    page.getByLabel(caseStudyStep('gold').fields[0]!.label, { exact: false }).first(),
  ).toBeVisible();
  // The form says before any answer when it can be submitted, and offers no submit until then.
  await expect(page.getByRole('status').filter({ hasText: /^Einreichen ab dem/ })).toContainText(
    'Ihren Entwurf können Sie bis dahin weiter bearbeiten und speichern.',
  );
  await expect(page.getByRole('button', { name: 'Praxisbeispiel einreichen' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Entered by mistake: the programme office withdraws the workshop result with a reason; silver is open again,
  // its certificate revoked with the reason, and the log says who and why.
  await admin.goto(`/admin/organisation/${organization}/zertifizierungspfad/beschaffung`);
  await admin.getByRole('button', { name: /^Zurückziehen: Workshop-Ergebnis Beschaffungsstelle/ }).click();
  const dialog = admin.getByRole('dialog', { name: 'Nachweis zurückziehen' });
  // (axe-core: the same comment dialog, checked in certificates.spec.ts's revocation.)
  await dialog.getByLabel(/Begründung/).fill('Der Workshop fand mit einer anderen Stelle statt.');
  await dialog.getByRole('button', { name: 'Zurückziehen' }).click();
  await expect(admin.getByText('Der Nachweis wurde zurückgezogen.')).toBeVisible();
  const silverOffice = admin.getByRole('article', { name: 'Silber: Beschaffungsstelle' });
  await expect(silverOffice.getByText('Es ist noch kein Workshop-Ergebnis erfasst.')).toBeVisible();
  const revoked = admin.getByRole('row', { name: /Silber – Beschaffungsstelle/ });
  await expect(revoked).toContainText('Widerrufen');
  await expect(revoked).toContainText('Der Workshop fand mit einer anderen Stelle statt.');
  const logged = admin
    .getByRole('row')
    .filter({ has: admin.getByRole('cell', { name: 'Nachweis zurückgezogen', exact: true }) });
  await expect(logged).toContainText('Der Workshop fand mit einer anderen Stelle statt.');
  await expectNoAxeViolations(admin);
  await admin.context().close();
});

/** One of the four provider record pages, filled and saved as the programme office does. */
async function recordProviderEvent(
  admin: Page,
  organization: string,
  record: { path: string; dateLabel: string; nameLabel: string },
  fields: { name: string; url?: string },
  notice: string,
) {
  await admin.goto(`/admin/organisation/${organization}/zertifizierungspfad/unternehmen/${record.path}`);
  await fillDate(admin, record.dateLabel, today());
  await admin.getByLabel(record.nameLabel).fill(fields.name);
  // One screen for the four records: checked with the marketplace entry's, which has a field more.
  if (fields.url) {
    await admin.getByLabel('Adresse des Eintrags auf dem Marktplatz').fill(fields.url);
    await expectNoAxeViolations(admin);
  }
  await admin.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(admin.getByText(notice)).toBeVisible();
}

async function fillCaseStudy(page: Page, kind: CaseStudyKind) {
  const long = 'Wir haben den Bedarf funktional beschrieben und den Markt vorab erkundet. '.repeat(
    Math.ceil(CASE_STUDY_MIN_TEXT / 70) + 1,
  );
  const values: Record<string, string> = {
    title: 'Digitale Bauantragsplattform für den Landkreis',
    counterpart: 'Landkreis Musterland',
    period: '03/2025 – 11/2025',
    contactName: 'Erika Mustermann',
    contactEmail: 'erika.mustermann@example.org',
    website: '',
  };
  for (const field of caseStudyStep(kind).fields) {
    if (field.kind === 'boolean') {
      await page.getByRole('radio', { name: publicationConsentLabels.yes }).check();
      continue;
    }
    const value = field.kind === 'longText' ? long : values[field.key];
    if (value) await page.getByLabel(field.label, { exact: false }).first().fill(value);
  }
}

test('provider: professional and practitioner from admin records and an accepted case study', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await signedIn(page, uniqueEmail('anbieter'));
  const name = `Innovativ GmbH ${Date.now().toString(36)}`;
  const admin = await signInAdmin(browser, POSTGRES_ADMIN_EMAILS[1]!);
  const organization = await createOrganization(page, 'Provider', name);
  await approveOrganization(admin, organization);

  // Professional: the provider reports the programme event from its phone (ADR 047) ...
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/zertifizierungspfad/unternehmen');
  const professional = page.getByRole('article', { name: 'Professional: Teilnahmen' });
  await professional.getByRole('button', { name: 'Teilnahme melden' }).click();
  const report = page.getByRole('dialog', { name: 'Teilnahme melden' });
  await report.getByRole('radio', { name: 'Teilnahme an einer Programmveranstaltung' }).check();
  await fillDate(page, 'Datum', today());
  await report
    .getByLabel('Name der Veranstaltung oder des E-Learnings')
    .fill('Innovationstag Öffentliche Beschaffung');
  await report.getByLabel('Hinweis für das Programmteam (optional)').fill('Wir waren zu zweit dort.');
  await expectNoAxeViolations(page);
  await shot(page, 'provider-report-participation-390');
  await report.getByRole('button', { name: 'Meldung senden' }).click();
  await expect(page.getByText(/Ihre Meldung ist beim Programmteam eingegangen/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Ihre Meldungen an das Programmteam' })).toContainText(
    '„Innovationstag Öffentliche Beschaffung“',
  );
  await page.setViewportSize({ width: 1280, height: 800 });

  // ... the office finds it in its task list and records it from there in one step.
  await admin.goto(`/admin/journeys?filter.name._regex_=${encodeURIComponent(name)}`);
  const row = admin.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('Gemeldete Teilnahme prüfen und erfassen');
  await row.getByRole('link', { name }).click();
  const requests = admin.getByRole('region', { name: 'Meldungen und Anfragen der Organisation' });
  await expect(requests).toContainText('Hinweis: Wir waren zu zweit dort.');
  await expectNoAxeViolations(admin);
  await requests.getByRole('link', { name: 'Übernehmen' }).click();
  await expect(admin.getByLabel('Name der Veranstaltung')).toHaveValue(
    'Innovationstag Öffentliche Beschaffung',
  );
  await shot(admin, 'admin-record-from-report-1280');
  await admin.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(admin.getByText('Die Teilnahme an der Programmveranstaltung wurde erfasst.')).toBeVisible();
  await expect(admin.getByRole('region', { name: 'Meldungen und Anfragen der Organisation' })).toHaveCount(0);
  await recordProviderEvent(
    admin,
    organization,
    {
      path: 'stufe/professional/subtask/elearning',
      dateLabel: 'Datum des Abschlusses',
      nameLabel: 'Name des E-Learnings',
    },
    { name: 'E-Learning Innovative Beschaffung' },
    'Die Teilnahme am E-Learning wurde erfasst.',
  );
  await page.goto('/mein-zertifizierungspfad');
  await expect(page).toHaveURL('/zertifizierungspfad/unternehmen');
  await expectNoAxeViolations(page);

  // Practitioner opens 4 weeks after professional: move professional five weeks back.
  await backdate('provider_records', organization, 35);
  await recordProviderEvent(
    admin,
    organization,
    {
      path: 'stufe/practitioner/subtask/innovationseintrag',
      dateLabel: 'Datum des Eintrags',
      nameLabel: 'Titel der Innovation',
    },
    { name: 'Sensorik für Brückenprüfung', url: 'https://marktplatz.example.org/innovation/42' },
    'Der Innovationseintrag auf dem Marktplatz wurde erfasst.',
  );
  await recordProviderEvent(
    admin,
    organization,
    {
      path: 'stufe/practitioner/subtask/praesentation',
      dateLabel: 'Datum der Veranstaltung',
      nameLabel: 'Name der Veranstaltung',
    },
    { name: 'Praxisforum Innovation' },
    'Die Präsentation des Praxisbeispiels auf der Veranstaltung wurde erfasst.',
  );

  // The provider writes and submits the practitioner case study.
  await page.goto(`/organisation/${organization}/unternehmen/practitioner/praxisbeispiel`);
  await fillCaseStudy(page, 'practitioner');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Entwurf speichern/ }).click();
  // The saved draft, not the status line "Noch nicht gespeichert" that stood there before.
  await expect(page.getByText(/^Gespeichert um \d\d:\d\d:\d\d$/)).toBeVisible();
  // Interrupted, the provider finds the way back at the top of the journey, on a phone too.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/zertifizierungspfad/unternehmen');
  const inWork = page.getByText(/^Ihr Praxisbeispiel „.+“ \(Practitioner\) ist noch ein Entwurf/);
  await expect(inWork).toBeInViewport({ ratio: 1 });
  // Its level says when the draft was last changed, as a questionnaire draft's does.
  await expect(page.getByText(/: Entwurf, zuletzt geändert am \d\d\.\d\d\.\d{4}/)).toBeVisible();
  await shot(page, 'journey-case-study-draft-390');
  // The summary's line with its link, on the summary's colours, at a phone's width.
  await expectNoAxeViolations(page);
  await inWork.getByRole('link', { name: 'Praxisbeispiel fortsetzen' }).click();
  await expect(page).toHaveURL(`/organisation/${organization}/unternehmen/practitioner/praxisbeispiel`);
  await expect(page.getByText(/^Gespeichert um \d\d:\d\d:\d\d$/)).toBeVisible();
  await page.setViewportSize({ width: 1280, height: 800 });

  // A colleague saves the case study meanwhile. As in a questionnaire (one draft editor, components/draft-editor),
  // the field only the colleague changed is taken in without a word, and the field both changed is put to the
  // provider beside it and at the save status.
  const caseStudyBase = '/api/journey/provider/practitioner/case-study';
  const drafted = await callApi<{ _id: string; version: number; content: Record<string, unknown> }>(
    page,
    'GET',
    `${caseStudyBase}/organization/${organization}`,
  );
  await callApi(page, 'PUT', `${caseStudyBase}/${drafted._id}`, {
    version: drafted.version,
    content: { ...drafted.content, title: 'Bauanträge digital', counterpart: 'Stadtwerke Musterstadt' },
  });
  const [titleField, counterpartField] = caseStudyStep('practitioner').fields;
  await page.getByLabel(titleField!.label, { exact: false }).first().fill('Digitale Bauanträge im Landkreis');
  const choice = page.getByRole('group', { name: /Zwei Angaben zu/ });
  await expect(choice).toContainText('Gespeichert: Bauanträge digital');
  await expect(page.getByLabel(counterpartField!.label, { exact: false }).first()).toHaveValue(
    'Stadtwerke Musterstadt',
  );
  await page.getByRole('link', { name: '1 Angabe zu klären' }).click();
  await expect(choice).toBeFocused();
  await expectNoAxeViolations(page, choice);
  await shot(page, 'journey-case-study-choice');
  await choice.getByRole('button', { name: 'Meine Angabe übernehmen' }).click();
  await expect(choice).toHaveCount(0);

  // As a questionnaire, a case study is submitted after a confirmation.
  await page.getByRole('button', { name: 'Praxisbeispiel einreichen' }).click();
  // (The confirmation dialog questionnaires.spec.ts checks with axe-core.)
  const confirmation = page.getByRole('dialog', { name: 'Praxisbeispiel jetzt einreichen?' });
  await expect(confirmation).toBeVisible();
  await shot(page, 'journey-case-study-confirm');
  await confirmation.getByRole('button', { name: 'Jetzt einreichen' }).click();
  await expect(page.getByText(/eingereicht/).first()).toBeVisible();
  await shot(page, 'journey-case-study-submitted');
  await expectNoAxeViolations(page);

  // The programme office corrects the name of the event it entered, with a reason, and accepts the case study.
  await admin.goto(`/admin/organisation/${organization}/zertifizierungspfad/unternehmen`);
  await admin.getByRole('button', { name: /^Berichtigen: Teilnahme an einer Programmveranstaltung/ }).click();
  const correction = admin.getByRole('dialog', { name: 'Nachweis berichtigen' });
  await correction.getByLabel('Name der Veranstaltung').fill('Innovationstag Öffentliche Beschaffung Nord');
  // (The correction dialog the procurer's flow checks with axe-core, there with a file field in place of this
  // text field, a kind every form here has.)
  await correction.getByLabel(/Begründung/).fill('Laut Teilnehmerliste hieß die Veranstaltung anders.');
  await shot(admin, 'journey-admin-correction');
  await correction.getByRole('button', { name: 'Berichtigen' }).click();
  await expect(admin.getByText('Der Nachweis wurde berichtigt.')).toBeVisible();
  await expect(
    admin
      .getByRole('article', { name: 'Professional: Teilnahmen' })
      .getByText(/Innovationstag Öffentliche Beschaffung Nord/),
  ).toBeVisible();
  await expect(
    admin
      .getByRole('row')
      .filter({ has: admin.getByRole('cell', { name: 'Nachweis berichtigt', exact: true }) }),
  ).toContainText('Laut Teilnehmerliste hieß die Veranstaltung anders.');
  // It reads the whole text before it decides.
  const text = admin.locator('details').filter({ hasText: 'Text des Praxisbeispiels' });
  await expect(text.getByText('Digitale Bauanträge im Landkreis')).toBeVisible();
  await expect(text.getByText('Wir haben den Bedarf funktional beschrieben').first()).toBeVisible();
  await expectNoAxeViolations(admin);
  await shot(admin, 'journey-admin-case-study-text');
  await admin.getByRole('button', { name: 'Praxisbeispiel annehmen' }).click();
  // The dialog names the case study it decides on.
  const dialog = admin.getByRole('dialog', {
    name: /^Praxisbeispiel „Digitale Bauanträge im Landkreis.*“ annehmen$/,
  });
  await expectNoAxeViolations(admin, dialog);
  await dialog.getByRole('button', { name: /annehmen/i }).click();
  await expect(admin.getByText('Praxisbeispiel angenommen').first()).toBeVisible();

  // The provider's journey: professional and practitioner done.
  await page.goto('/zertifizierungspfad/unternehmen');
  const journey = await callApi<{ professional: { status: string }; practitioner: { status: string } }>(
    page,
    'GET',
    `/api/journey/provider/organization/${organization}`,
  );
  expect(journey.professional.status).toBe('done');
  expect(journey.practitioner.status).toBe('done');
  await expect(page.getByText('Abgeschlossen').first()).toBeVisible();
  await shot(page, 'journey-provider-practitioner');
  await expectNoAxeViolations(page);
  await admin.context().close();
});
