import {
  caseStudyStep,
  caseStudyMessages,
  caseStudyRecordSchema,
  type CaseStudyContent,
  type CaseStudyLock,
  type CaseStudySummary,
  type CaseStudyRecord,
  type User,
} from '@cert/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS } from '@/components/draft-editor/use-draft-form';
import { stubSignedInApi, fieldsRefused, type FakeCall, type FakeReply } from '@/testing/fake-fetch';
import { currentUserQueryKey } from '@/lib/current-user';
import { renderRoute } from '@/testing/render-route';
import { startNewCaseStudy } from '@/lib/same-screen';
import { GoldCaseStudyScreen, PractitionerCaseStudyScreen } from '..';
import type { CaseStudyOrganization } from '../case-study-screens';
import { caseStudyNotices } from '../messages';
import { axeViolations } from '@/testing/axe';

const procurer: CaseStudyOrganization = {
  _id: 'o1',
  name: 'Vergabestelle Musterstadt',
  type: 'PublicProcurer',
};
const provider: CaseStudyOrganization = { _id: 'p1', name: 'Muster GmbH', type: 'Provider' };
const at = '2026-11-20T10:00:00.000Z';
const goldBase = '/api/journey/procurement/gold/case-study';
const practitionerBase = '/api/journey/provider/practitioner/case-study';
const goldPath = '/zertifizierungspfad/beschaffung/gold/praxisbeispiel';
const practitionerPath = '/organisation/p1/unternehmen/practitioner/praxisbeispiel';

const long = 'Wir haben den Bedarf gemeinsam mit den Fachämtern beschrieben und den Markt offen erkundet. '
  .repeat(3)
  .trim();
const complete: CaseStudyContent = {
  title: 'Digitale Bauakte',
  counterpart: 'Bauakte als Dienst, Muster GmbH',
  initialSituation: long,
  procedure: long,
  innovation: long,
  results: long,
  lessonsLearned: long,
  period: '03/2025 – 11/2025',
  contactName: 'Eva Muster',
  contactEmail: 'eva@musterstadt.de',
  website: '',
  publicationConsent: true,
};

function record(overrides: Partial<CaseStudyRecord> = {}): CaseStudyRecord {
  return caseStudyRecordSchema.parse({
    _id: 'c1',
    kind: 'gold',
    organization: 'o1',
    version: 1,
    state: 'DRAFT',
    content: { title: 'Digitale Bauakte' },
    createdAt: at,
    updatedAt: at,
    submittedAt: null,
    reviewedAt: null,
    reviewComment: null,
    ...overrides,
  });
}

type Handler = (call: FakeCall) => FakeReply | Promise<FakeReply> | undefined;

/** The signed-in respondent, known before any signed-in screen renders (the access loader reads it). */
const respondent: User = {
  _id: 'u1',
  email: 'jana.beispiel@musterstadt.de',
  roles: [],
  firstName: 'Jana',
  lastName: 'Beispiel',
  phoneNumber: '030 1234567',
};

function stub(handler: Handler) {
  const stubbed = stubSignedInApi(handler);
  stubbed.queryClient.setQueryData(currentUserQueryKey, respondent);
  return stubbed;
}

// The route module reads the id from the address; so does this stand-in.
function GoldAtAddress({ organization, lock }: { organization: CaseStudyOrganization; lock: CaseStudyLock }) {
  const { id } = useParams();
  const level = { lock, rejected: null };
  return (
    <GoldCaseStudyScreen id={id} activeOrganization={organization} organizationPending={false} {...level} />
  );
}

function renderGold(path: string, handler: Handler, organization = procurer, lock: CaseStudyLock = null) {
  const { fake, queryClient } = stub(handler);
  const view = renderRoute(
    path,
    {
      path: `${goldPath}/:id?`,
      Component: () => (
        <main>
          <GoldAtAddress organization={organization} lock={lock} />
        </main>
      ),
    },
    { queryClient },
  );
  return { ...view, fake };
}

function renderPractitioner(
  handler: (call: FakeCall) => FakeReply | undefined,
  lock: CaseStudyLock = null,
  rejected: CaseStudySummary | null = null,
  state?: unknown,
) {
  const { fake, queryClient } = stub(handler);
  const view = renderRoute(
    practitionerPath,
    {
      path: '/organisation/:organizationId/unternehmen/practitioner/praxisbeispiel',
      Component: () => (
        <main>
          <PractitionerCaseStudyScreen
            organizationId="p1"
            approvedOrganizations={[provider]}
            organizationPending={false}
            lock={lock}
            rejected={rejected}
          />
        </main>
      ),
    },
    { queryClient, state },
  );
  return { ...view, fake };
}

const goldLabel = (key: keyof CaseStudyContent) =>
  caseStudyStep('gold').fields.find((field) => field.key === key)!.label;
const textbox = (key: keyof CaseStudyContent) =>
  screen.getByRole('textbox', { name: new RegExp(`^${goldLabel(key).replace(/[()]/g, '\\$&')}`) });

/** A save refused for what only the server can tell: a character the database cannot store. */
const titleRefused = fieldsRefused([
  {
    path: 'content.title',
    code: 'invalid_string',
    message: 'Enthält ein Zeichen, das nicht gespeichert werden kann.',
  },
]);

afterEach(() => vi.unstubAllGlobals());

describe('gold case study', () => {
  it('creates the draft on the first save and writes its id into the address', async () => {
    const { fake, router } = renderGold(goldPath, (call) => {
      if (call.method === 'POST')
        return {
          status: 201,
          body: record({ content: (call.body as { content: CaseStudyContent }).content }),
        };
      return undefined;
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Praxisbeispiel für die Stufe Gold' }),
    ).toBeTruthy();
    expect(textbox('counterpart')).toBeTruthy();
    // A new case study starts with the respondent as its contact, which alone is no change to save.
    expect(textbox('contactName')).toHaveProperty('value', 'Jana Beispiel');
    expect(textbox('contactEmail')).toHaveProperty('value', 'jana.beispiel@musterstadt.de');
    expect(screen.getByText('Noch nicht gespeichert')).toBeTruthy();
    await userEvent.type(textbox('title'), 'Digitale Bauakte');
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${goldPath}/c1`));
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe(goldBase);
    expect(post?.body).toMatchObject({
      organization: 'o1',
      content: {
        title: 'Digitale Bauakte',
        contactName: 'Jana Beispiel',
        contactEmail: 'jana.beispiel@musterstadt.de',
      },
    });
    expect(await screen.findByText('Der Entwurf des Praxisbeispiels wurde gespeichert.')).toBeTruthy();
    // The form stayed: what was typed is still there.
    expect(textbox('title')).toHaveProperty('value', 'Digitale Bauakte');
    expect(await axeViolations()).toEqual([]);
  });

  it('saves a new case study by itself after its first change, a half-typed address too, without calling it wrong', async () => {
    const { fake, router } = renderGold(goldPath, (call) => {
      if (call.method === 'POST')
        return {
          status: 201,
          body: record({ content: (call.body as { content: CaseStudyContent }).content }),
        };
      return undefined;
    });
    await screen.findByRole('heading', { level: 1, name: 'Praxisbeispiel für die Stufe Gold' });
    const mail = screen.getByRole('textbox', { name: /^E-Mail-Adresse der Ansprechperson/ });
    fireEvent.change(mail, { target: { value: 'eva@' } });
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${goldPath}/c1`), {
      timeout: AUTOSAVE_DELAY_MS + 3000,
    });
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      content: { contactEmail: 'eva@' },
    });
    expect(screen.getByText(/^Gespeichert (am|um)/)).toBeTruthy();
    // Still being typed: not left, so not called wrong.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(mail.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('opens the case study in work when the address has no id', async () => {
    const { router } = renderGold(goldPath, (call) =>
      call.method === 'GET' && call.path === `${goldBase}/organization/o1`
        ? { status: 200, body: record() }
        : call.method === 'GET' && call.path === `${goldBase}/c1`
          ? { status: 200, body: record() }
          : undefined,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`${goldPath}/c1`));
    expect(await screen.findByDisplayValue('Digitale Bauakte')).toBeTruthy();
  });

  it('says under a long text how far it has come toward its minimum, as it is written', async () => {
    renderGold(goldPath, () => undefined);
    const field = await screen.findByRole('textbox', { name: /^Ausgangslage und Bedarf/ });
    const description = () =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' ');
    expect(description()).toContain('Bisher 0 Zeichen, noch 200 bis zum Mindestumfang von 200.');
    fireEvent.change(field, { target: { value: `  ${'x'.repeat(150)}  ` } });
    expect(description()).toContain('Bisher 150 Zeichen, noch 50 bis zum Mindestumfang von 200.');
    fireEvent.change(field, { target: { value: 'x'.repeat(230) } });
    expect(description()).toContain('230 Zeichen: Mindestumfang von 200 erreicht.');
  });

  it('blocks an incomplete submit: error summary linked to the fields, red outlines, nothing sent', async () => {
    const { fake } = renderGold(`${goldPath}/c1`, (call) =>
      call.method === 'GET' ? { status: 200, body: record() } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Praxisbeispiel einreichen' }));
    const notice = await screen.findByText(caseStudyMessages.incomplete);
    const summary = notice.closest<HTMLElement>('#fehlerzusammenfassung')!;
    await waitFor(() => expect(document.activeElement).toBe(summary));
    const link = within(summary).getByRole('link', { name: new RegExp(`^${goldLabel('counterpart')}`) });
    expect(link.getAttribute('href')).toBe(`${goldPath}/c1#frage-content-counterpart`);
    expect(within(summary).queryByRole('link', { name: /^Titel/ })).toBeNull();
    await userEvent.click(link);
    await waitFor(() => expect(document.activeElement).toBe(textbox('counterpart')));
    expect(textbox('counterpart').getAttribute('aria-invalid')).toBe('true');
    expect(textbox('title').getAttribute('aria-invalid')).not.toBe('true');
    expect(fake.calls.some((call) => call.method === 'PUT')).toBe(false);
    expect(await axeViolations()).toEqual([]);
  });

  it('names a malformed e-mail address differently from missing answers, keeps it as a draft and does not submit', async () => {
    const { fake } = renderGold(`${goldPath}/c1`, (call) =>
      call.method === 'GET' ? { status: 200, body: record({ content: complete }) } : undefined,
    );
    const mail = await screen.findByRole('textbox', { name: /^E-Mail-Adresse der Ansprechperson/ });
    fireEvent.change(mail, { target: { value: 'eva@' } });
    await userEvent.click(screen.getByRole('button', { name: 'Praxisbeispiel einreichen' }));
    expect(
      await screen.findByText(
        'Ein Absenden war nicht möglich. Bitte beachten Sie die rot umrandeten Felder.',
      ),
    ).toBeTruthy();
    expect(mail.getAttribute('aria-invalid')).toBe('true');
    expect(fake.calls.find((call) => call.method === 'PUT')).toMatchObject({
      path: `${goldBase}/c1`,
      body: { content: { contactEmail: 'eva@' } },
    });
    expect(fake.calls.some((call) => call.path.endsWith('/submit'))).toBe(false);
  });

  it('submits a complete draft with its version and leads to the journey', async () => {
    const { fake, router } = renderGold(`${goldPath}/c1`, (call) => {
      if (call.method === 'GET') return { status: 200, body: record({ version: 3, content: complete }) };
      if (call.method === 'PUT' && call.path === `${goldBase}/c1/submit`)
        return {
          status: 200,
          body: record({ version: 4, content: complete, state: 'SUBMITTED', submittedAt: at }),
        };
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Praxisbeispiel einreichen' }));
    // As for a questionnaire, the user confirms first: nothing is sent before.
    const dialog = await screen.findByRole('dialog', { name: 'Praxisbeispiel jetzt einreichen?' });
    expect(fake.calls.some((call) => call.method === 'PUT')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jetzt einreichen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zertifizierungspfad/beschaffung'));
    expect(fake.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    const submit = fake.calls.find((call) => call.method === 'PUT');
    expect(submit?.body).toEqual({ content: complete, version: 3 });
    expect(submit?.headers['if-match']).toBe('"3"');
    // The journey says what happens next, in the page (not a notice that goes).
    expect(router.state.location.state).toEqual({ caseStudySubmitted: true });
  });

  it('submits nothing the user has not seen: a submit refused as stale takes in what was saved meanwhile, says so, and the next submit goes', async () => {
    let stored = record({ version: 3, content: complete });
    const { fake, router } = renderGold(`${goldPath}/c1`, (call) => {
      if (call.method === 'GET') return { status: 200, body: stored };
      if (call.method === 'PUT' && call.path === `${goldBase}/c1/submit`)
        return call.headers['if-match'] === `"${stored.version}"`
          ? {
              status: 200,
              body: { ...stored, state: 'SUBMITTED', submittedAt: at, version: stored.version + 1 },
            }
          : { status: 409, body: { status: 409, code: 'CONFLICT', message: 'Konflikt' } };
      return undefined;
    });
    await screen.findByRole('button', { name: 'Praxisbeispiel einreichen' });
    // In another window, the title is changed and saved as version 4.
    stored = record({ version: 4, content: { ...complete, title: 'Digitale Bauakte im Landkreis' } });
    await userEvent.click(screen.getByRole('button', { name: 'Praxisbeispiel einreichen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt einreichen' }));
    const refused = await screen.findByRole('alert', { name: 'Das Praxisbeispiel wurde nicht eingereicht' });
    expect(refused.textContent).toContain('Sie sehen jetzt den aktuellen Stand');
    expect(screen.queryByRole('button', { name: 'Aktuellen Stand laden' })).toBeNull();
    await waitFor(() => expect(textbox('title')).toHaveProperty('value', 'Digitale Bauakte im Landkreis'));
    // The draft is saved; only the submit was refused.
    expect(document.querySelector('[data-status]')?.getAttribute('data-status')).toBe('saved');
    await userEvent.click(screen.getByRole('button', { name: 'Praxisbeispiel einreichen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt einreichen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zertifizierungspfad/beschaffung'));
    const submits = fake.calls.filter((call) => call.path === `${goldBase}/c1/submit`);
    expect(submits.map((call) => call.headers['if-match'])).toEqual(['"3"', '"4"']);
  });

  it('shows the server message when the level is not open yet', async () => {
    const message = caseStudyMessages.levelNotOpen('2027-01-05');
    renderGold(`${goldPath}/c1`, (call) => {
      if (call.method === 'GET') return { status: 200, body: record({ content: complete }) };
      if (call.method === 'PUT')
        return { status: 409, body: { status: 409, code: 'LEVEL_NOT_OPEN', message } };
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Praxisbeispiel einreichen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt einreichen' }));
    const alert = await screen.findByText('Das Praxisbeispiel kann noch nicht eingereicht werden');
    expect(alert.closest('[role="alert"]')?.textContent).toContain('ab dem 05.01.2027 einreichen');
    // The notice stands at the top of the long form: it takes the focus, so that it is seen and read.
    await waitFor(() => expect(document.activeElement?.contains(alert)).toBe(true));
  });

  it('says in German that the user no longer acts for the organisation, where the API answers in English', async () => {
    renderGold(goldPath, (call) => {
      if (call.method === 'POST')
        return {
          status: 400,
          body: { status: 400, code: 'NO_ACTIVE_ORGANIZATION', message: 'no active organization available' },
        };
      return undefined;
    });
    await screen.findByRole('heading', { level: 1, name: 'Praxisbeispiel für die Stufe Gold' });
    await userEvent.type(textbox('title'), 'Digitale Bauakte');
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    const alert = (await screen.findByText('Keine passende Organisation')).closest('[role="alert"]')!;
    expect(alert.textContent).toContain('nicht mehr zu ihr gehören');
    expect(document.body.textContent).not.toContain('no active organization');
  });

  it('says before any answer when a waiting level lets it be submitted, and offers no submit until then', async () => {
    // A complete draft: without the lock, submitting the form would ask for the confirmation at once.
    const { fake } = renderGold(
      `${goldPath}/c1`,
      (call) => (call.method === 'GET' ? { status: 200, body: record({ content: complete }) } : undefined),
      procurer,
      { opensAt: '2026-12-31' },
    );
    const notice = await screen.findByRole('status', { name: 'Einreichen ab dem 31.12.2026 möglich' });
    expect(notice.textContent).toContain(caseStudyMessages.levelNotOpen('2026-12-31'));
    expect(screen.queryByRole('button', { name: 'Praxisbeispiel einreichen' })).toBeNull();
    expect(screen.getByText('Einreichen ab dem 31.12.2026 möglich.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Entwurf speichern' })).toBeTruthy();
    // Enter in a field submits the form: it asks nothing and sends nothing the server would refuse.
    fireEvent.submit(screen.getByRole('form', { name: 'Praxisbeispiel für die Stufe Gold' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fake.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('says that an earlier level is missing while the level is locked', async () => {
    renderPractitioner(() => undefined, { opensAt: null });
    const notice = await screen.findByRole('status', { name: 'Einreichen noch nicht möglich' });
    expect(notice.textContent).toContain(caseStudyMessages.levelNotOpen(null));
    expect(screen.queryByRole('button', { name: 'Praxisbeispiel einreichen' })).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('says why a save finds no case study, and saves what is typed as a new draft on request', async () => {
    const { fake, router } = renderGold(`${goldPath}/c1`, (call) => {
      if (call.method === 'GET' && call.path === `${goldBase}/c1`) return { status: 200, body: record() };
      if (call.method === 'PUT')
        return {
          status: 404,
          body: {
            status: 404,
            code: 'NOT_FOUND',
            message: 'Die angeforderte Ressource wurde nicht gefunden.',
          },
        };
      if (call.method === 'POST')
        return {
          status: 201,
          body: record({ _id: 'c2', content: (call.body as { content: CaseStudyContent }).content }),
        };
      return undefined;
    });
    await userEvent.type(await screen.findByDisplayValue('Digitale Bauakte'), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    expect(await screen.findByText(caseStudyNotices.gone)).toBeTruthy();
    expect(screen.queryByText('Die angeforderte Ressource wurde nicht gefunden.')).toBeNull();
    // The save status says why nothing is saved, as a questionnaire's does (one rule: components/draft-editor).
    expect(document.querySelector('[data-status]')?.textContent).toBe(
      `Nicht gespeichert: ${caseStudyNotices.goneReason}`,
    );
    // Deleted by a colleague meanwhile: what is typed here is not lost with it.
    await userEvent.click(screen.getByRole('button', { name: 'Als neuen Entwurf speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${goldPath}/c2`));
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      organization: 'o1',
      content: { title: 'Digitale Bauakte 2' },
    });
    expect(screen.queryByText(caseStudyNotices.gone)).toBeNull();
    // The same form goes on, the focus on the heading, as the notice with its button went.
    expect(textbox('title')).toHaveProperty('value', 'Digitale Bauakte 2');
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('says that a submit finds no case study, under the submit’s title', async () => {
    renderGold(`${goldPath}/c1`, (call) => {
      if (call.method === 'GET') return { status: 200, body: record({ version: 3, content: complete }) };
      if (call.method === 'PUT')
        return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } };
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Praxisbeispiel einreichen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Praxisbeispiel jetzt einreichen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Jetzt einreichen' }));
    expect(await screen.findByRole('alert', { name: caseStudyNotices.notSubmittedTitle })).toBeTruthy();
    expect(screen.getByText(caseStudyNotices.gone)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Als neuen Entwurf speichern' })).toBeTruthy();
  });

  it("takes the focus to a refusal of the save button, and leaves it in the field being typed in at an autosave's", async () => {
    renderGold(`${goldPath}/c1`, (call) => {
      if (call.method === 'GET') return { status: 200, body: record() };
      if (call.method === 'PUT') return titleRefused;
      return undefined;
    });
    const title = await screen.findByDisplayValue('Digitale Bauakte');
    await userEvent.type(title, ' 2');
    const notice = await screen.findByRole(
      'alert',
      { name: caseStudyNotices.draftInvalidTitle },
      { timeout: AUTOSAVE_DELAY_MS + 3000 },
    );
    expect(document.activeElement).toBe(title);
    // The bar says why in the server's words, not the notice's title again.
    expect(document.querySelector('[data-status]')?.textContent).toMatch(
      /^Nicht gespeichert: .*Enthält ein Zeichen, das nicht gespeichert werden kann\.$/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    // The button is at the end of the form, the notice at its top.
    await waitFor(() => expect(document.activeElement?.contains(notice)).toBe(true));
  });

  it('takes the focus to a refusal of what the submit button saves first: the notice is at the top', async () => {
    const { fake } = renderGold(`${goldPath}/c1`, (call) => {
      if (call.method === 'GET') return { status: 200, body: record({ content: complete }) };
      if (call.method === 'PUT') return titleRefused;
      return undefined;
    });
    await userEvent.type(await screen.findByDisplayValue(complete.title), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Praxisbeispiel einreichen' }));
    const notice = await screen.findByRole('alert', { name: caseStudyNotices.draftInvalidTitle });
    await waitFor(() => expect(document.activeElement?.contains(notice)).toBe(true));
    expect(fake.calls.some((call) => call.path.endsWith('/submit'))).toBe(false);
  });

  it('says that a change was not saved because a colleague submitted meanwhile, and shows what was submitted', async () => {
    let stored = record();
    renderGold(`${goldPath}/c1`, (call) => {
      if (call.path === '/api/user/me')
        return { status: 200, body: { _id: 'u1', email: 'u1@example.org', roles: [] } };
      if (call.method === 'GET') return { status: 200, body: stored };
      if (call.method === 'PUT')
        return { status: 409, body: { status: 409, code: 'CONFLICT', message: 'Konflikt' } };
      return undefined;
    });
    const title = await screen.findByDisplayValue('Digitale Bauakte');
    stored = record({ content: complete, state: 'SUBMITTED', submittedAt: at, version: 3 });
    await userEvent.type(title, ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    expect(await screen.findByText(caseStudyNotices.submittedElsewhere(true))).toBeTruthy();
    expect(await screen.findByText('Ihr Praxisbeispiel wird geprüft')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByText(caseStudyNotices.conflictTitle)).toBeNull();
    // What was typed stays to be read and copied, the focus on it: the form it was typed into has gone.
    const lost = screen.getByRole('region', { name: 'Nicht gespeicherte Angaben' });
    expect(lost.textContent).toContain('Digitale Bauakte 2');
    await waitFor(() => expect(document.activeElement).toBe(lost));
    expect(await axeViolations()).toEqual([]);
  });

  it('saves with its version and reports a stale draft in German, with a way to reload', async () => {
    let reads = 0;
    const { fake } = renderGold(`${goldPath}/c1`, (call) => {
      if (call.method === 'GET') {
        reads += 1;
        return {
          status: 200,
          body: record(reads > 1 ? { version: 2, content: { title: 'Von Kollegin' } } : {}),
        };
      }
      if (call.method === 'PUT')
        return { status: 409, body: { status: 409, code: 'CONFLICT', message: 'Konflikt' } };
      return undefined;
    });
    await userEvent.type(await screen.findByDisplayValue('Digitale Bauakte'), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    expect(
      await screen.findByText('Das Praxisbeispiel wurde inzwischen an anderer Stelle geändert'),
    ).toBeTruthy();
    const save = fake.calls.find((call) => call.method === 'PUT');
    expect(save?.body).toMatchObject({ version: 1 });
    expect(save?.headers['if-match']).toBe('"1"');
    await userEvent.click(screen.getByRole('button', { name: 'Aktuellen Stand laden' }));
    expect(await screen.findByDisplayValue('Von Kollegin')).toBeTruthy();
  });

  it('a submit clicked while a save is on its way waits for it: the submit sends the saved version', async () => {
    let answerSave: (() => void) | undefined;
    const { fake, router } = renderGold(`${goldPath}/c1`, (call) => {
      if (call.method === 'GET') return { status: 200, body: record({ version: 3, content: complete }) };
      if (call.method === 'PUT' && call.path === `${goldBase}/c1`) {
        const body = call.body as { content: CaseStudyContent };
        // The save answers only when the test says so: the submit is clicked meanwhile.
        return new Promise<FakeReply>((resolve) => {
          answerSave = () => resolve({ status: 200, body: record({ version: 4, content: body.content }) });
        });
      }
      if (call.method === 'PUT' && call.path === `${goldBase}/c1/submit`) {
        const { version } = call.body as { version: number };
        return version === 4
          ? {
              status: 200,
              body: record({ version: 5, content: complete, state: 'SUBMITTED', submittedAt: at }),
            }
          : { status: 409, body: { status: 409, code: 'CONFLICT', message: 'Konflikt' } };
      }
      return undefined;
    });
    await userEvent.type(await screen.findByDisplayValue('Digitale Bauakte'), ' 2');
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    await userEvent.click(screen.getByRole('button', { name: 'Praxisbeispiel einreichen' }));
    await waitFor(() => expect(answerSave).toBeDefined());
    // Nothing else is sent while the save is under way.
    expect(fake.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    answerSave!();
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt einreichen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zertifizierungspfad/beschaffung'));
    const writes = fake.calls.filter((call) => call.method === 'PUT');
    expect(writes.map((call) => call.path)).toEqual([`${goldBase}/c1`, `${goldBase}/c1/submit`]);
    expect(writes[1]?.body).toMatchObject({ version: 4, content: { title: 'Digitale Bauakte 2' } });
  });

  // What a questionnaire's draft does, a case study's does too: the one draft hook serves both (components/draft-editor).
  describe('as every draft', () => {
    /** A case study on a server that checks versions, and a colleague who saves meanwhile. */
    function caseStudyServer(content: Partial<CaseStudyContent>) {
      let stored = record({ content });
      let failures = 0;
      return {
        stored: () => stored,
        colleagueSaves: (change: Partial<CaseStudyContent>) => {
          stored = record({
            ...stored,
            version: stored.version + 1,
            content: { ...stored.content, ...change },
          });
        },
        failNextSaves: (count: number) => {
          failures = count;
        },
        handler: (call: FakeCall): FakeReply | undefined => {
          if (call.method === 'GET') return { status: 200, body: stored };
          if (call.method !== 'PUT' || call.path !== `${goldBase}/c1`) return undefined;
          if (failures > 0) {
            failures -= 1;
            return { status: 503, body: { status: 503, code: 'INTERNAL', message: 'Fehler' } };
          }
          const body = call.body as { content: CaseStudyContent; version: number };
          if (call.headers['if-match'] !== `"${stored.version}"`)
            return { status: 409, body: { status: 409, code: 'CONFLICT', message: 'Konflikt' } };
          stored = record({ ...stored, version: stored.version + 1, content: body.content });
          return { status: 200, body: stored };
        },
      };
    }
    const status = () => document.querySelector('[data-status]')?.textContent ?? '';

    it('merges a save refused as stale: what the colleague saved and what is typed here both stay, nothing is asked', async () => {
      const server = caseStudyServer({ title: 'Digitale Bauakte' });
      renderGold(`${goldPath}/c1`, server.handler);
      await screen.findByDisplayValue('Digitale Bauakte');
      server.colleagueSaves({ counterpart: 'Muster GmbH' });
      await userEvent.type(textbox('period'), '03/2025');
      await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
      await waitFor(() => expect(server.stored().version).toBe(3));
      expect(server.stored().content).toMatchObject({ counterpart: 'Muster GmbH', period: '03/2025' });
      expect(textbox('counterpart')).toHaveProperty('value', 'Muster GmbH');
      expect(screen.queryByRole('group', { name: /Zwei Angaben/ })).toBeNull();
      await waitFor(() => expect(status()).toMatch(/^Gespeichert (am|um)/));
    });

    it('puts the same field changed by a colleague to the user, beside the field and at the save status', async () => {
      const server = caseStudyServer({ title: 'Digitale Bauakte' });
      renderGold(`${goldPath}/c1`, server.handler);
      await screen.findByDisplayValue('Digitale Bauakte');
      server.colleagueSaves({ title: 'Bauakte digital' });
      await userEvent.type(textbox('title'), ' 2');
      await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
      const choice = await screen.findByRole('group', { name: /Zwei Angaben zu „Titel/ });
      expect(choice.textContent).toContain('Gespeichert: Bauakte digital');
      expect(choice.textContent).toContain('Ihre Angabe: Digitale Bauakte 2');
      expect(textbox('title')).toHaveProperty('value', 'Bauakte digital');
      await userEvent.click(screen.getByRole('link', { name: '1 Angabe zu klären' }));
      await waitFor(() => expect(document.activeElement).toBe(choice));
      await userEvent.click(within(choice).getByRole('button', { name: 'Meine Angabe übernehmen' }));
      // The choice left with its buttons: the focus is on the answer just decided.
      expect(document.activeElement).toBe(textbox('title'));
      await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
      await waitFor(() => expect(server.stored().content).toMatchObject({ title: 'Digitale Bauakte 2' }));
      expect(await axeViolations()).toEqual([]);
    });

    it('says when a save does not reach the server, tries again by itself and then says saved', async () => {
      const server = caseStudyServer({ title: 'Digitale Bauakte' });
      renderGold(`${goldPath}/c1`, server.handler);
      await screen.findByDisplayValue('Digitale Bauakte');
      server.failNextSaves(1);
      await userEvent.type(textbox('period'), '03/2025');
      await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
      await waitFor(() => expect(status()).toMatch(/^Nicht gespeichert: Der Server ist nicht erreichbar/));
      // No click: the next try comes by itself, 2 s later.
      await waitFor(() => expect(server.stored().content).toMatchObject({ period: '03/2025' }), {
        timeout: 5000,
      });
      await waitFor(() => expect(status()).toMatch(/^Gespeichert (am|um)/));
    }, 10_000);
  });

  it('asks before leaving with unsaved changes, says truly what becomes of them, and saves them on the way out', async () => {
    const { fake, router } = renderGold(`${goldPath}/c1`, (call) =>
      call.method === 'GET'
        ? { status: 200, body: record() }
        : call.method === 'PUT'
          ? { status: 200, body: record({ version: 4 }) }
          : undefined,
    );
    await userEvent.type(await screen.findByDisplayValue('Digitale Bauakte'), ' 2');
    await userEvent.click(screen.getByRole('link', { name: 'Zurück zum Zertifizierungspfad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    expect(dialog.textContent).toContain('werden sie dabei gespeichert');
    expect(dialog.textContent).toContain('bleiben sie in diesem Browser erhalten');
    expect(dialog.textContent).not.toContain('verloren');
    expect(fake.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern und verlassen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zertifizierungspfad/beschaffung'));
    await waitFor(() =>
      expect(fake.calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        content: { title: 'Digitale Bauakte 2' },
      }),
    );
  });

  it('opens a new case study only once the one just left has been created: its answers, not an offer of them', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    let created = false;
    const { fake, router } = renderGold(goldPath, (call) => {
      if (call.method === 'POST')
        return new Promise<FakeReply>((resolve) => (answer = resolve)).finally(() => (created = true));
      // The organisation's case study in work, once there is one.
      if (call.method === 'GET' && created) return { status: 200, body: record() };
      return undefined;
    });
    await userEvent.type(await screen.findByRole('textbox', { name: /^Titel/ }), 'Digitale Bauakte');
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    await waitFor(() => expect(fake.calls.some((call) => call.method === 'POST')).toBe(true));
    await userEvent.click(screen.getByRole('link', { name: 'Zurück zum Zertifizierungspfad' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern und verlassen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/zertifizierungspfad/beschaffung'));
    // Back while the first save is still on a slow way.
    await act(() => router.navigate(goldPath));
    expect(await screen.findByText('Praxisbeispiel wird geladen')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('alert', { name: 'Nicht gespeicherte Angaben gefunden' })).toBeNull();
    await act(async () => answer({ status: 201, body: record() }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${goldPath}/c1`));
    expect(await screen.findByDisplayValue('Digitale Bauakte')).toBeTruthy();
    expect(screen.queryByRole('alert', { name: 'Nicht gespeicherte Angaben gefunden' })).toBeNull();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it.each([
    ['deletes a draft after confirming and starts a new one', 204],
    ['deleting a draft deleted elsewhere meanwhile is done, and it does not come back', 404],
  ])('%s', async (_title, deleteStatus) => {
    let deleted = false;
    const { fake, router } = renderGold(`${goldPath}/c1`, (call) => {
      // The draft by its id, and as the organisation's case study in work.
      if (call.method === 'GET' && [`${goldBase}/c1`, `${goldBase}/organization/o1`].includes(call.path))
        return deleted
          ? { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } }
          : { status: 200, body: record() };
      if (call.method === 'DELETE') {
        deleted = true;
        return deleteStatus === 204
          ? { status: 204 }
          : { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } };
      }
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Entwurf löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entwurf löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entwurf löschen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(goldPath));
    expect(fake.calls.find((call) => call.method === 'DELETE')?.path).toBe(`${goldBase}/c1`);
    expect(await screen.findByText('Der Entwurf des Praxisbeispiels wurde gelöscht.')).toBeTruthy();
    expect(await screen.findByText('Noch nicht gespeichert')).toBeTruthy();
    expect(textbox('title')).toHaveProperty('value', '');
  });

  it('shows a submitted case study read-only with its state', async () => {
    renderGold(`${goldPath}/c1`, (call) =>
      call.method === 'GET'
        ? { status: 200, body: record({ content: complete, state: 'SUBMITTED', submittedAt: at }) }
        : undefined,
    );
    const status = (await screen.findByText('Ihr Praxisbeispiel wird geprüft')).closest('[role="status"]')!;
    expect(status.textContent).toContain('Eingereicht am 20.11.2026 - 11:00');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Praxisbeispiel einreichen' })).toBeNull();
    expect(screen.getByText(goldLabel('counterpart')).nextElementSibling?.textContent).toBe(
      complete.counterpart,
    );
    expect(screen.getByText('Ja, das Praxisbeispiel darf veröffentlicht werden.')).toBeTruthy();
    expect(await axeViolations()).toEqual([]);
  });

  it('a rejected one leads to a new case study, or to the newer one once there is one', async () => {
    const rejected = record({
      state: 'REJECTED',
      submittedAt: at,
      reviewedAt: at,
      reviewComment: 'Zu knapp.',
    });
    const withCurrent = (current: CaseStudyRecord) => (call: FakeCall) =>
      call.path === `${goldBase}/c1`
        ? { status: 200, body: rejected }
        : call.path === `${goldBase}/organization/o1`
          ? { status: 200, body: current }
          : undefined;
    const first = renderGold(`${goldPath}/c1`, withCurrent(rejected));
    expect(
      (await screen.findByRole('link', { name: 'Neues Praxisbeispiel beginnen' })).getAttribute('href'),
    ).toBe(goldPath);
    // The line says when, as the journey does, and the writing instructions stay with the form.
    const status = screen.getByText('Ihr Praxisbeispiel wurde nicht angenommen').closest('[role="status"]')!;
    expect(status.textContent).toContain('Abgelehnt am 20.11.2026 (eingereicht am 20.11.2026).');
    expect(screen.queryByText(/^Beschreiben Sie ein Beschaffungsvorhaben/)).toBeNull();
    first.unmount();
    renderGold(`${goldPath}/c1`, withCurrent(record({ _id: 'c2' })));
    expect(
      (await screen.findByRole('link', { name: 'Zum aktuellen Praxisbeispiel' })).getAttribute('href'),
    ).toBe(`${goldPath}/c2`);
    expect(screen.queryByRole('link', { name: 'Neues Praxisbeispiel beginnen' })).toBeNull();
  });

  it('deleting the new one after a rejection begins again from the rejected one', async () => {
    const rejected = record({ content: complete, state: 'REJECTED', submittedAt: at, reviewedAt: at });
    let current = record({ _id: 'c9', content: { title: 'Zweiter Anlauf' } });
    renderGold(`${goldPath}/c9`, (call) => {
      if (call.method === 'DELETE') {
        current = rejected;
        return { status: 204 };
      }
      if (call.path === `${goldBase}/c9`) return { status: 200, body: current };
      if (call.path !== `${goldBase}/organization/o1`) return undefined;
      // Read anew after the delete a moment later, as over a network: the new form must wait for it.
      const reply = { status: 200, body: current };
      return current === rejected ? new Promise((resolve) => setTimeout(() => resolve(reply), 300)) : reply;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Entwurf löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entwurf löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entwurf löschen' }));
    // The current one is the rejected one again: read anew, not taken for none.
    await waitFor(() => expect(textbox('title')).toHaveProperty('value', 'Digitale Bauakte'));
  });

  it('refuses an organisation that is not a procurer', async () => {
    renderGold(goldPath, () => undefined, provider);
    expect(await screen.findByText('Keine passende Organisation')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});

describe('practitioner case study', () => {
  const rejected = record({
    kind: 'practitioner',
    organization: 'p1',
    content: complete,
    state: 'REJECTED',
    submittedAt: at,
    reviewedAt: at,
    reviewComment: 'Bitte beschreiben Sie die Wirkung genauer.',
  });

  it('shows a rejected case study with its reason, then starts a new one from its text on request', async () => {
    // Once created, the new draft is the organisation's current case study.
    let current = rejected;
    const { fake } = renderPractitioner((call) => {
      if (call.method === 'GET' && call.path === `${practitionerBase}/organization/p1`)
        return { status: 200, body: current };
      if (call.method === 'POST') {
        current = record({ _id: 'c9', kind: 'practitioner', organization: 'p1', content: complete });
        return { status: 201, body: current };
      }
      return undefined;
    });
    const status = (await screen.findByText('Ihr Praxisbeispiel wurde nicht angenommen')).closest(
      '[role="status"]',
    )!;
    expect(status.textContent).toContain(
      'Begründung des Programmteams: Bitte beschreiben Sie die Wirkung genauer.',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    // What to write is for the form, not for a case study that was decided.
    expect(screen.queryByText(/^Beschreiben Sie einen Auftrag/)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Neues Praxisbeispiel beginnen' }));
    // The button left with its view: the focus is on the page's heading.
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { level: 1, name: 'Praxisbeispiel für die Stufe Practitioner' }),
    );
    // The reason stays in view above the new one, which begins with the rejected one's text.
    expect(
      screen.getByText('Ihr voriges Praxisbeispiel wurde nicht angenommen').closest('[role="status"]')!
        .textContent,
    ).toContain('Bitte beschreiben Sie die Wirkung genauer.');
    const counterpart = screen.getByRole('textbox', { name: /^Öffentlicher Auftraggeber/ });
    expect(counterpart).toHaveProperty('value', complete.counterpart);
    fireEvent.change(counterpart, { target: { value: 'Stadt Musterstadt' } });
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    expect(await screen.findByText('Der Entwurf des Praxisbeispiels wurde gespeichert.')).toBeTruthy();
    // Saved, the new one is the current one; the reason stays above it (the journey read before names none).
    await waitFor(() =>
      expect(fake.calls.filter((call) => call.path === `${practitionerBase}/organization/p1`)).toHaveLength(
        2,
      ),
    );
    expect(screen.getByText('Ihr voriges Praxisbeispiel wurde nicht angenommen')).toBeTruthy();
    const { publicationConsent: _asked, ...revised } = complete;
    const posted = fake.calls.find((call) => call.method === 'POST');
    expect(posted).toMatchObject({
      path: practitionerBase,
      body: { organization: 'p1', content: { ...revised, counterpart: 'Stadt Musterstadt' } },
    });
    // Consent to publish is given for a text: asked anew.
    expect((posted!.body as { content: object }).content).not.toHaveProperty('publicationConsent');
    expect(screen.getByRole('textbox', { name: /^Öffentlicher Auftraggeber/ })).toHaveProperty(
      'value',
      'Stadt Musterstadt',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps the reason of the rejected one in view while the new draft is written', async () => {
    const draft = record({ _id: 'c9', kind: 'practitioner', organization: 'p1', content: complete });
    const { fake } = renderPractitioner(
      (call) =>
        call.path === `${practitionerBase}/organization/p1`
          ? { status: 200, body: draft }
          : call.path === `${practitionerBase}/c1`
            ? { status: 200, body: { ...rejected, content: { ...complete, title: 'Erster Anlauf' } } }
            : undefined,
      null,
      { ...rejected, title: 'Digitale Bauakte' },
    );
    const notice = (
      await screen.findByText('Ihr voriges Praxisbeispiel wurde nicht angenommen')
    ).closest<HTMLElement>('[role="status"]')!;
    expect(notice.textContent).toContain(
      'Begründung des Programmteams: Bitte beschreiben Sie die Wirkung genauer.',
    );
    expect(screen.getByRole('textbox', { name: /^Öffentlicher Auftraggeber/ })).toHaveProperty(
      'value',
      complete.counterpart,
    );
    // Its address is the new one's: the rejected one's text unfolds below the notice (not in its live region),
    // read only then.
    const reads = () => fake.calls.filter((call) => call.path === `${practitionerBase}/c1`).length;
    expect(reads()).toBe(0);
    const unfold = screen.getByText('Das abgelehnte Praxisbeispiel ansehen');
    expect(notice.contains(unfold)).toBe(false);
    await userEvent.click(unfold);
    expect(await within(unfold.closest('details')!).findByText('Erster Anlauf')).toBeTruthy();
    expect(reads()).toBe(1);
  });

  it("begins a new one at once when the journey's link asks for it", async () => {
    renderPractitioner(
      (call) =>
        call.method === 'GET' && call.path === `${practitionerBase}/organization/p1`
          ? { status: 200, body: rejected }
          : undefined,
      null,
      null,
      startNewCaseStudy,
    );
    expect(await screen.findByRole('textbox', { name: /^Öffentlicher Auftraggeber/ })).toHaveProperty(
      'value',
      complete.counterpart,
    );
    expect(screen.queryByRole('button', { name: 'Neues Praxisbeispiel beginnen' })).toBeNull();
  });
});
