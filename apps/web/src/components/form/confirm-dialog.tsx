import { Button, Group, Stack, Text } from '@mantine/core';
import { BusyButton } from '@/components/ui/busy-button';
import { Dialog } from '@/components/ui/dialog';
import type { ReactNode } from 'react';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** For destructive actions: the confirm button turns red. */
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * A German confirmation dialog. Focus moves into it on opening (to the safe choice, cancel), stays inside
 * while it is open and returns to where it was when it closes; Escape and the close button cancel.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Abbrechen',
  danger = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog opened={opened} onClose={onCancel} title={title}>
      <Stack gap="lg">
        {typeof message === 'string' ? <Text>{message}</Text> : message}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} data-autofocus>
            {cancelLabel}
          </Button>
          <BusyButton color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </BusyButton>
        </Group>
      </Stack>
    </Dialog>
  );
}
