import { exampleSiteConfig, isPlaceholder, sitePlaceholders, type SiteConfig } from '@cert/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { SiteConfigNotice } from '../operator-contact';

/** What the programme office sees while the site configuration holds placeholders (docs/operations.md). */
function renderNotice(siteConfig: SiteConfig) {
  renderRoute(
    '/admin/journeys',
    {
      path: '/admin/journeys',
      Component: () => (
        <main>
          <SiteConfigNotice />
          <h1>Zertifizierungspfade verwalten</h1>
        </main>
      ),
    },
    { siteConfig },
  );
}

/** The example with every placeholder filled in, as an operator does. */
const filledIn = (value: unknown): unknown =>
  typeof value === 'string'
    ? isPlaceholder(value)
      ? 'Eingetragen'
      : value
    : Object.fromEntries(Object.entries(value as object).map(([key, inner]) => [key, filledIn(inner)]));

describe('the site configuration notice of the office', () => {
  it('says how many values are placeholders, that the public pages show them and that no Open Badge is issued', async () => {
    renderNotice(exampleSiteConfig);
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain(
      `${sitePlaceholders(exampleSiteConfig).length} Angaben sind noch ein Platzhalter`,
    );
    // Every one of them, and where they are filled in whether SITE_CONFIG names a file or not.
    for (const key of sitePlaceholders(exampleSiteConfig)) expect(notice.textContent).toContain(key);
    expect(notice.textContent).toContain('keine digitalen Nachweise (Open Badges)');
    expect(notice.textContent).toContain('die Datei, die SITE_CONFIG nennt, sonst site-config.json');
    // One line above every office page: the count and the missing badges; the rest when unfolded.
    const details = notice.querySelector('details')!;
    expect(details.open).toBe(false);
    expect(details.querySelector('summary')!.textContent).toBe(
      `Seitenkonfiguration unvollständig (${sitePlaceholders(exampleSiteConfig).length} Platzhalter, keine Open Badges)`,
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('names what is left once the operator is named, and is gone when nothing is', async () => {
    const configured = filledIn(exampleSiteConfig) as SiteConfig;
    renderNotice({ ...configured, operator: { ...configured.operator, phone: '[Telefonnummer]' } });
    const notice = await screen.findByRole('note');
    expect(notice.textContent).toContain(
      'Eine Angabe ist noch ein Platzhalter in eckigen Klammern: operator.phone.',
    );
    expect(notice.textContent).not.toContain('Open Badges');
    expect(notice.querySelector('summary')!.textContent).toBe(
      'Seitenkonfiguration unvollständig (ein Platzhalter)',
    );
  });

  it('shows nothing once every value is filled in', async () => {
    renderNotice(filledIn(exampleSiteConfig) as SiteConfig);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('note')).toBeNull();
  });
});
