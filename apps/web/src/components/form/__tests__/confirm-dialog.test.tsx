import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../confirm-dialog';
import { renderWithMantine } from './render-with-mantine';

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Löschen
      </button>
      <ConfirmDialog
        opened={opened}
        title="Organisation löschen"
        message="Die Organisation wird endgültig gelöscht."
        confirmLabel="Endgültig löschen"
        danger
        onConfirm={() => {
          onConfirm();
          setOpened(false);
        }}
        onCancel={() => setOpened(false)}
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('opens with focus on "Abbrechen", cancels with Escape and returns focus', async () => {
    const onConfirm = vi.fn();
    renderWithMantine(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Löschen' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Organisation löschen' });
    expect(dialog.textContent).toContain('Die Organisation wird endgültig gelöscht.');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Abbrechen' })),
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onConfirm).not.toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('confirms with the confirm button', async () => {
    const onConfirm = vi.fn();
    renderWithMantine(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Löschen' });
    await userEvent.click(opener);
    await userEvent.click(await screen.findByRole('button', { name: 'Endgültig löschen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Awaited, not left to run into the next test: unmounted first, the dialog would hand the focus to that test's
    // heading (components/ui/dialog.tsx, the control that opened it gone).
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it('opened from nothing focused (a click in Safari), leaves the focus alone when it closes', async () => {
    function OpenedAtOnce() {
      const [opened, setOpened] = useState(true);
      return (
        <main>
          <h1>Seite</h1>
          <ConfirmDialog
            opened={opened}
            title="Organisation löschen"
            message="Die Organisation wird endgültig gelöscht."
            confirmLabel="Endgültig löschen"
            onConfirm={() => setOpened(false)}
            onCancel={() => setOpened(false)}
          />
        </main>
      );
    }
    renderWithMantine(<OpenedAtOnce />);
    await userEvent.click(await screen.findByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Not moved to the page's heading: nothing was removed, the visitor stays where they were on the page.
    expect(document.activeElement).not.toBe(screen.getByRole('heading', { level: 1 }));
  });
});
