import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component } from '@/app/routes/public/zertifikat-pruefen';
import { axeViolations } from '@/testing/axe';
import { renderRoute } from '@/testing/render-route';
import { stubApi, verification } from './fixtures';

const Page = () => (
  <main>
    <Component />
  </main>
);

const CREDENTIAL = '{"type":["VerifiableCredential","OpenBadgeCredential"]}';

/** The page, its Open Badge check opened as a visitor does: the form is loaded then, not with the page. */
async function renderCheck(reply: Parameters<typeof stubApi>[0]) {
  const { fake, queryClient } = stubApi(reply);
  renderRoute('/zertifikat', { path: '/zertifikat', Component: Page }, { queryClient });
  expect(screen.queryByRole('form', { name: 'Open Badge prüfen' })).toBeNull();
  await userEvent.click(screen.getByText('Nachweis einfügen oder Datei auswählen'));
  const form = await screen.findByRole('form', { name: 'Open Badge prüfen' });
  return { fake, form };
}

const checks = (calls: Array<{ method: string; path: string; body: unknown }>) =>
  calls.filter((call) => call.path === '/api/credentials/verify').map((call) => call.body);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checking an Open Badges credential on /zertifikat (ADR 055)', () => {
  it('a pasted credential: sent as given, the verdict and the certificate facts read out', async () => {
    const { fake, form } = await renderCheck((call) =>
      call.path === '/api/credentials/verify'
        ? {
            status: 200,
            body: { check: 'valid', certificate: verification({ code: '7K3M9QXA2F', level: 'gold' }) },
          }
        : undefined,
    );
    await userEvent.click(within(form).getByLabelText(/Nachweis \(JSON\)/));
    await userEvent.paste(CREDENTIAL);
    await userEvent.click(within(form).getByRole('button', { name: 'Nachweis prüfen' }));
    const status = await within(form).findByRole('status');
    expect(status.textContent).toContain('Dieser Nachweis ist echt und gültig.');
    expect(status.textContent).toContain('Vergabestelle Musterstadt');
    expect(checks(fake.calls)).toEqual([{ credential: CREDENTIAL }]);
    expect(await axeViolations()).toEqual([]);
  });

  it('says tampered without any facts, and names what is missing when nothing is given', async () => {
    const { fake, form } = await renderCheck((call) =>
      call.path === '/api/credentials/verify'
        ? { status: 200, body: { check: 'tampered', certificate: null } }
        : undefined,
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Nachweis prüfen' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Bitte fügen Sie den Nachweis ein',
    );
    expect(checks(fake.calls)).toEqual([]);

    await userEvent.click(within(form).getByLabelText(/Nachweis \(JSON\)/));
    await userEvent.paste(CREDENTIAL);
    await userEvent.click(within(form).getByRole('button', { name: 'Nachweis prüfen' }));
    const status = await within(form).findByRole('status');
    expect(status.textContent).toContain('Dieser Nachweis ist ungültig.');
    expect(within(status).queryByRole('term')).toBeNull();
  });

  it('a seal file goes as its bytes with its type; the server’s refusal is shown in German', async () => {
    const { fake, form } = await renderCheck((call) =>
      call.path === '/api/credentials/verify/seal'
        ? call.headers['content-type'] === 'image/svg+xml'
          ? {
              status: 400,
              body: {
                status: 400,
                code: 'VALIDATION_FAILED',
                message: 'Darin ist kein Open-Badges-Nachweis zu finden.',
              },
            }
          : {
              status: 200,
              body: {
                check: 'revoked',
                certificate: verification({ code: '7K3M9QXA2F', level: 'gold', revokedOn: '2026-11-20' }),
              },
            }
        : undefined,
    );
    const seals = () => fake.calls.filter((call) => call.path === '/api/credentials/verify/seal');
    const input = within(form).getByLabelText(/Oder Datei auswählen/) as HTMLButtonElement;
    const fileInput = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toBeTruthy();
    // A PNG whose type the browser does not know: told by its name.
    await userEvent.upload(fileInput, new File([new Uint8Array([137, 80, 78, 71])], 'siegel.png'), {
      applyAccept: false,
    });
    await userEvent.click(within(form).getByRole('button', { name: 'Nachweis prüfen' }));
    expect((await within(form).findByRole('status')).textContent).toContain('widerrufen');
    expect(seals()).toHaveLength(1);
    expect(seals()[0]!.headers['content-type']).toBe('image/png');
    const sent = seals()[0]!.body as Blob;
    expect([...new Uint8Array(await sent.arrayBuffer())]).toEqual([137, 80, 78, 71]);
    expect(checks(fake.calls)).toEqual([]);

    await userEvent.upload(fileInput, new File(['<svg/>'], 'siegel.svg', { type: 'image/svg+xml' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Nachweis prüfen' }));
    await waitFor(() => expect(seals()).toHaveLength(2));
    expect(await (seals()[1]!.body as Blob).text()).toBe('<svg/>');
    expect((await within(form).findByRole('alert')).textContent).toContain('kein Open-Badges-Nachweis');
  });
});
