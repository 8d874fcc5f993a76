import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { CookieConsent } from '../cookie-consent';

const banner = () => screen.getByRole('region', { name: 'Cookies auf dieser Website' });

describe('CookieConsent', () => {
  beforeEach(() => localStorage.clear());

  it('lays the dialog and its overlay over the banner', async () => {
    renderRoute('/', { path: '/', Component: CookieConsent });
    await userEvent.click(screen.getByRole('button', { name: 'Cookies verwalten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    const overlay = document.querySelector<HTMLElement>('.mantine-Modal-overlay');
    const overlayZ = Number(overlay?.style.getPropertyValue('--overlay-z-index'));
    const dialogZ = Number(
      dialog.closest<HTMLElement>('.mantine-Modal-root')?.style.getPropertyValue('--mb-z-index'),
    );
    const bannerZ = Number(banner().style.zIndex);
    expect(bannerZ).toBeGreaterThan(0);
    expect(bannerZ).toBeLessThan(overlayZ);
    expect(bannerZ).toBeLessThan(dialogZ);
  });
});
