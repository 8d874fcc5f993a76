import { messages, organizationMessages } from '@cert/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { CreateOrganizationScreen } from '..';
import { axeViolations } from '@/testing/axe';
import { organization, signedInClient, stubApi } from './fixtures';
import { fieldsRefused, type FakeReply } from '@/testing/fake-fetch';

function renderCreate(
  reply: FakeReply = { status: 201, body: organization({ _id: 'new1', approvalStatus: 'Pending' }) },
) {
  const fake = stubApi((call) =>
    call.method === 'POST' && call.path === '/api/organization' ? reply : undefined,
  );
  const view = renderRoute(
    '/organization/create',
    {
      path: '/organization/create',
      Component: () => (
        <main>
          <CreateOrganizationScreen />
        </main>
      ),
    },
    { queryClient: signedInClient() },
  );
  return { ...view, fake };
}

async function fillProvider() {
  await userEvent.click(await screen.findByRole('radio', { name: /Anbieter/ }));
  await userEvent.type(screen.getByLabelText('Name der Organisation'), 'Muster GmbH');
  await userEvent.type(screen.getByLabelText('Straße und Hausnummer'), 'Hauptstraße 5');
  await userEvent.type(screen.getByLabelText('Postleitzahl'), '10115');
  await userEvent.type(screen.getByLabelText('Ort'), 'Berlin');
  await userEvent.selectOptions(screen.getByLabelText('Unternehmensgröße'), '11-50 Mitarbeitende');
  await userEvent.selectOptions(screen.getByLabelText('Branche'), 'Baugewerbe');
}

describe('create organisation', () => {
  it('offers the three types with an explanation and shows the type attributes of the chosen type', async () => {
    renderCreate();
    expect(await screen.findByRole('radio', { name: /Öffentlicher Auftraggeber/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Beratungsunternehmen/ })).toBeTruthy();
    // A company finds its type by the certification it is after (the public pages speak of "Unternehmen").
    expect(screen.getByText(/verkaufen: die Zertifizierung für Unternehmen\./)).toBeTruthy();
    expect(screen.getByText(/Für sie gibt es keinen eigenen Zertifizierungspfad\./)).toBeTruthy();
    expect(screen.queryByLabelText('Verwaltungsebene')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Öffentlicher Auftraggeber/ }));
    expect(screen.getByLabelText('Verwaltungsebene')).toBeTruthy();
    expect(screen.queryByLabelText('Unternehmensgröße')).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: /Anbieter/ }));
    expect(screen.getByLabelText('Unternehmensgröße')).toBeTruthy();
    expect(screen.getByLabelText('Branche')).toBeTruthy();
    expect(screen.getByLabelText('Name der Organisation').hasAttribute('required')).toBe(true);
  });

  it('validates with the domain messages and sends nothing while invalid', async () => {
    const { fake } = renderCreate();
    await userEvent.click(await screen.findByRole('button', { name: 'Organisation anlegen' }));
    expect(await screen.findByText(organizationMessages.name)).toBeTruthy();
    expect(screen.getByText(organizationMessages.street)).toBeTruthy();
    expect(screen.getByText(organizationMessages.postalCode)).toBeTruthy();
    expect(screen.getByText('Bitte treffen Sie eine Auswahl')).toBeTruthy();
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    // The focus goes to the first field missing on the page: the type, above the name.
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^Öffentlicher Auftraggeber/ }));
  });

  it('shows a field error once the field is left, not while typing', async () => {
    renderCreate();
    const website = await screen.findByLabelText('Internetadresse (optional)');
    await userEvent.type(website, 'beispiel');
    expect(screen.queryByText(organizationMessages.website)).toBeNull();
    await userEvent.tab();
    expect(await screen.findByText(organizationMessages.website)).toBeTruthy();
  });

  it('shows no error on an invitation row just added, and none that went stale once a valid address is typed', async () => {
    renderCreate();
    await fillProvider();
    await userEvent.click(screen.getByRole('button', { name: 'Person hinzufügen' }));
    const email = screen.getByLabelText(/E-Mail-Adresse \(Person 1\)/);
    expect(screen.queryByText(messages.invalidEmail)).toBeNull();
    await userEvent.type(email, 'kollegin@amt.example');
    expect(screen.queryByText(messages.invalidEmail)).toBeNull();
    // Left empty, the row says what is missing.
    await userEvent.clear(email);
    await userEvent.tab();
    expect(await screen.findByText(messages.invalidEmail)).toBeTruthy();
  });

  it('posts {organization, newMembers} and opens the new organisation', async () => {
    const { fake, router } = renderCreate();
    await fillProvider();
    await userEvent.click(screen.getByRole('button', { name: 'Person hinzufügen' }));
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse (Person 1)'), 'bert@example.org');
    await userEvent.selectOptions(screen.getByLabelText('Rolle (Person 1)'), 'Administrator');
    await userEvent.click(screen.getByRole('button', { name: 'Weitere Person hinzufügen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Einladung 2 entfernen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Organisation anlegen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/new1'));
    expect(fake.calls.find((call) => call.method === 'POST')?.body).toEqual({
      organization: {
        type: 'Provider',
        name: 'Muster GmbH',
        address: { street: 'Hauptstraße 5', postalCode: '10115', city: 'Berlin' },
        website: null,
        agencyLevel: null,
        companySize: 'ElevenToFifty',
        businessSector: 'Building',
      },
      newMembers: [{ email: 'bert@example.org', role: 'Admin' }],
    });
    expect(await screen.findByText(organizationMessages.created)).toBeTruthy();
  });

  it('puts the API field errors onto their fields', async () => {
    renderCreate(
      fieldsRefused([
        { path: 'organization.name', code: 'custom', message: 'Diesen Namen gibt es schon.' },
        { path: 'newMembers.0.email', code: 'custom', message: organizationMessages.alreadyMember },
      ]),
    );
    await fillProvider();
    await userEvent.click(screen.getByRole('button', { name: 'Person hinzufügen' }));
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse (Person 1)'), 'anna@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'Organisation anlegen' }));
    expect(await screen.findByText('Diesen Namen gibt es schon.')).toBeTruthy();
    expect(screen.getByText(organizationMessages.alreadyMember)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Name der Organisation')));
  });

  it('is axe-clean, empty and with errors', async () => {
    renderCreate();
    await screen.findByRole('radio', { name: /Anbieter/ });
    expect(await axeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: /Anbieter/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Person hinzufügen' }));
    await userEvent.click(screen.getByRole('button', { name: 'Organisation anlegen' }));
    await screen.findByText(organizationMessages.name);
    expect(await axeViolations()).toEqual([]);
  });
});
