import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render-route';
import { useLeaveGuard, useLeavePageConfirmation } from '../use-leave-page-confirmation';

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

/** Ends DraftPage's autosave: the test decides when it gets through (a timer raced the clicks on a loaded machine). */
let autosaveDone: () => void = () => {};

/** A draft form: what is typed saves itself (the autosave of components/draft-editor), here when the test says. */
function DraftPage() {
  const [dirty, setDirty] = useState(false);
  const { dialog } = useLeaveGuard(dirty, undefined, { savesOnLeave: false });
  useEffect(() => {
    autosaveDone = () => setDirty(false);
  }, []);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Tippen
      </button>
      <Link to="/anderswo">Weg</Link>
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

  it('keeps a dialog the user sees until they answer it, saying so when the draft saved itself meanwhile', async () => {
    const { router } = renderRoute('/entwurf', { path: '/entwurf', Component: DraftPage });
    await userEvent.click(screen.getByRole('button', { name: 'Tippen' }));
    await userEvent.click(screen.getByRole('link', { name: 'Weg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    expect(dialog.textContent).toContain('Sie bleiben in diesem Browser erhalten');
    // The autosave gets through while the dialog is read: it stays, and its words follow.
    act(() => autosaveDone());
    const saved = await screen.findByRole('dialog', { name: 'Änderungen gespeichert' });
    expect(saved.textContent).toContain('Ihre Änderungen sind inzwischen gespeichert.');
    expect(router.state.location.pathname).toBe('/entwurf');
    await userEvent.click(screen.getByRole('button', { name: 'Auf der Seite bleiben' }));
    expect(router.state.location.pathname).toBe('/entwurf');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets the navigation after a save through without asking', async () => {
    renderRoute('/formular', { path: '/formular', Component: FormPage });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Geändert' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('/gespeichert')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
