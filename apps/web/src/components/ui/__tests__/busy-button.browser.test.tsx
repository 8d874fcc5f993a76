// In a real Chromium, which moves the focus off an element that stops being focusable (jsdom does not): a busy
// BusyButton keeps it, where Mantine's loading Button loses it (docs/accessibility.md, Focus).
import { Button, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { renderInBrowser } from '@/testing/render-in-browser';
import { BusyButton } from '../busy-button';

/** A form whose submit keeps its button busy for `busyMs`, as a save on a slow connection. */
function SlowForm({
  busyButton,
  busyMs,
  onSubmit,
}: {
  busyButton: boolean;
  busyMs: number;
  onSubmit: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
    setBusy(true);
    setTimeout(() => setBusy(false), busyMs);
  };
  const Action = busyButton ? BusyButton : Button;
  return (
    <form onSubmit={submit}>
      <TextInput label="Name" />
      <Action type="submit" loading={busy}>
        Speichern
      </Action>
    </form>
  );
}

const saveButton = () => page.getByRole('button', { name: 'Speichern' });

describe('a busy button', () => {
  it("Mantine's loading Button drops the focus to the page: the reason for BusyButton", async () => {
    renderInBrowser(<SlowForm busyButton={false} busyMs={60_000} onSubmit={() => {}} />);
    await userEvent.click(saveButton());
    await expect.poll(() => saveButton().element().hasAttribute('disabled')).toBe(true);
    await expect.poll(() => document.activeElement).toBe(document.body);
  });

  it('BusyButton keeps the focus while busy and after, is announced unavailable, and is not pressed twice', async () => {
    const onSubmit = vi.fn();
    renderInBrowser(<SlowForm busyButton busyMs={1_000} onSubmit={onSubmit} />);
    await userEvent.click(saveButton());
    await expect.element(saveButton()).toHaveAttribute('aria-disabled', 'true');
    expect(document.activeElement).toBe(saveButton().element());
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // Done: available again, and the focus is where the user left it.
    await expect.element(saveButton()).not.toHaveAttribute('aria-disabled');
    expect(document.activeElement).toBe(saveButton().element());
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it("while busy, Enter in a field (the form's implicit submission) sends nothing", async () => {
    const onSubmit = vi.fn();
    renderInBrowser(<SlowForm busyButton busyMs={60_000} onSubmit={onSubmit} />);
    await userEvent.click(saveButton());
    await expect.element(saveButton()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(page.getByLabelText('Name'));
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
