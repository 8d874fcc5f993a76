import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paginate, type OrganizationType, type QuestionnaireLevel } from '@cert/domain';
import userEvent from '@testing-library/user-event';
import { createFakeFetch } from '@/testing/fake-fetch';
import { axeViolations } from '@/testing/axe';
import { onePage } from '@/testing/list-page';
import { questionnaireLevel } from '@/testing/journey-levels';
import { organization, renderOverviewRoute } from './render-overview';

function renderOverview(
  type: OrganizationType,
  level: QuestionnaireLevel | null = null,
  drafts: Record<string, unknown>[] = [],
) {
  document.cookie = 'XSRF-TOKEN=t';
  document.cookie = 'signed_in=1';
  const fake = createFakeFetch((call) =>
    call.path === '/api/user/me'
      ? { status: 200, body: { _id: 'u1', email: 'u1@example.org', roles: [] } }
      : call.path.startsWith('/api/certifications/draft')
        ? {
            status: 200,
            body: onePage(drafts.filter((draft) => call.path.includes(`filter.kind=${String(draft.kind)}`))),
          }
        : call.path.startsWith('/api/certifications/')
          ? { status: 200, body: onePage([]) }
          : { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } },
  );
  vi.stubGlobal('fetch', fake.fetch);
  renderOverviewRoute({ activeOrganization: { ...organization, type }, levelOf: () => level });
}

afterEach(() => vi.unstubAllGlobals());

describe('the blank questionnaires on the overview', () => {
  it('offers each questionnaire the organisation may start as a PDF to fill in, opened in a new tab', async () => {
    renderOverview('PublicProcurer');
    const section = await screen.findByRole('region', { name: 'Fragebogen beginnen oder fortsetzen' });
    const links = within(section).getAllByRole('link', { name: /Fragebogen zum Ausfüllen \(PDF\)/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/questionnaires/procurement-office/blank-pdf',
      '/api/questionnaires/procurement-project/blank-pdf',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.textContent).toContain('(öffnet in neuem Tab)');
    }
    expect(links[0]!.textContent).toContain('Zertifizierung innovativer Beschaffungsstellen');
    // Once the lists have loaded (their loaders are not part of this check).
    await screen.findByText('Sie haben keine offenen Entwürfe.');
    await screen.findByText('Sie haben noch keinen Fragebogen abgeschickt.');
    expect(await axeViolations()).toEqual([]);
  });

  it('offers a provider only the expert questionnaire', async () => {
    renderOverview('Provider');
    const section = await screen.findByRole('region', { name: 'Fragebogen beginnen oder fortsetzen' });
    const links = within(section).getAllByRole('link', { name: /Fragebogen zum Ausfüllen \(PDF\)/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/questionnaires/provider-expert/blank-pdf',
    ]);
  });

  it('says what holds a questionnaire back beside its button, before any work: Expert before practitioner', async () => {
    renderOverview('Provider', questionnaireLevel({ status: 'locked' }));
    const section = await screen.findByRole('region', { name: 'Fragebogen beginnen oder fortsetzen' });
    const start = await within(section).findByRole('link', {
      name: 'Entwurf vorbereiten: Zertifizierung von Unternehmen: Expert',
    });
    expect(start.getAttribute('href')).toBe('/fragebogen/unternehmen');
    expect(section.textContent).toContain('Noch nicht verfügbar');
    expect(section.textContent).toContain('Stufe Practitioner abgeschlossen');
    await screen.findByText('Sie haben keine offenen Entwürfe.');
    expect(await axeViolations()).toEqual([]);
  });

  it('continues the draft the organisation has, with its progress; a further draft only by a choice of its own', async () => {
    const at = '2026-11-20T10:00:00.000Z';
    renderOverview('PublicProcurer', null, [
      {
        _id: 'd1',
        kind: 'procurement-office',
        title: 'Zertifizierung innovativer Beschaffungsstellen',
        version: 3,
        meta: { state: 'IN_DRAFT', stateUpdatedAt: at, organization: 'o1' },
        organizationName: 'Vergabestelle Musterstadt',
        createdAt: at,
        updatedAt: at,
        submittedAt: null,
        progress: { complete: 45, total: 147 },
      },
    ]);
    const section = await screen.findByRole('region', { name: 'Fragebogen beginnen oder fortsetzen' });
    const go = await within(section).findByRole('link', {
      name: 'Entwurf fortsetzen: Zertifizierung innovativer Beschaffungsstellen',
    });
    // Continued where its answers are open: the address without a step (docs/questionnaire-rules.md §2).
    expect(go.getAttribute('href')).toBe('/fragebogen/innovative-beschaffungsstelle/d1');
    expect(section.textContent).toContain('45 von 147 Pflichtangaben beantwortet');
    expect(
      within(section)
        .getByRole('link', { name: /^Weiteren Entwurf beginnen/ })
        .getAttribute('href'),
    ).toBe('/fragebogen/innovative-beschaffungsstelle/allgemeine-angaben?neu=1');
    // The other questionnaire has no draft: it starts as before.
    expect(
      await within(section).findByRole('link', { name: 'Zertifizierung innovativer Beschaffungsprojekte' }),
    ).toBeTruthy();
    await screen.findByText('Sie haben noch keinen Fragebogen abgeschickt.');
    expect(await axeViolations()).toEqual([]);
  });

  it('with several drafts of one questionnaire, offers each with its progress, who saved it and when, the most advanced first', async () => {
    const draft = (id: string, updatedAt: string, complete: number, name: string) => ({
      _id: id,
      kind: 'procurement-office',
      title: 'Zertifizierung innovativer Beschaffungsstellen',
      version: 2,
      meta: { state: 'IN_DRAFT', stateUpdatedAt: updatedAt, organization: 'o1' },
      organizationName: 'Vergabestelle Musterstadt',
      createdAt: updatedAt,
      updatedAt,
      submittedAt: null,
      progress: { complete, total: 146 },
      updatedBy: { id: `u-${id}`, name },
    });
    // The list answers the one edited last first: a nearly empty further draft begun yesterday.
    renderOverview('PublicProcurer', null, [
      draft('neu', '2026-11-21T09:00:00.000Z', 10, 'Erika Neu'),
      draft('weit', '2026-11-20T09:00:00.000Z', 82, 'Max Weit'),
    ]);
    const section = await screen.findByRole('region', { name: 'Fragebogen beginnen oder fortsetzen' });
    await within(section).findByText(/2 Entwürfe\. Welchen möchten Sie fortsetzen\?/);
    const choices = within(section).getAllByRole('link', { name: /^Entwurf fortsetzen/ });
    expect(choices.map((link) => link.getAttribute('href'))).toEqual([
      '/fragebogen/innovative-beschaffungsstelle/weit',
      '/fragebogen/innovative-beschaffungsstelle/neu',
    ]);
    expect(choices[0]!.textContent).toContain('82 von 146 Pflichtangaben beantwortet');
    expect(section.textContent).toContain('82 von 146 Pflichtangaben beantwortet, zuletzt geändert am');
    expect(section.textContent).toContain('von Max Weit.');
    expect(section.textContent).toContain('von Erika Neu.');
    expect(await axeViolations()).toEqual([]);
  });

  it('says beside a draft that this browser keeps answers of it the server has not got, which continuing offers', async () => {
    const at = '2026-11-20T10:00:00.000Z';
    const draft = (id: string) => ({
      _id: id,
      kind: 'procurement-office',
      title: 'Zertifizierung innovativer Beschaffungsstellen',
      version: 2,
      meta: { state: 'IN_DRAFT', stateUpdatedAt: at, organization: 'o1' },
      organizationName: 'Vergabestelle Musterstadt',
      createdAt: at,
      updatedAt: at,
      submittedAt: null,
      progress: { complete: id === 'd1' ? 20 : 10, total: 146 },
    });
    // A save on leaving d1 failed offline: its answers stayed in this browser.
    localStorage.setItem(
      'cert.draft.u1:questionnaire:procurement-office:d1',
      JSON.stringify({ base: {}, value: { general: { telephone: '030 1' } }, at: new Date().toISOString() }),
    );
    try {
      renderOverview('PublicProcurer', null, [draft('d1'), draft('d2')]);
      const section = await screen.findByRole('region', { name: 'Fragebogen beginnen oder fortsetzen' });
      const kept = await within(section).findByText(/^In diesem Browser liegen Angaben zu diesem Entwurf/);
      expect(within(kept.closest('li')!).getByRole('link').getAttribute('href')).toBe(
        '/fragebogen/innovative-beschaffungsstelle/d1',
      );
      expect(within(section).getAllByText(/^In diesem Browser liegen/)).toHaveLength(1);
    } finally {
      localStorage.clear();
    }
  });
});

describe('the overview without an approved organisation', () => {
  const renderWithout = (pendingOrganizations: { name: string }[]) =>
    renderOverviewRoute({ activeOrganization: null, pendingOrganizations });

  it('asks to create or choose an organisation when the user has none', async () => {
    renderWithout([]);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Keine aktive Organisation');
    expect(notice.textContent).toContain('Legen Sie Ihre Organisation an');
    expect(await axeViolations()).toEqual([]);
  });

  it('says that the organisation the user created is being checked, instead of asking for another', async () => {
    renderWithout([{ name: 'Stadt Walkhausen' }]);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Ihre Organisation wird geprüft');
    expect(notice.textContent).toContain(
      'Ihre Organisation „Stadt Walkhausen“ wird vom Programmteam geprüft. Sobald sie freigegeben ist, können Sie hier die Fragebögen ausfüllen',
    );
    expect(notice.textContent).not.toContain('Legen Sie');
    expect(within(notice).getByRole('link', { name: 'Zu Ihren Organisationen' }).getAttribute('href')).toBe(
      '/organization',
    );
  });

  it('names several organisations being checked as a list, and the first approval as what opens the questionnaires', async () => {
    renderWithout([{ name: 'Amt A' }, { name: 'Amt B' }, { name: 'Amt C' }]);
    const notice = await screen.findByRole('status');
    expect(notice.textContent).toContain('Ihre Organisationen werden geprüft');
    expect(notice.textContent).toContain(
      'Ihre Organisationen „Amt A“, „Amt B“ und „Amt C“ werden vom Programmteam geprüft. Sobald eine davon freigegeben ist',
    );
  });
});

describe('the lists of drafts and submissions', () => {
  it('pages a long list by its own named pager, whose inert button keeps the focus', async () => {
    const at = '2026-11-20T10:00:00.000Z';
    const submissions = Array.from({ length: 12 }, (_, index) => ({
      _id: `s${index + 1}`,
      kind: 'procurement-office',
      title: 'Zertifizierung innovativer Beschaffungsstellen',
      version: 1,
      meta: { state: 'PASSED', stateUpdatedAt: at, organization: 'o1' },
      organizationName: 'Vergabestelle Musterstadt',
      createdAt: at,
      updatedAt: at,
      submittedAt: at,
      progress: { complete: 147, total: 147 },
    }));
    document.cookie = 'XSRF-TOKEN=t';
    const fake = createFakeFetch((call) => {
      if (call.path === '/api/user/me')
        return { status: 200, body: { _id: 'u1', email: 'u1@example.org', roles: [] } };
      if (call.path.startsWith('/api/certifications/draft')) return { status: 200, body: onePage([]) };
      if (call.path.startsWith('/api/certifications/')) {
        const page = Number(new URL(call.path, 'http://x').searchParams.get('page') ?? 1);
        return { status: 200, body: paginate(submissions.slice((page - 1) * 10, page * 10), 12, page, 10) };
      }
      return { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } };
    });
    vi.stubGlobal('fetch', fake.fetch);
    renderOverviewRoute({
      activeOrganization: { ...organization, type: 'PublicProcurer' },
      levelOf: () => null,
    });
    const pager = await screen.findByRole('navigation', { name: 'Seiten: Abgeschickte Fragebögen' });
    expect(pager.textContent).toContain('Einträge 1–10 von 12');
    // The drafts' list has one page: no pager of its own.
    expect(screen.queryByRole('navigation', { name: 'Seiten: Entwürfe' })).toBeNull();
    await userEvent.click(within(pager).getByRole('button', { name: 'Nächste Seite' }));
    await within(pager).findByText(/Einträge 11–12 von 12/);
    const next = within(pager).getByRole('button', { name: 'Nächste Seite' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(next);
    expect(await axeViolations()).toEqual([]);
  });
});
