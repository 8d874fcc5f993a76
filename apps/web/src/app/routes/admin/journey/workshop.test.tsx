import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { Component } from './workshop';

const path = '/admin/organisation/:organizationId/zertifizierungspfad/beschaffung/zweig/:type/stufe/silber';

describe('workshop route', () => {
  it('leads an address with an unknown branch back to the journey', async () => {
    vi.stubGlobal('fetch', createFakeFetch(() => ({ status: 404 })).fetch);
    renderRoute('/admin/organisation/o1/zertifizierungspfad/beschaffung/zweig/gold/stufe/silber', {
      path,
      Component,
    });
    expect((await screen.findByTestId('location', {}, { timeout: 5000 })).textContent).toBe(
      '/admin/organisation/o1/zertifizierungspfad/beschaffung',
    );
  });

  it('opens the branch’s own address for the specification’s certification kind', async () => {
    vi.stubGlobal('fetch', createFakeFetch(() => ({ status: 404 })).fetch);
    const { router } = renderRoute(
      '/admin/organisation/o1/zertifizierungspfad/beschaffung/zweig/ProcurementProject/stufe/silber',
      { path, Component },
    );
    expect(await screen.findByText('Beschaffungsprojekt', {}, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe(
      '/admin/organisation/o1/zertifizierungspfad/beschaffung/zweig/project/stufe/silber',
    );
  });

  it('opens the form for a branch', async () => {
    vi.stubGlobal('fetch', createFakeFetch(() => ({ status: 404 })).fetch);
    renderRoute('/admin/organisation/o1/zertifizierungspfad/beschaffung/zweig/project/stufe/silber', {
      path,
      Component,
    });
    expect(await screen.findByText('Beschaffungsprojekt', {}, { timeout: 5000 })).toBeTruthy();
  });
});
