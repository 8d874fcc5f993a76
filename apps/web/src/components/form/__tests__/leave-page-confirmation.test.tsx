import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
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

/** Ends DraftPage's save: the test decides when it gets through (a timer raced the clicks on a loaded machine). */
let autosaveDone: () => void = () => {};
/** How often DraftPage was asked to save at once. */
let savesAsked = 0;
const saveNow = () => void (savesAsked += 1);

/** A draft form: what is typed is saved (components/draft-editor), here when the test says. */
function DraftPage() {
  const [dirty, setDirty] = useState(false);
  const dialog = useLeavePageConfirmation(dirty, undefined, saveNow);
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

  it('saves a draft on the way out and goes where the user asked, without a question', async () => {
    savesAsked = 0;
    const { router } = renderRoute('/entwurf', { path: '/entwurf', Component: DraftPage });
    await userEvent.click(screen.getByRole('button', { name: 'Tippen' }));
    await userEvent.click(screen.getByRole('link', { name: 'Weg' }));
    expect(savesAsked).toBe(1);
    expect(router.state.location.pathname).toBe('/entwurf');
    act(() => autosaveDone());
    await waitFor(() => expect(router.state.location.pathname).toBe('/anderswo'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks when a draft’s save does not land at once, and goes once it lands unless the user stays', async () => {
    savesAsked = 0;
    const { router } = renderRoute('/entwurf', { path: '/entwurf', Component: DraftPage });
    await userEvent.click(screen.getByRole('button', { name: 'Tippen' }));
    await userEvent.click(screen.getByRole('link', { name: 'Weg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    expect(dialog.textContent).toContain('Sie bleiben in diesem Browser erhalten');
    act(() => autosaveDone());
    await waitFor(() => expect(router.state.location.pathname).toBe('/anderswo'));

    await act(() => router.navigate('/entwurf'));
    await userEvent.click(screen.getByRole('button', { name: 'Tippen' }));
    await userEvent.click(screen.getByRole('link', { name: 'Weg' }));
    await screen.findByRole('dialog', { name: 'Ungespeicherte Änderungen' });
    await userEvent.click(screen.getByRole('button', { name: 'Auf der Seite bleiben' }));
    act(() => autosaveDone());
    expect(router.state.location.pathname).toBe('/entwurf');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(savesAsked).toBe(2);
  });

  it('lets the navigation after a save through without asking', async () => {
    renderRoute('/formular', { path: '/formular', Component: FormPage });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Geändert' }));
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('/gespeichert')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
