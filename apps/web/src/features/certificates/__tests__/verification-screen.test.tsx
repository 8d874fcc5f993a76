import { exampleSiteConfig, type SiteConfig } from '@cert/domain';
import { API_BASE, credentialContracts, pathOf } from '@cert/domain/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component, handle } from '@/app/routes/certificate';
import { renderRoute } from '@/testing/render-route';
import { certificateCodeOf } from '../certificate-code';
import { axeViolations } from '@/testing/axe';
import { stubApi, verification } from './fixtures';

const CODE = '7K3M9QXA2F';

/** The page as the app shows it: inside the layout's main landmark. */
const Page = () => (
  <main>
    <Component />
  </main>
);

function renderVerification(
  address: string,
  reply: Parameters<typeof stubApi>[0],
  siteConfig: SiteConfig = exampleSiteConfig,
) {
  const { fake, queryClient } = stubApi(reply);
  const view = renderRoute(
    address,
    { path: '/zertifikat/:code', Component: Page },
    { queryClient, siteConfig },
  );
  return { ...view, fake };
}

const facts = () =>
  Object.fromEntries(
    screen.getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]),
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('certificate codes as typed', () => {
  it('takes the code, the printed number, lower case, spaces and hyphens', () => {
    expect(certificateCodeOf(CODE)).toBe(CODE);
    expect(certificateCodeOf('IB-2026-7K3M-9QXA-2F')).toBe(CODE);
    expect(certificateCodeOf(' ib 2026 7k3m 9qxa 2f ')).toBe(CODE);
    expect(certificateCodeOf('7k3m-9qxa-2f')).toBe(CODE);
  });

  it('refuses what cannot be a code: wrong length, letters Crockford leaves out', () => {
    expect(certificateCodeOf('')).toBeNull();
    expect(certificateCodeOf('7K3M9QXA2')).toBeNull();
    expect(certificateCodeOf('7K3M9QXA2FF')).toBeNull();
    expect(certificateCodeOf('7K3M9QXA2U')).toBeNull();
    expect(certificateCodeOf('IB-2026-7K3M-9QXA')).toBeNull();
  });
});

describe('verification screen', () => {
  it('declares its title and description for the page metadata', () => {
    expect(handle.title).toBe('Zertifikat prüfen');
    expect(handle.description).toContain('gültig');
  });

  it('a valid certificate: the verdict, for whom, which level, since and until when, its number', async () => {
    const { fake } = renderVerification(`/zertifikat/${CODE}`, (call) =>
      call.path === `/api/certificates/${CODE}`
        ? { status: 200, body: verification({ code: CODE, level: 'bronze-office' }) }
        : undefined,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Zertifikat prüfen' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Das Zertifikat wird geprüft …');
    expect(await axeViolations()).toEqual([]);
    expect(await screen.findByText('Dieses Zertifikat ist gültig.')).toBeTruthy();
    expect(screen.getByText(/Es ist gültig bis zum/).textContent).toBe('Es ist gültig bis zum 08.11.2028.');
    expect(facts()).toEqual({
      Organisation: 'Vergabestelle Musterstadt',
      Stufe: 'Bronze – Beschaffungsstelle',
      Zertifizierungspfad: 'Zertifizierung für öffentliche Auftraggeber',
      'Verliehen am': '08.11.2026',
      'Gültig bis': '08.11.2028',
      Zertifikatsnummer: 'IB-2026-7K3M-9QXA-2F',
    });
    // A stranger learns what the level means on the path's public page.
    expect(
      screen.getByRole('link', { name: 'Zertifizierung für öffentliche Auftraggeber' }).getAttribute('href'),
    ).toBe('/zertifizierung-fuer-oeffentliche-auftraggeber');
    expect(fake.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `GET /api/certificates/${CODE}`,
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it("offers a valid certificate's Open Badge for download once the operator is named, to check it anywhere", async () => {
    const reply = () => ({ status: 200, body: verification({ code: CODE, level: 'bronze-office' }) });
    const named = { ...exampleSiteConfig, operator: { ...exampleSiteConfig.operator, name: 'Programmbüro' } };
    renderVerification(`/zertifikat/${CODE}`, reply, named);
    const download = await screen.findByRole('link', {
      name: 'Digitalen Nachweis herunterladen (Open Badge, JSON)',
    });
    // The page writes the address out (it loads no contract up front): it must be the contract's.
    expect(download.getAttribute('href')).toBe(
      `${API_BASE}${pathOf(credentialContracts.ofCertificate, { code: CODE })}`,
    );
    expect(download.hasAttribute('download')).toBe(true);
    expect(await axeViolations()).toEqual([]);
  });

  it('an expired certificate says until when it was valid', async () => {
    renderVerification(`/zertifikat/${CODE}`, () => ({
      status: 200,
      body: verification({ code: CODE, level: 'gold', awardedOn: '2024-01-10', validUntil: '2026-01-10' }),
    }));
    expect(await screen.findByText('Dieses Zertifikat ist abgelaufen.')).toBeTruthy();
    expect(screen.getByText(/Es war bis zum/).textContent).toBe('Es war bis zum 10.01.2026 gültig.');
    expect(facts().Stufe).toBe('Gold');
    expect(await axeViolations()).toEqual([]);
  });

  it('a revoked certificate says so with the day of the revocation', async () => {
    renderVerification(`/zertifikat/${CODE}`, () => ({
      status: 200,
      body: verification({ code: CODE, level: 'expert', revokedOn: '2026-11-20' }),
    }));
    expect(await screen.findByText('Dieses Zertifikat wurde widerrufen.')).toBeTruthy();
    expect(screen.getByText(/hat es am/).textContent).toBe(
      'Das Programmteam hat es am 20.11.2026 widerrufen.',
    );
    expect(facts()['Widerrufen am']).toBe('20.11.2026');
    expect(screen.queryByText(/ist gültig/)).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });

  it('an unknown code (404) says there is no such certificate, naming the code it checked', async () => {
    renderVerification(`/zertifikat/${CODE}`, () => undefined);
    const notice = (await screen.findByText('Kein Zertifikat gefunden')).closest('[role="status"]')!;
    expect(notice.textContent).toContain(
      `Geprüft wurde der Code ${CODE}. Zu diesem Code gibt es kein Zertifikat. Bitte prüfen Sie die Eingabe.`,
    );
    expect(screen.queryByRole('term')).toBeNull();
    // A typo is corrected in place: the field holds the code checked.
    const field = screen.getByRole('textbox', { name: /Zertifikatsnummer/ });
    expect(field).toHaveProperty('value', CODE);
    // A code, typed on a phone: in capitals, not corrected into words.
    expect([field.getAttribute('autocapitalize'), field.getAttribute('spellcheck')]).toEqual([
      'characters',
      'false',
    ]);
    expect(await axeViolations()).toEqual([]);
  });

  it('a malformed code asks nothing and explains what a code looks like', async () => {
    const { fake } = renderVerification('/zertifikat/nicht-echt', () => undefined);
    expect(await screen.findByText('Ungültiger Code')).toBeTruthy();
    expect(screen.getByText(/enthält keinen gültigen Zertifikatscode/)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Zertifikatsnummer/ })).toHaveProperty('value', 'nicht-echt');
    expect(fake.calls).toEqual([]);
    expect(await axeViolations()).toEqual([]);
  });

  it('an address with the printed number in lower case asks for its code', async () => {
    const { fake } = renderVerification('/zertifikat/ib-2026-7k3m-9qxa-2f', () => ({
      status: 200,
      body: verification({ code: CODE, level: 'professional' }),
    }));
    expect(await screen.findByText('Dieses Zertifikat ist gültig.')).toBeTruthy();
    expect(fake.calls.map((call) => call.path)).toEqual([`/api/certificates/${CODE}`]);
  });

  it('a network failure shows the generic notice', async () => {
    stubApi(() => undefined);
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    renderRoute(`/zertifikat/${CODE}`, { path: '/zertifikat/:code', Component: Page });
    expect(await screen.findByText('Die Prüfung ist fehlgeschlagen')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'Es ist ein Fehler aufgetreten. Versuchen Sie es bitte erneut.',
    );
    expect(await axeViolations()).toEqual([]);
  });

  it('checks another certificate: a wrong entry is refused at the field, a number leads to its page', async () => {
    const other = 'ABCD1234EF';
    const { fake, router } = renderVerification(`/zertifikat/${CODE}`, (call) =>
      call.path === `/api/certificates/${CODE}`
        ? { status: 200, body: verification({ code: CODE, level: 'gold' }) }
        : call.path === `/api/certificates/${other}`
          ? { status: 200, body: verification({ code: other, level: 'expert', revokedOn: '2026-11-01' }) }
          : undefined,
    );
    await screen.findByText('Dieses Zertifikat ist gültig.');
    const field = screen.getByRole('textbox', { name: /Zertifikatsnummer/ });
    fireEvent.change(field, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    expect(
      await screen.findByText(
        'Bitte geben Sie eine Zertifikatsnummer wie IB-2026-7K3M-9QXA-2F oder den Code des Zertifikats ein.',
      ),
    ).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(await axeViolations()).toEqual([]);

    fireEvent.change(field, { target: { value: 'IB-2026-abcd-1234-ef' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/zertifikat/${other}`));
    expect(await screen.findByText('Dieses Zertifikat wurde widerrufen.')).toBeTruthy();
    expect(fake.calls.map((call) => call.path)).toEqual([
      `/api/certificates/${CODE}`,
      `/api/certificates/${other}`,
    ]);
  });

  it('names an unknown number as the visitor typed it, and keeps it in the field for a correction', async () => {
    renderVerification(`/zertifikat/${CODE}`, (call) =>
      call.path === `/api/certificates/${CODE}`
        ? { status: 200, body: verification({ code: CODE, level: 'gold' }) }
        : undefined,
    );
    await screen.findByText('Dieses Zertifikat ist gültig.');
    fireEvent.change(screen.getByRole('textbox', { name: /Zertifikatsnummer/ }), {
      target: { value: ' IB-2026-XXXX-XXXX-XX ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    const notice = (await screen.findByText('Kein Zertifikat gefunden')).closest('[role="status"]')!;
    expect(notice.textContent).toContain(
      'Geprüft wurde die Zertifikatsnummer IB-2026-XXXX-XXXX-XX (Code XXXXXXXXXX). Zu diesem Code gibt es kein Zertifikat.',
    );
    expect(screen.getByRole('textbox', { name: /Zertifikatsnummer/ })).toHaveProperty(
      'value',
      'IB-2026-XXXX-XXXX-XX',
    );

    // A code typed as a code is named as the code, not as a number.
    fireEvent.change(screen.getByRole('textbox', { name: /Zertifikatsnummer/ }), {
      target: { value: 'xxxx-xxxx-xy' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Prüfen' }));
    await waitFor(() =>
      expect(screen.getByText('Kein Zertifikat gefunden').closest('[role="status"]')!.textContent).toContain(
        'Geprüft wurde der Code XXXXXXXXXY.',
      ),
    );
  });
});
