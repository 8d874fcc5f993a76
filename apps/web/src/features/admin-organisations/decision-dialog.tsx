import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { organizationMessages, rejectBodySchema, reviewBodySchema } from '@cert/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';

export type DecisionDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Rejections need a reason (docs/decisions/007-organisations.md); approvals take an optional comment. */
  commentRequired: boolean;
  loading: boolean;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
};

/**
 * Confirms an approval decision and takes its comment. Like ConfirmDialog: focus moves in (to the comment
 * field), stays inside and returns on closing; Escape and the close button cancel.
 */
export function DecisionDialog(props: DecisionDialogProps) {
  return (
    <Modal
      opened={props.opened}
      onClose={props.onCancel}
      title={props.title}
      centered
      trapFocus
      returnFocus
      closeButtonProps={{ 'aria-label': 'Dialog schließen' }}
    >
      {/* Mounted only while open, so every opening starts with an empty comment. */}
      {props.opened ? <DecisionForm {...props} /> : null}
    </Modal>
  );
}

function DecisionForm({
  message,
  confirmLabel,
  commentRequired,
  loading,
  onConfirm,
  onCancel,
}: DecisionDialogProps) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = (commentRequired ? rejectBodySchema : reviewBodySchema).safeParse({ comment });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? organizationMessages.commentRequired);
      field.current?.focus();
      return;
    }
    onConfirm(parsed.data.comment ?? '');
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Text>{message}</Text>
        <Textarea
          ref={field}
          data-autofocus
          label={commentRequired ? 'Begründung' : 'Kommentar (optional)'}
          description={
            commentRequired
              ? 'Die Organisation erhält diese Begründung. Höchstens 2000 Zeichen.'
              : 'Die Organisation erhält diesen Kommentar. Höchstens 2000 Zeichen.'
          }
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
          <Button type="submit" color={commentRequired ? 'red' : undefined} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
