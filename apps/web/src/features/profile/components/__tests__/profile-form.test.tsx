import { messages, type User } from '@cert/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { createFakeFetch, fieldsRefused, type FakeReply } from '@/testing/fake-fetch';
import { renderRoute } from '@/testing/render-route';
import { ProfileForm, profileFieldOf } from '../profile-form';

const user: User = {
  _id: 'u1',
  email: 'anna@example.org',
  roles: ['User'],
  firstName: null,
  lastName: null,
  phoneNumber: null,
};

function renderForm(reply: FakeReply, onSaved = vi.fn()) {
  document.cookie = 'XSRF-TOKEN=t';
  const fake = createFakeFetch((call) =>
    call.method === 'PUT' && call.path === '/api/user/me' ? reply : { status: 404 },
  );
  vi.stubGlobal('fetch', fake.fetch);
  renderRoute('/profil', { path: '/profil', Component: () => <ProfileForm user={user} onSaved={onSaved} /> });
  return { fake, onSaved };
}

async function fillValid() {
  await userEvent.type(await screen.findByLabelText('Vorname'), 'Anna');
  await userEvent.type(screen.getByLabelText('Nachname'), 'Muster');
  await userEvent.type(screen.getByLabelText('Telefonnummer'), '030 123456');
}

describe('ProfileForm', () => {
  it('marks the three fields as required and validates with the domain messages on submit', async () => {
    const { fake } = renderForm({ status: 200, body: user });
    const firstName = await screen.findByLabelText('Vorname');
    expect(firstName.hasAttribute('required')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Bitte geben Sie Ihren Vornamen ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie Ihren Nachnamen ein.')).toBeTruthy();
    expect(screen.getByText('Bitte geben Sie Ihre Telefonnummer ein.')).toBeTruthy();
    expect(document.activeElement).toBe(firstName);
    expect(fake.calls).toHaveLength(0);
  });

  it('says nothing about a field only passed through; a changed one is checked when it is left', async () => {
    renderForm({ status: 200, body: user });
    const firstName = await screen.findByLabelText('Vorname');
    await userEvent.click(firstName);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.queryByText('Bitte geben Sie Ihren Vornamen ein.')).toBeNull();
    expect(screen.queryByText('Bitte geben Sie Ihren Nachnamen ein.')).toBeNull();
    await userEvent.type(screen.getByLabelText('Telefonnummer'), 'x');
    await userEvent.tab();
    expect(
      await screen.findByText('Bitte geben Sie eine gültige Telefonnummer ein, zum Beispiel 030 123456.'),
    ).toBeTruthy();
  });

  it('asks before leaving with unsaved changes', async () => {
    renderForm({ status: 200, body: user });
    await userEvent.type(await screen.findByLabelText('Vorname'), 'Anna');
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });

  it('saves the trimmed profile, announces success and hands the saved user on', async () => {
    const saved = { ...user, firstName: 'Anna', lastName: 'Muster', phoneNumber: '030 123456' };
    const { fake, onSaved } = renderForm({ status: 200, body: saved });
    await fillValid();
    await userEvent.type(screen.getByLabelText('Vorname'), '  ');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(messages.profileUpdated)).toBeTruthy();
    expect(fake.calls[0]?.body).toEqual({ firstName: 'Anna', lastName: 'Muster', phoneNumber: '030 123456' });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('puts server field errors onto their fields', async () => {
    const fields = [
      { path: 'phoneNumber', code: 'invalid_format', message: 'Diese Telefonnummer ist nicht erreichbar.' },
    ];
    const { onSaved } = renderForm(fieldsRefused(fields));
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Diese Telefonnummer ist nicht erreichbar.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Telefonnummer')));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows the generic notice for unexpected failures', async () => {
    renderForm({ status: 500, body: { status: 500, code: 'INTERNAL', message: 'stack trace' } });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(messages.genericError)).toBeTruthy();
    expect(screen.queryByText('stack trace')).toBeNull();
  });

  it('maps nested server paths onto the form fields', () => {
    expect(profileFieldOf('firstName')).toBe('firstName');
    expect(profileFieldOf('body.lastName')).toBe('lastName');
    expect(profileFieldOf('email')).toBeUndefined();
  });
});
