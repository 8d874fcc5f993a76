import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { BusyButton } from '@/components/ui/busy-button';
import { Dialog } from '@/components/ui/dialog';
import { useRef, useState, type FormEvent } from 'react';

/** The checked comment to send, or the German message to show at the field. */
export type CommentCheck = { comment: string } | { error: string };

export type CommentDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  fieldLabel: string;
  fieldDescription: string;
  commentRequired: boolean;
  /** Checks the comment with the API's body schema of the decision. */
  check: (comment: string) => CommentCheck;
  /** For decisions against the user: the confirm button turns red. */
  danger?: boolean;
  loading: boolean;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
};

/**
 * Confirms a decision and takes its comment (at most 2000 characters). Like ConfirmDialog: focus moves in (to
 * the comment field), stays inside and returns on closing; Escape and the close button cancel.
 */
export function CommentDialog(props: CommentDialogProps) {
  return (
    <Dialog opened={props.opened} onClose={props.onCancel} title={props.title}>
      {/* Mounted only while open, so every opening starts with an empty comment. */}
      {props.opened ? <CommentForm {...props} /> : null}
    </Dialog>
  );
}

function CommentForm({
  message,
  confirmLabel,
  fieldLabel,
  fieldDescription,
  commentRequired,
  check,
  danger = false,
  loading,
  onConfirm,
  onCancel,
}: CommentDialogProps) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = check(comment);
    if ('error' in checked) {
      setError(checked.error);
      field.current?.focus();
      return;
    }
    onConfirm(checked.comment);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text>{message}</Text>
        <Textarea
          ref={field}
          data-autofocus
          label={fieldLabel}
          description={fieldDescription}
          required={commentRequired}
          // The asterisk comes from the app stylesheet (see components/form/index.ts).
          withAsterisk={false}
          maxLength={2000}
          rows={4}
          value={comment}
          error={error}
          onChange={(event) => {
            setComment(event.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            Abbrechen
          </Button>
          <BusyButton type="submit" color={danger ? 'red' : undefined} loading={loading}>
            {confirmLabel}
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}
