import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { acceptBodySchema, decisionCommentBodySchema } from '@cert/domain';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { journeyAdminMessages } from './messages';

export type CommentDialogProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** Rejecting, postponing and closing need a comment (docs/decisions/014-journeys.md); accepting does not. */
  commentRequired: boolean;
  /** Red confirm button for decisions against the organisation. */
  danger?: boolean;
  loading: boolean;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
};

/**
 * Confirms an admin decision on a journey and takes its comment. Focus moves in (to the comment field), stays
 * inside and returns on closing; Escape and the close button cancel.
 */
export function CommentDialog(props: CommentDialogProps) {
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
      {props.opened ? <CommentForm {...props} /> : null}
    </Modal>
  );
}

function CommentForm({
  message,
  confirmLabel,
  commentRequired,
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
    const parsed = (commentRequired ? decisionCommentBodySchema : acceptBodySchema).safeParse({ comment });
    if (!parsed.success) {
      setError(journeyAdminMessages.commentRequired);
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
          label={commentRequired ? 'Kommentar' : 'Kommentar (optional)'}
          description="Die Organisation erhält diesen Kommentar per E-Mail. Höchstens 2000 Zeichen."
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
          <Button type="submit" color={danger ? 'red' : undefined} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
