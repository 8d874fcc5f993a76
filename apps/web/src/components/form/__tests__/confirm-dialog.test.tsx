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
    await userEvent.click(screen.getByRole('button', { name: 'Löschen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Endgültig löschen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
