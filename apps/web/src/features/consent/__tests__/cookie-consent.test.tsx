import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { CONSENT_STORAGE_KEY, decideConsent, serializeConsent } from '../consent';
import { closeConsentDialog } from '../consent-store';
import { CookieConsent } from '../cookie-consent';

const banner = () => screen.getByRole('region', { name: 'Cookies auf dieser Website' });

describe('CookieConsent', () => {
  // The store lives as long as its module: each test starts with no choice and the dialog closed.
  beforeEach(() => {
    localStorage.clear();
    closeConsentDialog();
  });

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

  it('links the privacy notice from the dialog, in a new tab so the dialog stays open', async () => {
    renderRoute('/', { path: '/', Component: CookieConsent });
    await userEvent.click(screen.getByRole('button', { name: 'Cookies verwalten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cookie-Einstellungen' });
    const link = within(dialog).getByRole('link', { name: /Datenschutzerklärung/ });
    expect(link.getAttribute('href')).toBe('/datenschutz');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('refuses in one click, as easily as it accepts: "Nur notwendige Cookies" records consent without statistics', async () => {
    renderRoute('/', { path: '/', Component: CookieConsent });
    const buttons = within(banner()).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Nur notwendige Cookies',
      'Alle akzeptieren',
      'Cookies verwalten',
    ]);
    // Alike in weight: the same variant for refusing and accepting.
    expect(buttons[0]!.getAttribute('data-variant')).toBe(buttons[1]!.getAttribute('data-variant'));
    await userEvent.click(within(banner()).getByRole('button', { name: 'Nur notwendige Cookies' }));
    expect(screen.queryByRole('region', { name: 'Cookies auf dieser Website' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!)).toMatchObject({
      consentGiven: true,
      options: { optionalCookiesAllowed: false },
    });
  });

  it('closes the banner when consent is given in another tab', async () => {
    renderRoute('/', { path: '/', Component: CookieConsent });
    expect(banner()).toBeTruthy();
    // Another tab writes the choice; this tab only hears the storage event.
    const stored = serializeConsent(decideConsent({ type: 'acceptAll' }, new Date()));
    localStorage.setItem(CONSENT_STORAGE_KEY, stored);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY, newValue: stored }));
    });
    expect(screen.queryByRole('region', { name: 'Cookies auf dieser Website' })).toBeNull();
  });
});
