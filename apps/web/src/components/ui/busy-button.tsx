import { Button, Loader, type ButtonProps, type ElementProps } from '@mantine/core';
import type { MouseEvent } from 'react';

type BusyButtonProps = ButtonProps & ElementProps<'button', keyof ButtonProps>;

/**
 * Mantine's Button for an action that runs a while: `loading` keeps it focusable. Mantine disables a loading button,
 * and a focused button that becomes disabled drops the focus to the page, so after every save a keyboard or
 * screen-reader user had to find their place again (docs/accessibility.md, Focus). Busy, it looks and is announced as
 * unavailable (Mantine's `data-disabled`, `aria-disabled`), shows a spinner before its unchanged label, and ignores
 * being pressed, which also stops its form's submission by Enter.
 */
export function BusyButton({ loading = false, onClick, leftSection, ...props }: BusyButtonProps) {
  return (
    <Button
      {...props}
      data-disabled={loading || undefined}
      aria-disabled={loading || undefined}
      leftSection={loading ? <Loader size={14} color="currentColor" /> : leftSection}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        if (loading) event.preventDefault();
        else onClick?.(event);
      }}
    />
  );
}
