import { useState } from 'react';
import { ConfirmDialog } from '@/components/form';

type DraftDialogsProps = {
  form: {
    confirmingSubmit: boolean;
    sending: boolean;
    send: () => Promise<unknown>;
    cancelSubmit: () => void;
    deleting: boolean;
    remove: () => Promise<unknown>;
  };
  /** The confirmation of a submit, which says what follows (docs/questionnaire-rules.md §4). */
  submit: { title: string; message: string; confirmLabel: string };
  /** What deleting the draft takes away. */
  deleteMessage: string;
};

/**
 * The two questions every draft asks before an irreversible step: the submit and the delete. The delete button
 * opens the second by `askDelete`.
 */
export function useDraftDialogs({ form, submit, deleteMessage }: DraftDialogsProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const dialogs = (
    <>
      <ConfirmDialog
        opened={form.confirmingSubmit}
        title={submit.title}
        message={submit.message}
        confirmLabel={submit.confirmLabel}
        loading={form.sending}
        onConfirm={() => void form.send()}
        onCancel={form.cancelSubmit}
      />
      <ConfirmDialog
        opened={confirmingDelete}
        title="Entwurf löschen?"
        message={deleteMessage}
        confirmLabel="Entwurf löschen"
        danger
        loading={form.deleting}
        onConfirm={() => void form.remove().finally(() => setConfirmingDelete(false))}
        onCancel={() => setConfirmingDelete(false)}
      />
    </>
  );
  return { dialogs, askDelete: () => setConfirmingDelete(true) };
}
