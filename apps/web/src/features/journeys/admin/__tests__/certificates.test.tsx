import {
  certificateNumber,
  certificateStatus,
  CertificateLevel,
  REVOKED_LEVEL_CONSEQUENCE,
  type OrganizationCertificate,
} from '@cert/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeFetch, type FakeCall, type FakeReply } from '@/testing/fake-fetch';
import { mediaQueryList } from '@/testing/match-media';
import { renderRoute } from '@/testing/render-route';
import { JourneyScreen } from '../journey-screen';
import { axeViolations } from '@/testing/axe';
import { adminJourney } from './fixtures';

const route = {
  path: '/admin/organisation/:organizationId/zertifizierungspfad/beschaffung',
  Component: () => (
    <main>
      <JourneyScreen organizationId="o1" pathType="procurement" />
    </main>
  ),
};
const address = '/admin/organisation/o1/zertifizierungspfad/beschaffung';

function certificate(
  overrides: Partial<OrganizationCertificate> & Pick<OrganizationCertificate, 'code' | 'level'>,
): OrganizationCertificate {
  const { code, level, awardedOn = '2026-02-02', validUntil = '2028-02-02', revokedOn = null } = overrides;
  return {
    _id: `c-${code}`,
    organization: 'o1',
    number: certificateNumber(code, awardedOn),
    levelLabel: CertificateLevel.label(level),
    organizationName: 'Stadtwerke Musterstadt',
    status: certificateStatus({ validUntil, revokedOn }, '2026-04-01'),
    revokeReason: null,
    ...overrides,
    awardedOn,
    validUntil,
    revokedOn,
  };
}

const silver = certificate({
  code: 'SSSS1111AA',
  level: 'silver-office',
  awardedOn: '2026-03-10',
  validUntil: '2028-03-10',
});
const bronze = certificate({ code: '7K3M9QXA2F', level: 'bronze-office' });
const oldBronze = certificate({
  code: 'ZZZZ9999YY',
  level: 'bronze-project',
  awardedOn: '2024-01-15',
  validUntil: '2026-01-15',
});

/** The journey read, the certificate list (which `certificates` holds) and the revocation through `revoke`. */
function stubApi(certificates: OrganizationCertificate[], revoke: (call: FakeCall) => FakeReply) {
  const fake = createFakeFetch((call) => {
    if (call.path === '/api/admin/organization/o1/journey') return { status: 200, body: adminJourney() };
    if (call.path === '/api/certificates/organization/o1') return { status: 200, body: certificates };
    if (call.path === '/api/auth/csrf') return { status: 200, body: { token: 't' } };
    if (call.method === 'POST' && call.path.startsWith('/api/admin/certificates/')) return revoke(call);
    return { status: 404 };
  });
  vi.stubGlobal('fetch', fake.fetch);
  return fake;
}

const table = () => screen.findByRole('region', { name: 'Tabelle der Zertifikate' });
const rowOf = async (number: string) =>
  (await within(await table()).findByRole('rowheader', { name: number })).closest('tr')!;
const desktop = () =>
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => mediaQueryList(query, true));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('certificates on the admin journey page', () => {
  it('on a phone lists each certificate as a card: number, level, status, dates, revocation and its button', async () => {
    stubApi(
      [
        bronze,
        { ...oldBronze, status: 'revoked', revokedOn: '2025-06-01', revokeReason: 'Unzutreffende Angaben' },
      ],
      () => ({ status: 204 }),
    );
    renderRoute(address, route);
    const cards = within(await screen.findByRole('list', { name: 'Zertifikate' })).getAllByRole('listitem');
    expect(screen.queryByRole('region', { name: 'Tabelle der Zertifikate' })).toBeNull();
    const facts = (card: HTMLElement) =>
      [...card.querySelectorAll('dl > div')].map((fact) => fact.textContent);
    expect(cards.map((card) => card.firstElementChild?.textContent)).toEqual([
      'IB-2026-7K3M-9QXA-2F',
      'IB-2024-ZZZZ-9999-YY',
    ]);
    expect(facts(cards[0]!)).toEqual([
      'StufeBronze – Beschaffungsstelle',
      'StatusGültig',
      'Verliehen am02.02.2026',
      'Gültig bis02.02.2028',
      'Widerruf–',
    ]);
    expect(facts(cards[1]!)).toContain('Widerrufam 01.06.2025: Unzutreffende Angaben');
    expect(
      within(cards[0]!).getByRole('button', {
        name: 'Widerrufen: Bronze – Beschaffungsstelle, IB-2026-7K3M-9QXA-2F',
      }),
    ).toBeTruthy();
    expect(within(cards[1]!).queryByRole('button')).toBeNull();
    expect(within(cards[0]!).getByRole('link', { name: 'IB-2026-7K3M-9QXA-2F' }).getAttribute('href')).toBe(
      '/zertifikat/7K3M9QXA2F',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('on a desktop lists every certificate with number linked to its public page, level, status, dates and revocation', async () => {
    desktop();
    stubApi(
      [
        silver,
        bronze,
        { ...oldBronze, status: 'revoked', revokedOn: '2025-06-01', revokeReason: 'Unzutreffende Angaben' },
      ],
      () => ({ status: 204 }),
    );
    renderRoute(address, route);
    expect(await screen.findByRole('heading', { level: 2, name: 'Zertifikate' })).toBeTruthy();
    const rows = within(await table()).getAllByRole('row');
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['Zertifikatsnummer', 'Stufe', 'Status', 'Verliehen am', 'Gültig bis', 'Widerruf', 'Aktionen'],
      [
        'IB-2026-SSSS-1111-AA',
        'Silber – Beschaffungsstelle',
        'Gültig',
        '10.03.2026',
        '10.03.2028',
        '–',
        'Widerrufen',
      ],
      [
        'IB-2026-7K3M-9QXA-2F',
        'Bronze – Beschaffungsstelle',
        'Gültig',
        '02.02.2026',
        '02.02.2028',
        '–',
        'Widerrufen',
      ],
      [
        'IB-2024-ZZZZ-9999-YY',
        'Bronze – Beschaffungsprojekt',
        'Widerrufen',
        '15.01.2024',
        '15.01.2026',
        'am 01.06.2025: Unzutreffende Angaben',
        '',
      ],
    ]);
    expect(within(rows[2]!).getByRole('link', { name: 'IB-2026-7K3M-9QXA-2F' }).getAttribute('href')).toBe(
      '/zertifikat/7K3M9QXA2F',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('offers no revocation for an expired certificate', async () => {
    desktop();
    stubApi([oldBronze], () => ({ status: 204 }));
    renderRoute(address, route);
    const row = await rowOf('IB-2024-ZZZZ-9999-YY');
    expect(row.textContent).toContain('Abgelaufen');
    expect(within(row).queryByRole('button')).toBeNull();
  });

  it('says when there is no certificate yet', async () => {
    stubApi([], () => ({ status: 204 }));
    renderRoute(address, route);
    expect(await screen.findByText('Die Organisation hat noch kein Zertifikat.')).toBeTruthy();
  });

  it('revokes a valid certificate: the reason is required, sent trimmed, and the list is read again', async () => {
    desktop();
    const certificates = [silver, bronze];
    const fake = stubApi(certificates, (call) => {
      certificates[1] = {
        ...bronze,
        status: 'revoked',
        revokedOn: '2026-04-01',
        revokeReason: (call.body as { reason: string }).reason,
      };
      return { status: 204 };
    });
    renderRoute(address, route);
    await userEvent.click(
      within(await rowOf('IB-2026-7K3M-9QXA-2F')).getByRole('button', {
        name: 'Widerrufen: Bronze – Beschaffungsstelle, IB-2026-7K3M-9QXA-2F',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zertifikat widerrufen' });
    expect(dialog.textContent).toContain(
      'Sie widerrufen das Zertifikat IB-2026-7K3M-9QXA-2F (Bronze – Beschaffungsstelle).',
    );
    // What follows before it is done: the level stays completed, a new certificate only by completing it again.
    expect(dialog.textContent).toContain(REVOKED_LEVEL_CONSEQUENCE);
    await userEvent.type(within(dialog).getByLabelText(/Grund des Widerrufs/), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    expect(within(dialog).getByText('Bitte geben Sie den Grund des Widerrufs ein.')).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(await axeViolations()).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Grund des Widerrufs/), ' Angaben unzutreffend. ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(
      fake.calls.filter((call) => call.method === 'POST').map(({ path, body }) => ({ path, body })),
    ).toEqual([
      { path: '/api/admin/certificates/7K3M9QXA2F/revoke', body: { reason: 'Angaben unzutreffend.' } },
    ]);
    expect(await screen.findByText('Das Zertifikat wurde widerrufen.')).toBeTruthy();
    await waitFor(async () =>
      expect((await rowOf('IB-2026-7K3M-9QXA-2F')).textContent).toContain(
        'am 01.04.2026: Angaben unzutreffend',
      ),
    );
    const revoked = await rowOf('IB-2026-7K3M-9QXA-2F');
    expect(within(revoked).queryByRole('button')).toBeNull();
    // Said on the level too, the reason's own full stop ending the sentence.
    expect(screen.getByRole('note').textContent).toContain(
      `Grund: „Angaben unzutreffend.“ ${REVOKED_LEVEL_CONSEQUENCE}`,
    );
    // The button that opened the dialog went with the revocation: the keyboard goes on from the section's heading.
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 2, name: 'Zertifikate' })),
    );
    expect(
      fake.calls.filter((call) => call.path === '/api/certificates/organization/o1').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it('shows the API message when the revocation is refused', async () => {
    desktop();
    stubApi([bronze], () => ({
      status: 409,
      body: { status: 409, code: 'CONFLICT', message: 'Dieses Zertifikat ist bereits widerrufen.' },
    }));
    renderRoute(address, route);
    await userEvent.click(
      within(await rowOf('IB-2026-7K3M-9QXA-2F')).getByRole('button', { name: /Widerrufen/ }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Zertifikat widerrufen' });
    await userEvent.type(within(dialog).getByLabelText(/Grund des Widerrufs/), 'Doppelt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    // By its name: the journey's other reads this stub does not answer (the case study's text) say so too.
    const alert = await screen.findByRole('alert', { name: 'Das Zertifikat wurde nicht widerrufen' });
    expect(alert.textContent).toBe(
      'Das Zertifikat wurde nicht widerrufenDieses Zertifikat ist bereits widerrufen.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
