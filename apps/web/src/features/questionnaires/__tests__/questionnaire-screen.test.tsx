import {
  displayStepLabel,
  messages,
  questionnaires,
  type QuestionnaireLevel,
  type QuestionnaireRecord,
} from '@cert/domain';
import { onlineManager } from '@tanstack/react-query';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOSAVE_DELAY_MS, SAVE_TIMEOUT_MS } from '@/components/draft-editor/use-draft-form';
import { questionnaireNotices } from '../messages';
import { stubSignedInApi, fieldsRefused, type FakeCall, type FakeReply } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { QuestionnaireScreen } from '..';
import { axeViolations } from '@/testing/axe';
import { mediaQueryList } from '@/testing/match-media';
import { questionnaireLevel } from '@/testing/journey-levels';

const kind = 'procurement-office';
const { routeBase, definition } = questionnaires[kind];
const organization = { _id: 'o1', name: 'Vergabestelle Musterstadt', type: 'PublicProcurer' as const };
const otherOrganization = { _id: 'o2', name: 'Stadtwerke Musterstadt', type: 'PublicProcurer' as const };
const at = '2026-11-20T10:00:00.000Z';

function record(overrides: Record<string, unknown> = {}): QuestionnaireRecord {
  return {
    _id: 'q1',
    kind,
    version: 1,
    meta: { state: 'IN_DRAFT', stateUpdatedAt: at, organization: 'o1' },
    createdAt: at,
    updatedAt: at,
    submittedAt: null,
    general: { contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' },
    ...overrides,
  } as unknown as QuestionnaireRecord;
}

function renderScreen(
  path: string,
  handler: (call: FakeCall) => FakeReply | Promise<FakeReply> | undefined = () => undefined,
  activeOrganization: ComponentProps<typeof QuestionnaireScreen>['activeOrganization'] = organization,
  journeyLevel: QuestionnaireLevel | null = null,
  actAs: (organizationId: string) => void = () => undefined,
  routes?: RouteObject[],
) {
  const { fake, queryClient } = stubSignedInApi(handler);
  const view = renderRoute(
    path,
    {
      path: `${routeBase}/:id?/:step`,
      Component: () => (
        <main>
          <QuestionnaireScreen
            kind={kind}
            activeOrganization={activeOrganization}
            organizationPending={false}
            level={journeyLevel}
            journeyPath="/mein-zertifizierungspfad"
            organizations={[organization, otherOrganization]}
            actAs={actAs}
          />
        </main>
      ),
    },
    { queryClient, routes },
  );
  return { ...view, fake };
}

const first = definition.steps[0]!;

/** The signed-in user, for the screens that keep answers in the browser under their id. */
const me = {
  path: '/api/user/me',
  reply: { status: 200, body: { _id: 'u1', email: 'u1@example.org', roles: [] } },
} as const;

/** A new questionnaire answered ("Eva"), its autosave's first save sent (and held by the test's handler). */
async function answerUntilFirstSave(fake: { calls: FakeCall[] }) {
  await userEvent.type(await screen.findByRole('textbox', { name: 'Name der Ansprechperson' }), 'Eva');
  await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
  await waitFor(() => expect(fake.calls.some((call) => call.method === 'POST')).toBe(true));
}

describe('questionnaire screen', () => {
  // The autosave waits 2 s after the last change, a retry 2 s and more: the tests move the clock on instead of
  // waiting. It also runs on by itself, so a wait that starts before its timer still ends.
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('continues a draft where its answers are open: its address without a step opens the first step with an open answer', async () => {
    const { sampleAnswers } = await import('@cert/domain/testing');
    const id = '0b7c9d7e-1111-4222-8333-444455556666';
    const answers = sampleAnswers(definition);
    const open = definition.steps[2]!;
    delete answers[open.section];
    const { router } = renderScreen(`${routeBase}/${id}`, (call) =>
      call.method === 'GET' && call.path === `/api/certifications/${kind}/${id}`
        ? { status: 200, body: record({ _id: id, ...answers }) }
        : undefined,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`${routeBase}/${id}/${open.slug}`));
    expect(await screen.findByRole('heading', { level: 1, name: open.title })).toBeTruthy();
  });

  it('opens a draft of another organisation than the active one only after the switch: its level would be wrong', async () => {
    const id = '0b7c9d7e-1111-4222-8333-444455556668';
    const actAs = vi.fn();
    renderScreen(
      `${routeBase}/${id}/${first.slug}`,
      (call) =>
        call.method === 'GET' && call.path === `/api/certifications/${kind}/${id}`
          ? { status: 200, body: record({ _id: id }) }
          : undefined,
      otherOrganization,
      null,
      actAs,
    );
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Dieser Entwurf gehört zu einer anderen Organisation',
      }),
    ).toBeTruthy();
    expect(screen.getByText(/Sie handeln gerade für „Stadtwerke Musterstadt“/).textContent).toContain(
      'Dieser Entwurf gehört zu „Vergabestelle Musterstadt“',
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Für „Vergabestelle Musterstadt“ handeln' }));
    expect(actAs).toHaveBeenCalledWith('o1');
    expect(await axeViolations()).toEqual([]);
  });

  it('continues a draft with nothing open at its review', async () => {
    const { sampleAnswers } = await import('@cert/domain/testing');
    const id = '0b7c9d7e-1111-4222-8333-444455556667';
    const { router } = renderScreen(`${routeBase}/${id}`, (call) =>
      call.method === 'GET' && call.path === `/api/certifications/${kind}/${id}`
        ? { status: 200, body: record({ _id: id, ...sampleAnswers(definition) }) }
        : undefined,
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${routeBase}/${id}/pruefen-und-absenden`),
    );
  });

  it('lists every step with its open answers, marks the current one and prefills the institution', async () => {
    renderScreen(`${routeBase}/${first.slug}`);
    const nav = await screen.findByRole('navigation', { name: 'Schritte des Fragebogens' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(definition.steps.length + 1);
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    // Institution is prefilled; the other required general answers are open.
    const required = first.fields.filter((field) => !field.optional && !field.visibleWhen).length;
    expect(links[0]!.textContent).toContain(`${required - 1} Angaben offen`);
    expect(screen.getByRole('textbox', { name: 'Name der Institution' })).toHaveProperty(
      'value',
      'Vergabestelle Musterstadt',
    );
    expect(screen.getByRole('heading', { level: 1, name: first.title })).toBeTruthy();
    // For whom, above the step: on a phone the header's choice of organisation is behind the menu.
    expect(screen.getByText(`${questionnaires[kind].title} – für Vergabestelle Musterstadt`)).toBeTruthy();
    expect(screen.getByText(/Pflichtangaben beantwortet/)).toBeTruthy();
    // On a phone (the tests' width) the step list is folded; the count stands outside it, seen without a tap.
    const brief = screen.getByText(/^\d+ von \d+ Pflichtangaben \(\d+ %\)$/);
    expect(brief.closest('details')).toBeNull();
    expect(await axeViolations()).toEqual([]);
    // A step chosen from the unfolded list folds it again: the step starts at the top of the screen, not below the
    // list of every step.
    const list = nav.closest('details')!;
    await userEvent.click(within(list).getByText(/alle Schritte anzeigen/));
    expect(list.open).toBe(true);
    await userEvent.click(links[1]!);
    expect(await screen.findByRole('heading', { level: 1, name: definition.steps[1]!.title })).toBeTruthy();
    const stepList = screen.getByRole('navigation', { name: 'Schritte des Fragebogens' }).closest('details')!;
    expect(stepList.open).toBe(false);
  });

  it('starts a new questionnaire with what the platform knows: profile and organisation, all editable, nothing saved yet', async () => {
    const { fake } = renderScreen(
      `${routeBase}/${first.slug}`,
      (call) =>
        call.path === '/api/user/me'
          ? {
              status: 200,
              body: {
                _id: 'u1',
                email: 'eva@example.org',
                roles: [],
                firstName: 'Eva',
                lastName: 'Muster',
                phoneNumber: '030 123456',
              },
            }
          : undefined,
      {
        ...organization,
        address: { street: 'Marktplatz 1', postalCode: '12345', city: 'Musterstadt' },
        agencyLevel: 'Federation',
      },
    );
    const contact = await screen.findByRole('textbox', { name: 'Name der Ansprechperson' });
    await waitFor(() => expect(contact).toHaveProperty('value', 'Eva Muster'));
    expect(screen.getByRole('textbox', { name: 'Telefonnummer' })).toHaveProperty('value', '030 123456');
    expect(screen.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveProperty(
      'value',
      'eva@example.org',
    );
    expect(screen.getByRole('textbox', { name: 'Anschrift' })).toHaveProperty(
      'value',
      'Marktplatz 1\n12345 Musterstadt',
    );
    expect(screen.getByRole('radio', { name: 'Bund' })).toHaveProperty('checked', true);
    expect(contact.hasAttribute('readonly')).toBe(false);
    // Prefilled is not answered: no draft is created until the user changes something.
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 200);
    expect(fake.calls.some((call) => call.method === 'POST')).toBe(false);
    expect(screen.getByText('Noch nicht gespeichert')).toBeTruthy();
  });

  it('shows a conditional field only when its condition holds and counts it then', async () => {
    // At a desktop's width the progress stays beside the form from step to step.
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, true));
    renderScreen(`${routeBase}/${first.slug}`);
    const nav = await screen.findByRole('navigation', { name: 'Schritte des Fragebogens' });
    const before = within(nav).getAllByRole('link')[0]!.textContent;
    expect(screen.queryByRole('textbox', { name: 'Ihre Funktion (Sonstige)' })).toBeNull();
    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: /Ihre Funktion/ })).getByRole('radio', {
        name: 'Sonstige',
      }),
    );
    expect(screen.getByRole('textbox', { name: 'Ihre Funktion (Sonstige)' })).toBeTruthy();
    // One answered (role), one new open (roleOther): the count stays.
    expect(within(nav).getAllByRole('link')[0]!.textContent).toBe(before);
    // The total grew by the question shown: the progress says why, so that it does not seem to go back.
    expect(
      await screen.findByText(
        'Ihre Antwort hat weitere Fragen eingeblendet: 1 Pflichtangabe ist hinzugekommen.',
      ),
    ).toBeTruthy();
    // Said of this step's answer: the next step does not repeat it.
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await screen.findByRole('heading', { level: 1, name: definition.steps[1]!.title });
    expect(screen.queryByText(/weitere Fragen eingeblendet/)).toBeNull();
  });

  it('validates a text field when it is left, not while typing', async () => {
    renderScreen(`${routeBase}/${first.slug}`);
    const mail = await screen.findByRole('textbox', { name: 'E-Mail-Adresse' });
    await userEvent.type(mail, 'eva@');
    expect(screen.queryByText(messages.invalidEmail)).toBeNull();
    fireEvent.blur(mail);
    expect(await screen.findByText(messages.invalidEmail)).toBeTruthy();
    await userEvent.type(mail, 'amt.de');
    expect(screen.getByText(messages.invalidEmail)).toBeTruthy();
    fireEvent.blur(mail);
    await waitFor(() => expect(screen.queryByText(messages.invalidEmail)).toBeNull());
  });

  it('says nothing about a field that is only passed through, only about one that was changed', async () => {
    renderScreen(`${routeBase}/${first.slug}`);
    const contact = await screen.findByRole('textbox', { name: 'Name der Ansprechperson' });
    expect(contact).toHaveProperty('value', '');
    // Tabbing through the empty, required field: no error.
    await userEvent.click(contact);
    await userEvent.tab();
    expect(contact.getAttribute('aria-invalid')).not.toBe('true');
    // Typed and emptied again, then left: now it says what is missing.
    await userEvent.type(contact, 'E');
    await userEvent.clear(contact);
    await userEvent.tab();
    await waitFor(() => expect(contact.getAttribute('aria-invalid')).toBe('true'));
  });

  it('a submit clicked while the first save is on its way creates no second draft', async () => {
    let answerCreate: (() => void) | undefined;
    const { fake, router } = renderScreen(`${routeBase}/${first.slug}`, (call) =>
      call.method === 'POST'
        ? new Promise<FakeReply>((resolve) => {
            answerCreate = () =>
              resolve({ status: 201, body: record({ general: (call.body as { general: object }).general }) });
          })
        : undefined,
    );
    await userEvent.type(await screen.findByRole('textbox', { name: 'Telefonnummer' }), '030 1234');
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    // An answer the save carries, and the submit on the review page while the save is under way.
    await router.navigate(`${routeBase}/pruefen-und-absenden`);
    await userEvent.click(await screen.findByRole('button', { name: 'Fragebogen absenden' }));
    await waitFor(() => expect(answerCreate).toBeDefined());
    answerCreate!();
    // The submit waited for the save, found the draft it created and stopped at the open answers.
    expect(await screen.findByText(messages.questionnaireIncomplete)).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(fake.calls.filter((call) => call.method === 'PUT')).toHaveLength(0);
  });

  it('creates the draft on the first save for the active organisation and writes its id into the address', async () => {
    const { fake, router } = renderScreen(`${routeBase}/${first.slug}`, (call) =>
      call.method === 'POST' ? { status: 201, body: record({ _id: 'neu1' }) } : undefined,
    );
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Name der Ansprechperson' }),
      'Eva Muster',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${routeBase}/neu1/${first.slug}`));
    const post = fake.calls.find((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/certifications/procurement-office/draft');
    expect(post?.body).toMatchObject({
      meta: { organization: 'o1' },
      general: { contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' },
    });
    expect(await screen.findByText('Der Entwurf wurde gespeichert.')).toBeTruthy();
    expect(screen.getByText(/^Gespeichert am/).textContent).toBe('Gespeichert am 20.11.2026 um 11:00:00');
    // The form stayed: what was typed is still there.
    expect(screen.getByRole('textbox', { name: 'Name der Ansprechperson' })).toHaveProperty(
      'value',
      'Eva Muster',
    );
  });

  it('does not lead back to the form when its first save lands after the user left it', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const { fake, router } = renderScreen(`${routeBase}/${first.slug}`, (call) =>
      call.method === 'POST' ? new Promise<FakeReply>((resolve) => (answer = resolve)) : undefined,
    );
    await answerUntilFirstSave(fake);
    // The first save is on a slow way; the user leaves meanwhile.
    await act(() => router.navigate('/fragebogen'));
    const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern und verlassen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fragebogen'));
    await act(async () => {
      answer({ status: 201, body: record({ _id: 'neu1' }) });
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(router.state.location.pathname).toBe('/fragebogen');
    // Created once: the save on the way out waited for the first one and found nothing new to send.
    expect(fake.calls.filter((call) => call.method !== 'GET')).toHaveLength(1);
  });

  it('keeps what a new draft’s save on leaving could not store under the id its first save got', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const { fake, router } = renderScreen(`${routeBase}/${first.slug}`, (call) => {
      // Known as u1: the browser's copies are kept under the user's id.
      if (call.path === '/api/user/me')
        return { status: 200, body: { _id: 'u1', email: 'u1@example.org', roles: [] } };
      if (call.method === 'POST') return new Promise<FakeReply>((resolve) => (answer = resolve));
      if (call.method === 'PUT')
        return { status: 503, body: { status: 503, code: 'INTERNAL', message: 'Fehler' } };
      return undefined;
    });
    await answerUntilFirstSave(fake);
    // Typed while the first save is on its way, then left.
    await userEvent.type(screen.getByRole('textbox', { name: 'Telefonnummer' }), '030 1234');
    await act(() => router.navigate('/fragebogen'));
    const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern und verlassen' }));
    await act(async () =>
      answer({ status: 201, body: record({ _id: 'neu1', general: { contactName: 'Eva' } }) }),
    );
    expect(
      await screen.findByText(
        /^Ihre letzten Änderungen konnten beim Verlassen des Entwurfs nicht gespeichert/,
      ),
    ).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    // Where opening the draft finds it, not where only a new questionnaire would.
    const copy = (id: string) => localStorage.getItem(`cert.draft.u1:questionnaire:${kind}:${id}`);
    expect(copy('neu')).toBeNull();
    expect(JSON.parse(copy('neu1')!).value).toMatchObject({ general: { telephone: '030 1234' } });
  });

  it('opens a new questionnaire only once the one just left has been created: its answers, not a second draft', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    let created = false;
    const { fake, router } = renderScreen(`${routeBase}/${first.slug}`, (call) => {
      if (call.path === '/api/user/me')
        return { status: 200, body: { _id: 'u1', email: 'u1@example.org', roles: [] } };
      if (call.method === 'POST')
        return new Promise<FakeReply>((resolve) => (answer = resolve)).finally(() => (created = true));
      // The organisation's drafts, which an address without id continues.
      if (call.method === 'GET' && call.path.includes('filter.kind') && created)
        return { status: 200, body: { docs: [record({ _id: 'neu1', general: { contactName: 'Eva' } })] } };
      return undefined;
    });
    await answerUntilFirstSave(fake);
    await act(() => router.navigate('/fragebogen'));
    const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern und verlassen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fragebogen'));
    // Back (or "Fragebogen beginnen") while the first save is still on a slow way: no copy to restore meanwhile.
    await act(() => router.navigate(`${routeBase}/${first.slug}`));
    expect(await screen.findByText('Fragebogen wird geladen')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect(screen.queryByRole('alert', { name: 'Nicht gespeicherte Angaben gefunden' })).toBeNull();
    await act(async () =>
      answer({ status: 201, body: record({ _id: 'neu1', general: { contactName: 'Eva' } }) }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`${routeBase}/neu1/${first.slug}`));
    expect(await screen.findByRole('textbox', { name: 'Name der Ansprechperson' })).toHaveProperty(
      'value',
      'Eva',
    );
    expect(screen.queryByRole('alert', { name: 'Nicht gespeicherte Angaben gefunden' })).toBeNull();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('does not lead back when its first save lands while the next page still loads', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    let loaded: () => void = () => undefined;
    const { fake, router } = renderScreen(
      `${routeBase}/${first.slug}`,
      (call) =>
        call.method === 'POST' ? new Promise<FakeReply>((resolve) => (answer = resolve)) : undefined,
      organization,
      null,
      () => undefined,
      // The next page's code comes later, as every screen's does (a lazy route).
      [
        {
          path: '/fragebogen',
          lazy: () =>
            new Promise((resolve) => (loaded = () => resolve({ Component: () => <p>Fragebögen</p> }))),
        },
      ],
    );
    await answerUntilFirstSave(fake);
    await act(() => void router.navigate('/fragebogen'));
    const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern und verlassen' }));
    // The form is still shown while the list's code loads, and its first save lands now.
    await act(async () => {
      answer({ status: 201, body: record({ _id: 'neu1' }) });
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    await act(async () => loaded());
    expect(await screen.findByText('Fragebögen')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/fragebogen');
  });

  it('keeps the question open when a first save lands meanwhile, and writes the id into the address once the user stays', async () => {
    let answer: (reply: FakeReply) => void = () => undefined;
    const { fake, router } = renderScreen(`${routeBase}/${first.slug}`, (call) =>
      call.method === 'POST' ? new Promise<FakeReply>((resolve) => (answer = resolve)) : undefined,
    );
    await answerUntilFirstSave(fake);
    await act(() => router.navigate('/fragebogen'));
    await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await act(async () => {
      answer({ status: 201, body: record({ _id: 'neu1' }) });
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    // Still asked, now saying that the changes are saved: the dialog did not close under the pointer.
    const saved = await screen.findByRole('dialog', { name: 'Änderungen gespeichert' });
    expect(router.state.location.pathname).toBe(`${routeBase}/${first.slug}`);
    await userEvent.click(within(saved).getByRole('button', { name: 'Auf der Seite bleiben' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${routeBase}/neu1/${first.slug}`));
    expect(screen.getByRole('textbox', { name: 'Name der Ansprechperson' })).toHaveProperty('value', 'Eva');
  });

  it('saves a new questionnaire by itself after its first answer: the address carries the id, the form stays', async () => {
    const { fake, router } = renderScreen(`${routeBase}/${first.slug}`, (call) =>
      call.method === 'POST' ? { status: 201, body: record({ _id: 'neu1' }) } : undefined,
    );
    const name = await screen.findByRole('textbox', { name: 'Name der Ansprechperson' });
    // The prefilled institution alone is not an answer: nothing is saved before the user answers.
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS + 200);
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.type(name, 'Eva');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${routeBase}/neu1/${first.slug}`), {
      timeout: AUTOSAVE_DELAY_MS + 3000,
    });
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      meta: { organization: 'o1' },
      general: { contactName: 'Eva' },
    });
    expect(screen.getByText(/^Gespeichert (am|um)/)).toBeTruthy();
    // Silent: no notice, and the user types on in the same field.
    expect(screen.queryByText('Der Entwurf wurde gespeichert.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name der Ansprechperson' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name der Ansprechperson' }), ' Muster');
    expect(screen.getByRole('textbox', { name: 'Name der Ansprechperson' })).toHaveProperty(
      'value',
      'Eva Muster',
    );
  });

  it('keeps what the server has not confirmed in this browser and offers it back, to the same user only', async () => {
    const user =
      (id: string) =>
      (call: FakeCall): FakeReply | undefined => {
        if (call.path === '/api/user/me')
          return { status: 200, body: { _id: id, email: `${id}@example.org`, roles: [] } };
        // The server cannot be reached: nothing is confirmed.
        if (call.method === 'POST')
          return { status: 503, body: { status: 503, code: 'UNAVAILABLE', message: 'Nicht erreichbar.' } };
        return undefined;
      };
    const before = renderScreen(`${routeBase}/${first.slug}`, user('u1'));
    await userEvent.type(
      await screen.findByRole('textbox', { name: 'Name der Ansprechperson' }),
      'Eva Beispiel',
    );
    before.unmount();

    const again = renderScreen(`${routeBase}/${first.slug}`, user('u1'));
    const notice = await screen.findByRole('alert', { name: 'Nicht gespeicherte Angaben gefunden' });
    expect(screen.getByRole('textbox', { name: 'Name der Ansprechperson' })).toHaveProperty('value', '');
    await userEvent.click(within(notice).getByRole('button', { name: 'Angaben wiederherstellen' }));
    expect(screen.getByRole('textbox', { name: 'Name der Ansprechperson' })).toHaveProperty(
      'value',
      'Eva Beispiel',
    );
    expect(screen.queryByText('Nicht gespeicherte Angaben gefunden')).toBeNull();
    // The notice left with the button that had the focus: it goes on from the page's heading, not the document.
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
    again.unmount();

    // Another user of this browser is offered nothing, and the first user's copy is gone (docs/security.md 41).
    renderScreen(`${routeBase}/${first.slug}`, user('u2'));
    await screen.findByRole('textbox', { name: 'Name der Ansprechperson' });
    expect(screen.queryByText('Nicht gespeicherte Angaben gefunden')).toBeNull();
    expect(Object.keys(localStorage).filter((key) => key.startsWith('cert.draft.u1:'))).toEqual([]);
  });

  /** A server of one draft that stores what is saved, and the user u1. */
  function draftServer(general: Record<string, unknown>) {
    let stored = record({ general });
    let failures = 0;
    return {
      stored: () => stored,
      /** The next `count` saves find the server failing. */
      failNextSaves: (count: number) => {
        failures = count;
      },
      /** A colleague (u2) saves `changes` to the general section. */
      colleagueSaves: (changes: Record<string, unknown>) => {
        stored = {
          ...stored,
          general: { ...(stored.general as Record<string, unknown>), ...changes },
          version: stored.version + 1,
          updatedAt: new Date().toISOString(),
          meta: { ...stored.meta, updatedBy: { id: 'u2', name: 'Erika Kollegin' } },
        } as unknown as QuestionnaireRecord;
      },
      handler: (call: FakeCall): FakeReply | undefined => {
        if (call.path === '/api/user/me')
          return { status: 200, body: { _id: 'u1', email: 'u1@example.org', roles: [] } };
        if (call.method === 'GET') return { status: 200, body: stored };
        if (call.method === 'PUT' && failures > 0) {
          failures -= 1;
          return { status: 503, body: { status: 503, code: 'INTERNAL', message: 'Fehler' } };
        }
        if (call.method === 'PUT') {
          // The app names the version it has in If-Match, as the API expects; the body is the answers alone.
          const answers = call.body as Record<string, unknown>;
          const version = Number(/^"(\d+)"$/.exec(call.headers['if-match'] ?? '')?.[1]);
          if (version !== stored.version)
            return { status: 409, body: { status: 409, code: 'CONFLICT', message: 'Konflikt' } };
          stored = {
            ...stored,
            ...answers,
            version: version + 1,
            updatedAt: new Date().toISOString(),
            meta: { ...stored.meta, updatedBy: { id: 'u1', name: 'Eva Muster' } },
          } as QuestionnaireRecord;
          return { status: 200, body: stored };
        }
        return undefined;
      },
    };
  }
  const copyKey = `cert.draft.u1:questionnaire:${kind}:q1`;
  /** A browser copy left from before: the answers changed (`value`) from what they were (`base`). */
  const leaveCopy = (base: object, value: object) =>
    localStorage.setItem(copyKey, JSON.stringify({ base, value, at: new Date().toISOString() }));
  const textbox = (name: string) => screen.getByRole('textbox', { name });

  it.each([
    ['saves unsaved answers on the way out and then forgets the browser’s copy', 0],
    ['says so wherever the user went when the save on the way out fails, and keeps the copy', 1],
  ])('%s', async (_title, failures) => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    const { router } = renderScreen(`${routeBase}/q1/${first.slug}`, server.handler);
    await screen.findByRole('textbox', { name: 'Telefonnummer' });
    await userEvent.type(textbox('Telefonnummer'), '030 1234');
    expect(JSON.parse(localStorage.getItem(copyKey)!).value).toEqual({ general: { telephone: '030 1234' } });
    server.failNextSaves(failures);
    await act(() => router.navigate('/fragebogen'));
    const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern und verlassen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fragebogen'));
    if (failures === 0) {
      await waitFor(() => expect(server.stored().version).toBe(2));
      expect(server.stored().general).toMatchObject({ telephone: '030 1234' });
      await waitFor(() => expect(localStorage.getItem(copyKey)).toBeNull());
    } else {
      expect(
        await screen.findByText(
          /^Ihre letzten Änderungen konnten beim Verlassen des Entwurfs nicht gespeichert/,
        ),
      ).toBeTruthy();
      expect(server.stored().version).toBe(1);
      expect(JSON.parse(localStorage.getItem(copyKey)!).value).toEqual({
        general: { telephone: '030 1234' },
      });
    }
  });

  it('says offline, before any save has failed, that leaving keeps the answers in this browser, and says it once', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    const { router } = renderScreen(`${routeBase}/q1/${first.slug}`, server.handler);
    await screen.findByRole('textbox', { name: 'Telefonnummer' });
    onlineManager.setOnline(false);
    try {
      await userEvent.type(textbox('Telefonnummer'), '030 1234');
      await act(() => router.navigate('/fragebogen'));
      const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
      expect(dialog.textContent).toContain('Sie bleiben in diesem Browser erhalten');
      expect(dialog.textContent).not.toContain('gespeichert;');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Seite verlassen' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/fragebogen'));
      await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(screen.queryByText(/konnten beim Verlassen des Entwurfs nicht gespeichert/)).toBeNull();
      expect(JSON.parse(localStorage.getItem(copyKey)!).value).toEqual({
        general: { telephone: '030 1234' },
      });
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('keeps a copy offered and not decided when the user leaves with a save on the way out', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    leaveCopy({ general: { telephone: '' } }, { general: { telephone: '030 1234' } });
    const opened = renderScreen(`${routeBase}/q1/${first.slug}`, server.handler);
    await screen.findByRole('alert', { name: 'Nicht gespeicherte Angaben gefunden' });
    await userEvent.type(textbox('E-Mail-Adresse'), 'eva@example.org');
    await act(() => opened.router.navigate('/fragebogen'));
    const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern und verlassen' }));
    await waitFor(() => expect(server.stored().version).toBe(2));
    expect(server.stored().general).not.toHaveProperty('telephone');
    opened.unmount();
    renderScreen(`${routeBase}/q1/${first.slug}`, server.handler);
    const offer = await screen.findByRole('alert', { name: 'Nicht gespeicherte Angaben gefunden' });
    expect(offer.textContent).toContain('„Telefonnummer“');
    expect(offer.textContent).not.toContain('E-Mail-Adresse');
  });

  it('saves a brisk respondent’s answers within ten seconds, though no pause of two seconds comes', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    renderScreen(`${routeBase}/q1/${definition.steps[0]!.slug}`, server.handler);
    const phone = await screen.findByRole('textbox', { name: 'Telefonnummer' });
    // A character every 1.5 s: each one starts the autosave's 2 s anew.
    for (let typed = 1; typed <= 6; typed++) {
      await userEvent.type(phone, String(typed));
      await vi.advanceTimersByTimeAsync(1500);
    }
    expect(server.stored().version).toBe(1);
    await userEvent.type(phone, '7');
    await vi.advanceTimersByTimeAsync(1500);
    // Within the last 2 s: only the longest wait, ten seconds after the first character, can have saved.
    await waitFor(() => expect(server.stored().version).toBe(2), { timeout: 300 });
    expect(server.stored().general).toMatchObject({ telephone: '1234567' });
  });

  it('saves a step at once when the user goes on to the next', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    const { router } = renderScreen(`${routeBase}/q1/${definition.steps[0]!.slug}`, server.handler);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Telefonnummer' }), '030 1234');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`${routeBase}/q1/${definition.steps[1]!.slug}`),
    );
    // Before the autosave's wait is over.
    await waitFor(() => expect(server.stored().version).toBe(2), { timeout: AUTOSAVE_DELAY_MS / 2 });
    expect(server.stored().general).toMatchObject({ telephone: '030 1234' });
  });

  it('restores a copy ignored while answering on, after a reload: what was saved meanwhile stays (the reported sequence)', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    // A (the telephone) was typed and the tab closed before its save.
    leaveCopy({ general: { telephone: '' } }, { general: { telephone: '030 1234' } });
    const opened = renderScreen(`${routeBase}/q1/${definition.steps[0]!.slug}`, server.handler);
    const offer = await screen.findByRole('alert', { name: 'Nicht gespeicherte Angaben gefunden' });
    // Leaving before a save is the likeliest cause now, and is named beside the others.
    expect(offer.textContent).toContain('einem Verlassen der Seite vor dem Speichern: „Telefonnummer“.');
    // The user answers on instead (B), and autosave stores it.
    await userEvent.clear(textbox('E-Mail-Adresse'));
    await userEvent.paste('eva@example.org');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(server.stored().version).toBe(2), { timeout: AUTOSAVE_DELAY_MS + 2000 });
    // The copy keeps A, which the server never got.
    expect(JSON.parse(localStorage.getItem(copyKey)!).value).toEqual({ general: { telephone: '030 1234' } });
    // D is typed, and the page reloaded before the next save (its save on the way out does not get through).
    await userEvent.clear(textbox('Anschrift'));
    await userEvent.paste('Markt 1');
    server.failNextSaves(1);
    opened.unmount();

    const { fake } = renderScreen(`${routeBase}/q1/${definition.steps[0]!.slug}`, server.handler);
    const notice = await screen.findByRole('alert', { name: 'Nicht gespeicherte Angaben gefunden' });
    // It names what it would bring back (issue 54): A and D, not what the server has.
    expect(notice.textContent).toMatch(
      /: „(Telefonnummer|Anschrift)“ und „(Telefonnummer|Anschrift)“\. Möchten/,
    );
    expect(notice.textContent).not.toContain('E-Mail-Adresse');
    await userEvent.click(within(notice).getByRole('button', { name: 'Angaben wiederherstellen' }));
    expect(textbox('Telefonnummer')).toHaveProperty('value', '030 1234');
    expect(textbox('E-Mail-Adresse')).toHaveProperty('value', 'eva@example.org');
    expect(textbox('Anschrift')).toHaveProperty('value', 'Markt 1');
    expect(textbox('Name der Ansprechperson')).toHaveProperty('value', 'Eva Muster');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(server.stored().version).toBe(3), { timeout: AUTOSAVE_DELAY_MS + 2000 });
    expect(fake.calls.filter((call) => call.method === 'PUT').at(-1)?.body).toMatchObject({
      general: {
        telephone: '030 1234',
        eMail: 'eva@example.org',
        address: 'Markt 1',
        contactName: 'Eva Muster',
      },
    });
    await waitFor(() => expect(localStorage.getItem(copyKey)).toBeNull());
    // Two autosaves of 2 s each, on a machine that may be busy.
  }, 40_000);

  it('drops a copy the server already has without a word', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    leaveCopy({ general: { contactName: 'Eva' } }, { general: { contactName: 'Eva Muster' } });
    renderScreen(`${routeBase}/q1/${definition.steps[0]!.slug}`, server.handler);
    expect(await screen.findByRole('textbox', { name: 'Name der Ansprechperson' })).toHaveProperty(
      'value',
      'Eva Muster',
    );
    await waitFor(() => expect(localStorage.getItem(copyKey)).toBeNull());
    expect(screen.queryByText('Nicht gespeicherte Angaben gefunden')).toBeNull();
  });

  it("drops a new draft's copy once the draft it went into is opened, so that no later new draft offers it", async () => {
    // Typed into a new draft and reloaded at once: its first save created q1, but its answer never came back.
    const newCopyKey = `cert.draft.u1:questionnaire:${kind}:neu`;
    localStorage.setItem(
      newCopyKey,
      JSON.stringify({
        base: {},
        value: { general: { contactName: 'Eva Muster' } },
        at: new Date().toISOString(),
      }),
    );
    // A copy holding more than the draft stays: it is not known to belong to it.
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    renderScreen(`${routeBase}/q1/${definition.steps[0]!.slug}`, server.handler);
    expect(await screen.findByRole('textbox', { name: 'Name der Ansprechperson' })).toHaveProperty(
      'value',
      'Eva Muster',
    );
    await waitFor(() => expect(localStorage.getItem(newCopyKey)).toBeNull());
    expect(screen.queryByText('Nicht gespeicherte Angaben gefunden')).toBeNull();
  });

  it("keeps a new draft's copy that holds more than the draft opened", async () => {
    const newCopyKey = `cert.draft.u1:questionnaire:${kind}:neu`;
    const copy = JSON.stringify({
      base: {},
      value: { general: { contactName: 'Eva Muster', telephone: '030 1234567' } },
      at: new Date().toISOString(),
    });
    localStorage.setItem(newCopyKey, copy);
    const server = draftServer({ contactName: 'Eva Muster' });
    renderScreen(`${routeBase}/q1/${definition.steps[0]!.slug}`, server.handler);
    await screen.findByRole('textbox', { name: 'Name der Ansprechperson' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(localStorage.getItem(newCopyKey)).toBe(copy);
  });

  it('puts a field saved differently since the copy to the user, keeping the saved answer until they choose', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    leaveCopy(
      { general: { contactName: 'Eva', telephone: '' } },
      { general: { contactName: 'Eva Beispiel', telephone: '030 1234' } },
    );
    renderScreen(`${routeBase}/q1/${definition.steps[0]!.slug}`, server.handler);
    const notice = await screen.findByRole('alert', { name: 'Nicht gespeicherte Angaben gefunden' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Angaben wiederherstellen' }));
    const choice = await screen.findByRole('group', { name: /Zwei Angaben zu „Name der Ansprechperson“/ });
    expect(choice.textContent).toContain('Gespeichert: Eva Muster');
    expect(choice.textContent).toContain('Ihre Angabe: Eva Beispiel');
    // The save status says a choice is open and leads to it.
    expect(screen.getByRole('link', { name: '1 Angabe zu klären' }).getAttribute('href')).toContain(
      '#abweichung-general-contactName',
    );
    // The field without a conflict is restored; the conflicting one keeps the saved answer.
    expect(textbox('Telefonnummer')).toHaveProperty('value', '030 1234');
    expect(textbox('Name der Ansprechperson')).toHaveProperty('value', 'Eva Muster');
    await userEvent.click(within(choice).getByRole('button', { name: 'Meine Angabe übernehmen' }));
    expect(textbox('Name der Ansprechperson')).toHaveProperty('value', 'Eva Beispiel');
    expect(screen.queryByRole('group', { name: /Zwei Angaben zu/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Angabe zu klären/ })).toBeNull();
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(server.stored().general).toMatchObject({ contactName: 'Eva Beispiel' }), {
      timeout: AUTOSAVE_DELAY_MS + 2000,
    });
  });

  it('keeps no copy in the browser of a draft a colleague submitted while a choice was open here', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    leaveCopy({ general: { contactName: 'Eva' } }, { general: { contactName: 'Eva Beispiel' } });
    let submitted = false;
    renderScreen(`${routeBase}/q1/${definition.steps[0]!.slug}`, (call) => {
      if (!submitted) return server.handler(call);
      if (call.method === 'PUT')
        return { status: 409, body: { status: 409, code: 'CONFLICT', message: 'Konflikt' } };
      if (call.method === 'GET' && call.path.endsWith('/q1'))
        return {
          status: 200,
          body: {
            ...server.stored(),
            version: 9,
            submittedAt: at,
            meta: { ...server.stored().meta, state: 'PASSED' },
          },
        };
      return server.handler(call);
    });
    const notice = await screen.findByRole('alert', { name: 'Nicht gespeicherte Angaben gefunden' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Angaben wiederherstellen' }));
    await screen.findByRole('group', { name: /Zwei Angaben zu „Name der Ansprechperson“/ });
    // Meanwhile a colleague submits it; the next save here finds it submitted. The open choice was a change of
    // this user's, lost with the draft: the notice says so though nothing else was typed.
    submitted = true;
    await userEvent.click(screen.getAllByRole('button', { name: /Entwurf speichern/ })[0]!);
    expect(await screen.findByText(questionnaireNotices.submittedElsewhere(true))).toBeTruthy();
    // Nothing is left to restore into a submitted questionnaire, the open choice neither: the answer of that choice
    // stays only to be read and copied.
    await waitFor(() => expect(localStorage.getItem(copyKey)).toBeNull());
    expect(screen.queryByRole('group', { name: /Zwei Angaben zu/ })).toBeNull();
    const lost = screen.getByRole('region', { name: 'Nicht gespeicherte Angaben' });
    expect(lost.textContent).toContain('Name der Ansprechperson');
    expect(lost.textContent).toContain('Eva Beispiel');
  });

  it('takes the copy in the browser with a draft deleted while a choice was open here', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    leaveCopy({ general: { contactName: 'Eva' } }, { general: { contactName: 'Eva Beispiel' } });
    const { router } = renderScreen(`${routeBase}/q1/${definition.steps[0]!.slug}`, (call) =>
      call.method === 'DELETE' ? { status: 204 } : server.handler(call),
    );
    const notice = await screen.findByRole('alert', { name: 'Nicht gespeicherte Angaben gefunden' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Angaben wiederherstellen' }));
    await screen.findByRole('group', { name: /Zwei Angaben zu „Name der Ansprechperson“/ });
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entwurf löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entwurf löschen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fragebogen'));
    expect(localStorage.getItem(copyKey)).toBeNull();
  });

  it('saves an existing draft with its version and reports a conflict in German', async () => {
    const { fake } = renderScreen(`${routeBase}/q1/${first.slug}`, (call) => {
      if (call.method === 'GET') return { status: 200, body: record() };
      if (call.method === 'PUT')
        return { status: 409, body: { status: 409, code: 'CONFLICT', message: 'Konflikt' } };
      return undefined;
    });
    const name = await screen.findByRole('textbox', { name: 'Name der Ansprechperson' });
    expect(name).toHaveProperty('value', 'Eva Muster');
    await userEvent.type(name, 'nn');
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    expect(await screen.findByText('Der Entwurf wurde inzwischen an anderer Stelle geändert')).toBeTruthy();
    const put = fake.calls.find((call) => call.method === 'PUT');
    expect(put?.headers['if-match']).toBe('"1"');
    expect(put?.body).not.toHaveProperty('version');
    expect(screen.getByRole('button', { name: 'Aktuellen Stand laden' })).toBeTruthy();
  });

  /** The save status's words (the bar's paragraph). */
  const status = () => document.querySelector('[data-status]')?.textContent ?? '';

  it('names the colleague who saved last, and merges a save refused as stale: both answers stay, nothing is asked', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    server.colleagueSaves({});
    renderScreen(`${routeBase}/q1/${first.slug}`, server.handler);
    await screen.findByRole('textbox', { name: 'Telefonnummer' });
    await waitFor(() => expect(status()).toMatch(/^Gespeichert um \d\d:\d\d:\d\d von Erika Kollegin$/));
    // While this form holds version 2, the colleague saves version 3 with a telephone number.
    server.colleagueSaves({ telephone: '030 999' });
    await userEvent.clear(textbox('E-Mail-Adresse'));
    await userEvent.paste('eva@example.org');
    expect(status()).toBe('Ungespeicherte Änderungen');
    // Refused as stale, merged with version 3, and saved as version 4 without a word to the user.
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(server.stored().version).toBe(4), { timeout: AUTOSAVE_DELAY_MS + 3000 });
    expect(server.stored().general).toMatchObject({ telephone: '030 999', eMail: 'eva@example.org' });
    expect(textbox('Telefonnummer')).toHaveProperty('value', '030 999');
    expect(textbox('E-Mail-Adresse')).toHaveProperty('value', 'eva@example.org');
    await waitFor(() => expect(status()).toMatch(/^Gespeichert um \d\d:\d\d:\d\d$/));
    expect(screen.queryByRole('group', { name: /Zwei Angaben zu/ })).toBeNull();
    expect(screen.queryByText(questionnaireNotices.conflictTitle)).toBeNull();
  }, 20_000);

  it('puts the same field changed by a colleague meanwhile to the user, beside the field and at the save status', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    renderScreen(`${routeBase}/q1/${first.slug}`, server.handler);
    await screen.findByRole('textbox', { name: 'Telefonnummer' });
    server.colleagueSaves({ contactName: 'Erika Kollegin' });
    await userEvent.clear(textbox('Name der Ansprechperson'));
    await userEvent.paste('Eva Beispiel');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    const choice = await screen.findByRole(
      'group',
      { name: /Zwei Angaben zu „Name der Ansprechperson“/ },
      { timeout: AUTOSAVE_DELAY_MS + 3000 },
    );
    expect(choice.textContent).toContain('Gespeichert: Erika Kollegin');
    expect(choice.textContent).toContain('Ihre Angabe: Eva Beispiel');
    // Until the user chooses, the saved answer stays, in the field and on the server.
    expect(textbox('Name der Ansprechperson')).toHaveProperty('value', 'Erika Kollegin');
    expect(server.stored().general).toMatchObject({ contactName: 'Erika Kollegin' });
    expect(screen.getByRole('link', { name: '1 Angabe zu klären' })).toBeTruthy();
    await userEvent.click(within(choice).getByRole('button', { name: 'Meine Angabe übernehmen' }));
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(server.stored().general).toMatchObject({ contactName: 'Eva Beispiel' }), {
      timeout: AUTOSAVE_DELAY_MS + 3000,
    });
  }, 20_000);

  it('after a reload brings an open choice back beside its field, without asking to restore it (issue 54)', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    const opened = renderScreen(`${routeBase}/q1/${first.slug}`, server.handler);
    await screen.findByRole('textbox', { name: 'Telefonnummer' });
    server.colleagueSaves({ contactName: 'Erika Kollegin' });
    await userEvent.clear(textbox('Name der Ansprechperson'));
    await userEvent.paste('Eva Beispiel');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await screen.findByRole(
      'group',
      { name: /Zwei Angaben zu „Name der Ansprechperson“/ },
      { timeout: AUTOSAVE_DELAY_MS + 3000 },
    );
    opened.unmount();

    renderScreen(`${routeBase}/q1/${first.slug}`, server.handler);
    const choice = await screen.findByRole('group', { name: /Zwei Angaben zu „Name der Ansprechperson“/ });
    expect(choice.textContent).toContain('Ihre Angabe: Eva Beispiel');
    expect(screen.queryByText('Nicht gespeicherte Angaben gefunden')).toBeNull();
    expect(textbox('Name der Ansprechperson')).toHaveProperty('value', 'Erika Kollegin');
    await userEvent.click(within(choice).getByRole('button', { name: 'Gespeicherte behalten' }));
    await waitFor(() => expect(localStorage.getItem(copyKey)).toBeNull());
  }, 20_000);

  it('says when a save does not reach the server, tries again by itself and then says saved', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    let failures = 1;
    renderScreen(`${routeBase}/q1/${first.slug}`, (call) => {
      if (call.method === 'PUT' && failures > 0) {
        failures -= 1;
        return { status: 503, body: { status: 503, code: 'INTERNAL', message: 'Fehler' } };
      }
      return server.handler(call);
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Telefonnummer' }), '030 1234');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    await waitFor(() => expect(status()).toMatch(/^Nicht gespeichert: Der Server ist nicht erreichbar/), {
      timeout: AUTOSAVE_DELAY_MS + 2000,
    });
    expect(screen.getByRole('button', { name: 'Jetzt speichern' })).toBeTruthy();
    // No click: the next try comes by itself, 2 s later.
    await vi.advanceTimersByTimeAsync(2000);
    await waitFor(() => expect(server.stored().general).toMatchObject({ telephone: '030 1234' }), {
      timeout: 5000,
    });
    await waitFor(() => expect(status()).toMatch(/^Gespeichert um/));
  }, 20_000);

  it('retries on one schedule, as the status announces it, without flickering to saving (issue 54)', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    // The fake timers' time, in the steps the test moves it: when each save went out.
    let elapsed = 0;
    const puts: number[] = [];
    let failures = 3;
    renderScreen(`${routeBase}/q1/${first.slug}`, (call) => {
      if (call.method === 'PUT') {
        puts.push(elapsed);
        if (failures > 0) {
          failures -= 1;
          // A server in trouble answers late, as a real one does: the save is under way for a while.
          return new Promise<FakeReply>((resolve) =>
            setTimeout(
              () => resolve({ status: 503, body: { status: 503, code: 'INTERNAL', message: 'Fehler' } }),
              300,
            ),
          );
        }
      }
      return server.handler(call);
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Telefonnummer' }), '030 1234');
    const seen = new Set<string>();
    for (let step = 0; step < 180; step += 1) {
      elapsed += 100;
      await vi.advanceTimersByTimeAsync(100);
      if (puts.length > 0) seen.add(status().replace(/\d\d:\d\d:\d\d/, 'HH:MM:SS'));
    }
    await waitFor(() => expect(server.stored().general).toMatchObject({ telephone: '030 1234' }));
    // After each failure (0.3 s after its try) the next try comes 2 s, 4 s, 8 s later: nothing in between.
    const gaps = puts.slice(1).map((at, index) => Math.round((at - puts[index]! - 300) / 1000));
    expect(gaps).toEqual([2, 4, 8]);
    // The status said "not saved" from the first failure to the last; "saving" only before the first answer came.
    const afterFirst = [...seen].slice(1);
    expect(afterFirst.filter((text) => text.startsWith('Wird gespeichert'))).toEqual([]);
    expect(status()).toMatch(/^Gespeichert um/);
  }, 30_000);

  it('ends a manual save that gets no answer, says it is not saved and keeps the answers', async () => {
    const server = draftServer({ contactName: 'Eva Muster', institution: 'Vergabestelle Musterstadt' });
    const timeout = new AbortController();
    const timeoutSpy = vi.spyOn(AbortSignal, 'timeout').mockReturnValue(timeout.signal);
    renderScreen(`${routeBase}/q1/${first.slug}`, (call) => {
      if (call.method === 'PUT')
        return new Promise<FakeReply>((_resolve, reject) =>
          call.signal?.addEventListener('abort', () => reject(call.signal!.reason as Error)),
        );
      return server.handler(call);
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Telefonnummer' }), '030 1234');
    const saveButton = screen.getByRole('button', { name: 'Entwurf speichern' });
    await userEvent.click(saveButton);
    await waitFor(() => expect(status()).toBe('Wird gespeichert …'));
    expect(saveButton.getAttribute('aria-disabled')).toBe('true');
    expect(timeoutSpy).toHaveBeenCalledWith(SAVE_TIMEOUT_MS);
    // The time is up.
    timeout.abort(new DOMException('Die Zeit ist abgelaufen.', 'TimeoutError'));
    await waitFor(() => expect(status()).toMatch(/^Nicht gespeichert: Der Server ist nicht erreichbar/));
    expect(saveButton.getAttribute('aria-disabled')).toBeNull();
    expect(textbox('Telefonnummer')).toHaveProperty('value', '030 1234');
    timeoutSpy.mockRestore();
  });

  it('continues the organisation’s draft when opened without an id; a further draft only when asked for', async () => {
    const draftList = (call: FakeCall): FakeReply | undefined =>
      call.path.startsWith('/api/certifications/draft?')
        ? { status: 200, body: { docs: [{ _id: 'q1', kind }], totalDocs: 1, page: 1 } }
        : call.path === '/api/certifications/procurement-office/q1'
          ? { status: 200, body: record() }
          : undefined;
    const opened = renderScreen(`${routeBase}/${first.slug}`, draftList);
    expect(await screen.findByRole('textbox', { name: 'Name der Ansprechperson' })).toHaveProperty(
      'value',
      'Eva Muster',
    );
    expect(opened.fake.calls.some((call) => call.path.includes('filter.kind=procurement-office'))).toBe(true);
    opened.unmount();

    const further = renderScreen(`${routeBase}/${first.slug}?neu=1`, draftList);
    expect(await screen.findByRole('textbox', { name: 'Name der Ansprechperson' })).toHaveProperty(
      'value',
      '',
    );
    expect(further.fake.calls.some((call) => call.path.startsWith('/api/certifications/draft?'))).toBe(false);
    expect(screen.getByText('Noch nicht gespeichert')).toBeTruthy();
  });

  it('explains a missing active organisation with a link to the organisations', async () => {
    renderScreen(`${routeBase}/${first.slug}`, (call) =>
      call.method === 'POST'
        ? {
            status: 400,
            body: { status: 400, code: 'NO_ACTIVE_ORGANIZATION', message: messages.noActiveOrganization },
          }
        : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Entwurf speichern' }));
    expect(await screen.findByText('Keine aktive Organisation')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Organisation anlegen oder wählen' }).getAttribute('href')).toBe(
      '/organization',
    );
  });

  it('says why a save finds no draft, and saves what is typed as a new draft on request', async () => {
    const notFound = {
      status: 404,
      body: { status: 404, code: 'NOT_FOUND', message: 'Die angeforderte Ressource wurde nicht gefunden.' },
    };
    let unavailable = true;
    const { fake, router } = renderScreen(`${routeBase}/q1/${first.slug}`, (call) => {
      if (call.method === 'GET' && call.path.endsWith('/q1')) return { status: 200, body: record() };
      // The first try finds the server in trouble; the next one finds the draft deleted.
      if (call.method === 'PUT' && unavailable) {
        unavailable = false;
        return { status: 503, body: { status: 503, code: 'INTERNAL', message: 'Fehler' } };
      }
      // The new draft as the server stores it: what was sent.
      if (call.method === 'POST')
        return {
          status: 201,
          body: record({ _id: 'q2', general: (call.body as { general: unknown }).general }),
        };
      return notFound;
    });
    const name = await screen.findByRole('textbox', { name: 'Name der Ansprechperson' });
    await userEvent.type(name, 'mann');
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    await waitFor(() => expect(status()).toMatch(/^Nicht gespeichert: Der Server ist nicht erreichbar/));
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    expect(await screen.findByText(questionnaireNotices.gone)).toBeTruthy();
    expect(screen.getByRole('alert', { name: questionnaireNotices.notSavedTitle })).toBeTruthy();
    expect(screen.queryByText('Die angeforderte Ressource wurde nicht gefunden.')).toBeNull();
    // The server was reached: the bar says why, no longer that it is out of reach.
    expect(status()).toBe(`Nicht gespeichert: ${questionnaireNotices.goneReason}`);
    // Typing on saves nothing by itself: the user chooses first.
    const puts = fake.calls.filter((call) => call.method === 'PUT').length;
    await userEvent.type(name, 'n');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS * 2);
    expect(fake.calls.filter((call) => call.method === 'PUT')).toHaveLength(puts);
    // Deleted by a colleague meanwhile: what is typed here is not lost with it.
    await userEvent.click(screen.getByRole('button', { name: 'Als neuen Entwurf speichern' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${routeBase}/q2/${first.slug}`));
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      meta: { organization: 'o1' },
      general: { contactName: 'Eva Mustermannn' },
    });
    expect(screen.queryByText(questionnaireNotices.gone)).toBeNull();
    // The same form goes on (not mounted anew from the record): the field is the one typed in, the focus on the
    // heading, as the notice with its button went.
    expect(screen.getByRole('textbox', { name: 'Name der Ansprechperson' })).toBe(name);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('deleting a draft deleted elsewhere meanwhile is done, not an error', async () => {
    const { router } = renderScreen(`${routeBase}/q1/${first.slug}`, (call) =>
      call.method === 'GET'
        ? { status: 200, body: record() }
        : { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Entwurf löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Entwurf löschen?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entwurf löschen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fragebogen'));
    expect(await screen.findByText(questionnaireNotices.draftDeleted)).toBeTruthy();
  });

  it("takes the focus to a refusal of the save button, and leaves it in the field being typed in at an autosave's", async () => {
    const refused = fieldsRefused([
      { path: 'answers.general.contactName', code: 'too_big', message: 'Zu lang.' },
    ]);
    renderScreen(`${routeBase}/q1/${first.slug}`, (call) =>
      call.method === 'GET' ? { status: 200, body: record() } : refused,
    );
    const name = await screen.findByRole('textbox', { name: 'Name der Ansprechperson' });
    await userEvent.type(name, 'nn');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    const notice = await screen.findByRole('alert', { name: questionnaireNotices.notSavedTitle });
    expect(document.activeElement).toBe(name);
    await userEvent.click(screen.getByRole('button', { name: 'Entwurf speichern' }));
    // The button is at the end of the step, the notice at its top.
    await waitFor(() => expect(document.activeElement?.contains(notice)).toBe(true));
  });

  it('blocks an incomplete submit: notice, error summary linked to the fields, red outlines', async () => {
    const { fake } = renderScreen(`${routeBase}/q1/pruefen-und-absenden`, (call) =>
      call.method === 'GET' ? { status: 200, body: record() } : undefined,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Fragebogen absenden' }));
    const notice = await screen.findByText(messages.questionnaireIncomplete);
    const summary = notice.closest<HTMLElement>('[role="alert"]')!;
    const link = within(summary).getByRole('link', { name: /E-Mail-Adresse/ });
    expect(link.getAttribute('href')).toBe(`${routeBase}/q1/${first.slug}#frage-general-eMail`);
    expect(fake.calls.some((call) => call.path.endsWith('/submit'))).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    await userEvent.click(link);
    const mail = await screen.findByRole('textbox', { name: 'E-Mail-Adresse' });
    expect(mail.getAttribute('aria-invalid')).toBe('true');
    // The step shows the errors of its own fields at the top.
    expect(screen.getByText(messages.questionnaireIncomplete)).toBeTruthy();
  });

  it('says in the confirmation that a choice still open goes with the saved answer', async () => {
    const { extremeAnswers } = await import('@cert/domain/testing');
    const answers = extremeAnswers(definition, 'max');
    const saved = (answers.general as { contactName: string }).contactName;
    leaveCopy({ general: { contactName: `${saved} alt` } }, { general: { contactName: `${saved} neu` } });
    renderScreen(`${routeBase}/q1/pruefen-und-absenden`, (call) => {
      if (call.path === '/api/user/me')
        return { status: 200, body: { _id: 'u1', email: 'u1@example.org', roles: [] } };
      if (call.method === 'GET' && call.path.endsWith('/q1')) return { status: 200, body: record(answers) };
      return undefined;
    });
    const notice = await screen.findByRole('alert', { name: 'Nicht gespeicherte Angaben gefunden' });
    await userEvent.click(within(notice).getByRole('button', { name: 'Angaben wiederherstellen' }));
    await screen.findByRole('link', { name: '1 Angabe zu klären' });
    await userEvent.click(screen.getAllByRole('button', { name: 'Fragebogen absenden' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Fragebogen jetzt absenden?' });
    expect(dialog.textContent).toContain(
      'Noch 1 Angabe zu klären: Abgeschickt wird die gespeicherte Angabe, Ihre abweichende geht verloren.',
    );
  });

  it('asks before the irreversible submit and says what follows; only "Jetzt absenden" submits', async () => {
    const { extremeAnswers } = await import('@cert/domain/testing');
    const answers = extremeAnswers(definition, 'max');
    const { fake, router } = renderScreen(`${routeBase}/q1/pruefen-und-absenden`, (call) => {
      if (call.method === 'GET' && call.path.endsWith('/q1')) return { status: 200, body: record(answers) };
      if (call.method === 'PUT' && call.path.endsWith('/submit'))
        return { status: 200, body: record({ ...answers, submittedAt: at, version: 2 }) };
      return undefined;
    });
    const submitted = () => fake.calls.filter((call) => call.path.endsWith('/submit'));
    await userEvent.click(await screen.findByRole('button', { name: 'Fragebogen absenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fragebogen jetzt absenden?' });
    expect(dialog.textContent).toContain('nicht mehr ändern');
    expect(dialog.textContent).toContain('Auswertung');
    expect(dialog.textContent).toContain('erst nach 3 Monaten');
    expect(submitted()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(submitted()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Fragebogen absenden' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt absenden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mein-zertifizierungspfad'));
    expect(submitted()).toHaveLength(1);
    expect(submitted()[0]?.headers['if-match']).toBe('"1"');
  });

  it('says that a change was not saved because a colleague submitted meanwhile, and shows what was submitted', async () => {
    let stored = record();
    renderScreen(`${routeBase}/q1/${first.slug}`, (call) => {
      if (call.path === me.path) return me.reply;
      if (call.method === 'GET' && call.path.endsWith('/q1')) return { status: 200, body: stored };
      if (call.method === 'PUT')
        return { status: 409, body: { status: 409, code: 'CONFLICT', message: 'Konflikt' } };
      return undefined;
    });
    const name = await screen.findByRole('textbox', { name: 'Name der Ansprechperson' });
    // Meanwhile a colleague submits it, with another contact.
    stored = record({
      version: 3,
      submittedAt: at,
      meta: { state: 'PASSED', stateUpdatedAt: at, organization: 'o1' },
      general: { contactName: 'Erika Kollegin', institution: 'Vergabestelle Musterstadt' },
    });
    await userEvent.type(name, 'nn');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_DELAY_MS);
    expect(await screen.findByText(questionnaireNotices.submittedElsewhere(true))).toBeTruthy();
    expect(await screen.findByRole('status', { name: questionnaireNotices.readOnlyTitle })).toBeTruthy();
    // What was submitted, not what was typed here; no conflict to reload.
    expect(await screen.findByDisplayValue('Erika Kollegin')).toBeTruthy();
    expect(screen.queryByDisplayValue('Eva Musternn')).toBeNull();
    expect(screen.queryByText(questionnaireNotices.conflictTitle)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aktuellen Stand laden' })).toBeNull();
    // What was typed is not gone with the draft: the record shows it to be copied, the focus on it.
    const lost = screen.getByRole('region', { name: 'Nicht gespeicherte Angaben' });
    await waitFor(() => expect(document.activeElement).toBe(lost));
    expect(lost.textContent).toContain('Name der Ansprechperson');
    expect(lost.textContent).toContain('Eva Musternn');
    expect(lost.textContent).not.toContain('Erika Kollegin');
    expect(await axeViolations()).toEqual([]);
  });

  it('keeps what a colleague’s submit left unsaved here until the user closes its notice, a reload too', async () => {
    const lostKey = `cert.draft.u1:questionnaire:${kind}:q1:verloren`;
    let stored = record();
    const opened = renderScreen(`${routeBase}/q1/${first.slug}`, (call) => {
      if (call.path === me.path) return me.reply;
      if (call.method === 'GET' && call.path.endsWith('/q1')) return { status: 200, body: stored };
      if (call.method === 'PUT')
        return { status: 409, body: { status: 409, code: 'CONFLICT', message: 'Konflikt' } };
      return undefined;
    });
    const phone = await screen.findByRole('textbox', { name: 'Telefonnummer' });
    stored = record({
      version: 3,
      submittedAt: at,
      meta: { state: 'PASSED', stateUpdatedAt: at, organization: 'o1' },
    });
    await userEvent.type(phone, '030 1234');
    await userEvent.click(screen.getAllByRole('button', { name: /Entwurf speichern/ })[0]!);
    const lost = await screen.findByRole('region', { name: 'Nicht gespeicherte Angaben' });
    // The notice says it all; no second notice repeats it for a moment.
    expect(screen.getAllByText(questionnaireNotices.submittedElsewhere(true))).toHaveLength(1);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(within(lost).getByRole('button', { name: 'Angaben kopieren' }));
    expect(await navigator.clipboard.readText()).toBe('Telefonnummer: 030 1234');
    expect(within(lost).getByRole('status').textContent).toBe('In die Zwischenablage kopiert');
    opened.unmount();

    // Opened again (a reload): still there, and closing it removes it from the browser.
    renderScreen(`${routeBase}/q1/${first.slug}`, (call) =>
      call.path === me.path
        ? me.reply
        : call.method === 'GET' && call.path.endsWith('/q1')
          ? { status: 200, body: stored }
          : undefined,
    );
    const again = await screen.findByRole('region', { name: 'Nicht gespeicherte Angaben' });
    expect(again.textContent).toContain('030 1234');
    expect(document.activeElement).not.toBe(again);
    await userEvent.click(within(again).getByRole('button', { name: 'Hinweis schließen' }));
    expect(screen.queryByRole('region', { name: 'Nicht gespeicherte Angaben' })).toBeNull();
    expect(localStorage.getItem(lostKey)).toBeNull();
  });

  it('says where a change is when the save on leaving finds the draft submitted meanwhile', async () => {
    let stored = record();
    const { router } = renderScreen(`${routeBase}/q1/${first.slug}`, (call) => {
      if (call.path === me.path) return me.reply;
      if (call.method === 'GET' && call.path.endsWith('/q1')) return { status: 200, body: stored };
      if (call.method === 'PUT')
        return { status: 409, body: { status: 409, code: 'CONFLICT', message: 'Konflikt' } };
      return undefined;
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Telefonnummer' }), '030 1234');
    stored = record({
      version: 3,
      submittedAt: at,
      meta: { state: 'PASSED', stateUpdatedAt: at, organization: 'o1' },
    });
    await act(() => router.navigate('/fragebogen'));
    const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern und verlassen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/fragebogen'));
    // The user is elsewhere: a notice says what happened and where the change is.
    expect(
      await screen.findByText(
        `${questionnaireNotices.submittedElsewhere(true)} Sie werden beim erneuten Öffnen zum Kopieren angezeigt.`,
      ),
    ).toBeTruthy();
    expect(localStorage.getItem(`cert.draft.u1:questionnaire:${kind}:q1:verloren`)).toContain('030 1234');
    // Opened again, the record shows it without taking the focus: it was not lost in this page a moment ago.
    await act(() => router.navigate(`${routeBase}/q1/${first.slug}`));
    const lost = await screen.findByRole('region', { name: 'Nicht gespeicherte Angaben' });
    expect(lost.textContent).toContain('030 1234');
    expect(document.activeElement).not.toBe(lost);
  });

  it('says that a colleague submitted first when a confirmed submit finds it submitted: nothing typed is lost', async () => {
    const { extremeAnswers } = await import('@cert/domain/testing');
    const answers = extremeAnswers(definition, 'max');
    let stored = record(answers);
    renderScreen(`${routeBase}/q1/pruefen-und-absenden`, (call) => {
      if (call.method === 'GET' && call.path.endsWith('/q1')) return { status: 200, body: stored };
      if (call.method === 'PUT' && call.path.endsWith('/submit'))
        return { status: 409, body: { status: 409, code: 'CONFLICT', message: 'Konflikt' } };
      return undefined;
    });
    await screen.findByRole('button', { name: 'Fragebogen absenden' });
    stored = record({
      ...answers,
      version: 2,
      submittedAt: at,
      meta: { state: 'PASSED', stateUpdatedAt: at, organization: 'o1' },
    });
    await userEvent.click(screen.getAllByRole('button', { name: 'Fragebogen absenden' })[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt absenden' }));
    expect(await screen.findByText(questionnaireNotices.submittedElsewhere(false))).toBeTruthy();
    expect(await screen.findByRole('status', { name: questionnaireNotices.readOnlyTitle })).toBeTruthy();
  });

  it('submits nothing the user has not seen: a submit refused as stale takes in what was saved meanwhile, says so, and the next submit goes', async () => {
    const { extremeAnswers } = await import('@cert/domain/testing');
    const answers = extremeAnswers(definition, 'max');
    let stored = record(answers);
    const { fake, router } = renderScreen(`${routeBase}/q1/pruefen-und-absenden`, (call) => {
      if (call.method === 'GET' && call.path.endsWith('/q1')) return { status: 200, body: stored };
      if (call.method === 'PUT' && call.path.endsWith('/submit'))
        return call.headers['if-match'] === `"${stored.version}"`
          ? { status: 200, body: { ...stored, submittedAt: at, version: stored.version + 1 } }
          : { status: 409, body: { status: 409, code: 'CONFLICT', message: 'Konflikt' } };
      return undefined;
    });
    await screen.findByRole('button', { name: 'Fragebogen absenden' });
    // In another window, the contact's name is changed and saved as version 2.
    const general = { ...(answers.general as Record<string, unknown>), contactName: 'Erika Kollegin' };
    stored = record({ ...answers, general, version: 2 });
    await userEvent.click(screen.getAllByRole('button', { name: 'Fragebogen absenden' })[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt absenden' }));
    const refused = await screen.findByRole('alert', { name: 'Der Fragebogen wurde nicht abgeschickt' });
    expect(refused.textContent).toContain('Sie sehen jetzt den aktuellen Stand');
    // The notice stands above the long review, the button below it: the focus moves there, so it is seen.
    await waitFor(() => expect(document.activeElement?.contains(refused)).toBe(true));
    // Not the save's conflict: nothing of the user's is lost, nothing to reload.
    expect(screen.queryByRole('button', { name: 'Aktuellen Stand laden' })).toBeNull();
    expect(await screen.findByText('Erika Kollegin')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`${routeBase}/q1/pruefen-und-absenden`);
    await userEvent.click(screen.getAllByRole('button', { name: 'Fragebogen absenden' })[0]!);
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt absenden' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mein-zertifizierungspfad'));
    const submits = fake.calls.filter((call) => call.path.endsWith('/submit'));
    expect(submits.map((call) => call.headers['if-match'])).toEqual(['"1"', '"2"']);
  });

  it('offers the submit at the top of the review too, before the long list, whose "Ändern" links are text links', async () => {
    const { extremeAnswers } = await import('@cert/domain/testing');
    const answers = extremeAnswers(definition, 'max');
    renderScreen(`${routeBase}/q1/pruefen-und-absenden`, (call) =>
      call.method === 'GET' && call.path.endsWith('/q1') ? { status: 200, body: record(answers) } : undefined,
    );
    const top = await screen.findByRole('button', { name: 'Absenden' });
    expect(screen.getByText('Alle Pflichtangaben sind beantwortet.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Zur ersten offenen Angabe' })).toBeNull();
    const [firstChange] = screen.getAllByRole('link', { name: /^Ändern/ });
    // Before the list in the reading order, so that nobody has to scroll through it to submit.
    expect(top.compareDocumentPosition(firstChange!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(firstChange!.className).toContain('mantine-Anchor-root');
    await userEvent.click(top);
    expect(await screen.findByRole('dialog', { name: 'Fragebogen jetzt absenden?' })).toBeTruthy();
  });

  it('leads from the top of the review to the first open answer, before the long list', async () => {
    const { extremeAnswers } = await import('@cert/domain/testing');
    const answers = extremeAnswers(definition, 'max');
    // A required answer left open on two later steps: the link leads to the earlier one's field.
    const open = [definition.steps[2]!, definition.steps[4]!].map((step) => {
      const field = step.fields.find((candidate) => !candidate.optional && !candidate.visibleWhen)!;
      const section = { ...(answers[step.section] as Record<string, unknown>) };
      delete section[field.key];
      answers[step.section] = section;
      return { step, field };
    });
    const { router } = renderScreen(`${routeBase}/q1/pruefen-und-absenden`, (call) =>
      call.method === 'GET' && call.path.endsWith('/q1') ? { status: 200, body: record(answers) } : undefined,
    );
    const link = await screen.findByRole('link', { name: 'Zur ersten offenen Angabe' });
    expect(link.closest('p')!.textContent).toMatch(/^\d+ Pflichtangaben sind noch offen\./);
    const [firstChange] = screen.getAllByRole('link', { name: /^Ändern/ });
    expect(link.compareDocumentPosition(firstChange!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe(`${routeBase}/q1/${open[0]!.step.slug}`));
    expect(router.state.location.hash).toContain(open[0]!.field.key);
  });

  it('shows a waiting level with its date before any answer, and offers no submit on its review: the day stands in its place', async () => {
    const { extremeAnswers } = await import('@cert/domain/testing');
    const answers = extremeAnswers(definition, 'max');
    const { fake } = renderScreen(
      `${routeBase}/q1/pruefen-und-absenden`,
      (call) =>
        call.method === 'GET' && call.path.endsWith('/q1')
          ? { status: 200, body: record(answers) }
          : undefined,
      organization,
      questionnaireLevel({ status: 'waiting', opensAt: '2027-01-08' }),
    );
    const lock = await screen.findByRole('status', { name: 'Absenden ab dem 08.01.2027 möglich' });
    expect(lock.textContent).toContain('Wartezeit von 6 Wochen');
    expect(lock.textContent).toContain('als Entwurf speichern');
    await screen.findByText('Alle Pflichtangaben sind beantwortet.');
    expect(screen.queryByRole('button', { name: /absenden/i })).toBeNull();
    expect(screen.getAllByText('Absenden ab dem 08.01.2027 möglich.')).toHaveLength(2);
    // Saving stays: the draft is prepared for the day.
    expect(screen.getByRole('button', { name: 'Entwurf speichern' })).toBeTruthy();
    expect(fake.calls.some((call) => call.path.endsWith('/submit'))).toBe(false);
  });

  it('shows a submit refused by code in its own words, when the level was open as the screen last knew it', async () => {
    const { extremeAnswers } = await import('@cert/domain/testing');
    const answers = extremeAnswers(definition, 'max');
    const refusal = 'Diese Stufe ist erst ab dem 08.01.2027 verfügbar.';
    renderScreen(
      `${routeBase}/q1/pruefen-und-absenden`,
      (call) => {
        if (call.method === 'GET' && call.path.endsWith('/q1')) return { status: 200, body: record(answers) };
        if (call.method === 'PUT' && call.path.endsWith('/submit'))
          return { status: 409, body: { status: 409, code: 'LEVEL_NOT_OPEN', message: refusal } };
        return undefined;
      },
      organization,
      questionnaireLevel({ status: 'open' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Fragebogen absenden' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Jetzt absenden' }));
    const refused = await screen.findByRole('alert', {
      name: 'Der Fragebogen kann noch nicht abgeschickt werden',
    });
    expect(refused.textContent).toContain(refusal);
    // A refusal is not a version conflict: nothing to reload.
    expect(screen.queryByRole('button', { name: 'Aktuellen Stand laden' })).toBeNull();
    expect(screen.queryByText('Der Entwurf wurde inzwischen an anderer Stelle geändert')).toBeNull();
  });

  it('explains the lock on the first step and the review, and names it with one sentence on the steps between', async () => {
    const waiting = questionnaireLevel({ status: 'waiting', opensAt: '2027-01-08' });
    const reply = (call: { method: string }) =>
      call.method === 'GET' ? { status: 200, body: record({}) } : undefined;
    const view = renderScreen(`${routeBase}/q1/${definition.steps[1]!.slug}`, reply, organization, waiting);
    const named = await screen.findByRole('status', { name: 'Absenden ab dem 08.01.2027 möglich' });
    expect(named.textContent).not.toContain('Wartezeit von 6 Wochen');
    expect(named.textContent).toContain(
      'Sie können den Fragebogen schon jetzt ausfüllen und als Entwurf speichern.',
    );
    view.unmount();
    renderScreen(`${routeBase}/q1/${definition.steps[0]!.slug}`, reply, organization, waiting);
    const explained = await screen.findByRole('status', { name: 'Absenden ab dem 08.01.2027 möglich' });
    expect(explained.textContent).toContain('Wartezeit von 6 Wochen');
  });

  it('says before submitting what a new submission of a passed questionnaire means', async () => {
    const { extremeAnswers } = await import('@cert/domain/testing');
    renderScreen(
      `${routeBase}/q1/pruefen-und-absenden`,
      (call) =>
        call.method === 'GET' ? { status: 200, body: record(extremeAnswers(definition, 'max')) } : undefined,
      organization,
      questionnaireLevel({ status: 'done', completedAt: '2026-10-01' }),
    );
    const notice = await screen.findByRole('status', {
      name: 'Ihre Organisation hat diesen Fragebogen bereits bestanden',
    });
    expect(notice.textContent).toContain('ersetzt sein Ergebnis das bisherige');
    // Also passed, the new result starts the next level's waiting period anew: said before, not found out after.
    expect(notice.textContent).toContain(
      'Wartezeiten, die an das Ergebnis anschließen, beginnen mit ihm neu',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fragebogen absenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Fragebogen jetzt absenden?' });
    expect(dialog.textContent).toContain('Sein Ergebnis ersetzt das bisherige');
    expect(dialog.textContent).toContain('beginnen mit ihm neu');
    // One message, not two notices in a row: the retention is said once.
    expect(dialog.textContent!.split('3 Monaten')).toHaveLength(2);
  });

  it('says on the review page which part of an assessment row is missing, not "Noch nicht beantwortet"', async () => {
    const matrixStep = definition.steps.find((step) => step.fields.some((field) => field.kind === 'matrix'))!;
    const matrix = matrixStep.fields.find((field) => field.kind === 'matrix')!;
    const statement = matrix.statements[0]!;
    renderScreen(`${routeBase}/q1/pruefen-und-absenden`, (call) =>
      call.method === 'GET'
        ? {
            status: 200,
            body: record({
              [matrixStep.section]: { [matrix.key]: { [statement.key]: matrix.scale.steps.at(-1)!.value } },
              digitalization: {
                existTools: 'YES',
                furtherTools: [
                  { item: '', assessment: 2 },
                  { item: 'E-Vergabe', assessment: null },
                ],
              },
            }),
          }
        : undefined,
    );
    const term = await screen.findByText('Welche weiteren elektronischen Werkzeuge setzen Sie ein?');
    // A matrix shows each rated statement with its rating, and "Noch nicht beantwortet" for the others.
    const matrixAnswer = screen.getByText(matrix.label).closest('div')!.querySelector('dd')!;
    expect(matrixAnswer.textContent).toContain(
      `${statement.label}: ${displayStepLabel(matrix.scale.steps.at(-1)!.label)}`,
    );
    const answer = term.closest('div')!.querySelector('dd')!;
    expect(answer.textContent).toContain('Werkzeug fehlt: ');
    expect(answer.textContent).toContain('E-Vergabe: Häufigkeit des Einsatzes fehlt');
    expect(answer.textContent).not.toContain('Noch nicht beantwortet');
  });

  it('names field errors differently from missing answers', async () => {
    renderScreen(`${routeBase}/q1/pruefen-und-absenden`, (call) => {
      if (call.method === 'GET') return { status: 200, body: record({ general: { eMail: 'kaputt' } }) };
      if (call.method === 'PUT') return { status: 200, body: record({ version: 2 }) };
      return undefined;
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Fragebogen absenden' }));
    expect(await screen.findByText(messages.submitBlockedByErrors)).toBeTruthy();
  });

  it('opens a submitted questionnaire read-only', async () => {
    renderScreen(`${routeBase}/q1/${first.slug}`, (call) =>
      call.method === 'GET' ? { status: 200, body: record({ submittedAt: at }) } : undefined,
    );
    const name = await screen.findByRole('textbox', { name: 'Name der Ansprechperson' });
    expect(name.hasAttribute('readonly')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Entwurf speichern' })).toBeNull();
    expect(screen.getByText('Dieser Fragebogen wurde abgeschickt')).toBeTruthy();
    for (const radio of screen.getAllByRole('radio')) expect(radio.hasAttribute('disabled')).toBe(true);
  });
});
