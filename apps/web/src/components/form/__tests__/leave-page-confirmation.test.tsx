import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { useLeavePageConfirmation } from '../use-leave-page-confirmation';

function FormPage() {
  const [dirty, setDirty] = useState(false);
  const dialog = useLeavePageConfirmation(dirty);
  const navigate = useNavigate();
  const save = () => {
    setDirty(false);
    void navigate('/gespeichert');
  };
  return (
    <>
      <label>
        <input type="checkbox" checked={dirty} onChange={(event) => setDirty(event.currentTarget.checked)} />
        Geändert
      </label>
      <Link to="/anderswo">Weg</Link>
      <button type="button" onClick={save}>
        Speichern
      </button>
      {dialog}
    </>
  );
}

const location = () => screen.getByTestId('location').textContent;

describe('useLeavePageConfirmation', () => {
  it('lets a clean form go without asking', async () => {
    renderRoute('/formular', { path: '/formular', Component: FormPage });
    await userEvent.click(screen.getByRole('link', { name: 'Weg' }));
    expect(location()).toBe('/anderswo');
  });

  it('asks before leaving with unsaved changes; staying keeps the page, leaving navigates', async () => {
    renderRoute('/formular', { path: '/formular', Component: FormPage });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Geändert' }));
    await userEvent.click(screen.getByRole('link', { name: 'Weg' }));

    const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    expect(dialog).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Auf der Seite bleiben' }));
    expect(screen.queryByRole('dialog', { name: 'Ungespeicherte Änderungen' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Weg' })).toBeTruthy();

    await userEvent.click(screen.getByRole('link', { name: 'Weg' }));
    await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await userEvent.click(screen.getByRole('button', { name: 'Seite verlassen' }));
    expect(location()).toBe('/anderswo');
  });

  it('asks the browser before closing the tab while there are unsaved changes', async () => {
    renderRoute('/formular', { path: '/formular', Component: FormPage });
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Geändert' }));
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });

  it('lets the navigation after a save through without asking', async () => {
    renderRoute('/formular', { path: '/formular', Component: FormPage });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Geändert' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('/gespeichert')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
