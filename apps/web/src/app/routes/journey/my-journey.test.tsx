import {
  adminJourneyPath,
  adminOrganizationReviewPath,
  adminWorkshopPath,
  goldCaseStudyPath,
  journeyPath,
  practitionerCaseStudyPath,
  type Invitation,
  type Organization,
} from '@cert/domain';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '@/app/theme';
import { organization, user } from '@/features/organizations/__tests__/fixtures';
import SignedInNavItems from '@/app/layout/signed-in-nav-items';
import { activeOrganizationChoice } from '@/lib/app-storage';
import { currentUserQueryKey, endSession } from '@/lib/current-user';
import { createFakeFetch } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { appRoutes } from '@/testing/app-routes';
import { Component, loader } from '../my-journey';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

function renderMyJourney(
  approved: Organization[],
  mine: Organization[] = approved,
  invitations: Invitation[] = [],
) {
  document.cookie = 'signed_in=1';
  const fake = createFakeFetch((call) =>
    call.path === '/api/user/organization/approved'
      ? { status: 200, body: approved }
      : call.path === '/api/user/organization'
        ? { status: 200, body: mine }
        : call.path === '/api/user/me'
          ? { status: 200, body: user }
          : call.path === '/api/user/invitations'
            ? { status: 200, body: invitations }
            : { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Nicht gefunden.' } },
  );
  vi.stubGlobal('fetch', fake.fetch);
  const router = createMemoryRouter(
    [
      { path: '/mein-zertifizierungspfad', loader, Component },
      { path: '*', Component: LocationProbe },
    ],
    { initialEntries: ['/mein-zertifizierungspfad'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { fake, router };
}

afterEach(() => {
  vi.unstubAllGlobals();
  activeOrganizationChoice.set(user._id, null);
});

describe('/mein-zertifizierungspfad', () => {
  it('leads a procurer to the procurer journey', async () => {
    const { fake } = renderMyJourney([organization()]);
    expect((await screen.findByTestId('location')).textContent).toBe('/zertifizierungspfad/beschaffung');
    // The loader redirected: the screen, which would ask again, never rendered.
    expect(fake.calls.map((call) => call.path).sort()).toEqual([
      '/api/user/me',
      '/api/user/organization/approved',
    ]);
  });

  it('leads to the journey of the active organisation the user chose, remembered across a sign-out', async () => {
    activeOrganizationChoice.set(user._id, 'p1');
    // A sign-out ends the session's state; the user's choice stays.
    endSession(new QueryClient());
    renderMyJourney([organization(), organization({ _id: 'p1', type: 'Provider', name: 'Muster GmbH' })]);
    expect((await screen.findByTestId('location')).textContent).toBe('/zertifizierungspfad/unternehmen');
  });

  it("does not take another user's choice on the same browser", async () => {
    activeOrganizationChoice.set('someone-else', 'p1');
    renderMyJourney([organization(), organization({ _id: 'p1', type: 'Provider', name: 'Muster GmbH' })]);
    expect((await screen.findByTestId('location')).textContent).toBe('/zertifizierungspfad/beschaffung');
    activeOrganizationChoice.set('someone-else', null);
  });

  it('says that an organisation is being checked instead of asking to create one', async () => {
    renderMyJourney([], [organization({ _id: 'n1', name: 'Neue Vergabestelle', approvalStatus: 'Pending' })]);
    expect(
      await screen.findByText(/Ihre Organisation „Neue Vergabestelle“ wird vom Programmteam geprüft/),
    ).toBeTruthy();
    expect(screen.queryByText(/Legen Sie eine Organisation an/)).toBeNull();
  });

  it('explains how to get an organisation when there is no approved one', async () => {
    renderMyJourney([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Ihr Zertifizierungspfad' })).toBeTruthy();
    expect(screen.getByText(/Sie handeln derzeit für keine freigegebene Organisation/)).toBeTruthy();
    // The next step itself, and where invitations are taken.
    expect(screen.getByRole('link', { name: 'Organisation anlegen' }).getAttribute('href')).toBe(
      '/organization/create',
    );
    expect(screen.getByRole('link', { name: 'Zu Ihren Organisationen' }).getAttribute('href')).toBe(
      '/organization',
    );
    expect(screen.queryByText(/Gehören Sie mehreren freigegebenen Organisationen an/)).toBeNull();
  });

  it('leads an invited colleague to the invitation before offering an organisation of their own', async () => {
    renderMyJourney(
      [],
      [],
      [
        {
          _id: 'inv1',
          role: 'Member',
          invitedAt: '2026-11-20T10:00:00.000Z',
          organization: {
            _id: 'o9',
            name: 'Landesamt Beispiel',
            type: 'PublicProcurer',
            approvalStatus: 'Approved',
          },
          invitedBy: 'Dora Beispiel',
        },
      ],
    );
    expect(await screen.findByText(/Sie sind in eine Organisation eingeladen/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Einladung ansehen' }).getAttribute('href')).toBe(
      '/organization/invitations',
    );
    expect(screen.getByRole('link', { name: 'Organisation anlegen' })).toBeTruthy();
  });
});

describe('journey routes', () => {
  it('serve the journeys and both case-study screens at the domain paths', () => {
    const routes = appRoutes();
    for (const path of [
      '/mein-zertifizierungspfad',
      journeyPath('procurement'),
      journeyPath('provider'),
      goldCaseStudyPath(),
      goldCaseStudyPath('c1'),
      practitionerCaseStudyPath('p1'),
    ]) {
      expect(matchRoutes(routes, path)?.at(-1)?.route.path).not.toBe('*');
    }
  });
});

describe('main navigation', () => {
  /** The signed-in user's navigation items at `path`. */
  const renderNavAt = (path: string, signedIn: typeof user) => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(currentUserQueryKey, signedIn);
    const Component = () => (
      <ul>
        <SignedInNavItems />
      </ul>
    );
    return renderRoute(path, { path, Component }, { queryClient });
  };

  it('marks "Mein Zertifizierungspfad" as the current page on the journey and its case studies', () => {
    for (const [path, current] of [
      [journeyPath('procurement'), true],
      [goldCaseStudyPath('c1'), true],
      [practitionerCaseStudyPath('p1'), true],
      ['/fragebogen', false],
    ] as const) {
      const view = renderNavAt(path, user);
      const link = screen.getByRole('link', { name: 'Mein Zertifizierungspfad' });
      expect(link.getAttribute('href')).toBe('/mein-zertifizierungspfad');
      expect(link.getAttribute('aria-current')).toBe(current ? 'page' : null);
      view.unmount();
    }
  });

  it("marks the office's list of journeys as current on an organisation's journey and its entry pages", () => {
    for (const [path, current] of [
      ['/admin/journeys', 'Zertifizierungspfade'],
      [adminJourneyPath('o1', 'procurement'), 'Zertifizierungspfade'],
      [adminWorkshopPath('o1', 'office'), 'Zertifizierungspfade'],
      [adminOrganizationReviewPath('o1'), 'Organisationen'],
    ] as const) {
      const view = renderNavAt(path, { ...user, roles: ['User', 'Admin'] });
      const marked = screen
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
      expect(marked).toEqual([current]);
      view.unmount();
    }
  });
});
