import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/form';
import { conflictsText } from './save-state';

type DraftDialogsProps = {
  form: {
    confirmingSubmit: boolean;
    sending: boolean;
    send: () => Promise<unknown>;
    cancelSubmit: () => void;
    deleting: boolean;
    remove: () => Promise<unknown>;
    /** Choices still open: the submit sends the saved answers, and the other answer of each is lost. */
    conflicts: readonly unknown[];
    leaveDialog: ReactNode;
  };
  /** The confirmation of a submit, which says what follows (docs/questionnaire-rules.md §4). */
  submit: { title: string; message: string; confirmLabel: string };
  /** What deleting the draft takes away. */
  deleteMessage: string;
};

/** What a submit with choices still open does to them (docs/questionnaire-rules.md §4). */
const openChoices = (count: number) =>
  count === 0
    ? ''
    : count === 1
      ? ` Noch ${conflictsText(1)}: Abgeschickt wird die gespeicherte Angabe, Ihre abweichende geht verloren.`
      : ` Noch ${conflictsText(count)}: Abgeschickt werden die gespeicherten Angaben, Ihre abweichenden gehen verloren.`;

/**
 * The questions every draft asks: before an irreversible step (the submit, the delete; the delete button opens its
 * question by `askDelete`) and before leaving with unsaved changes (the hook's `leaveDialog`).
 */
export function useDraftDialogs({ form, submit, deleteMessage }: DraftDialogsProps) {
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const dialogs = (
    <>
      {form.leaveDialog}
      <ConfirmDialog
        opened={form.confirmingSubmit}
        title={submit.title}
        message={`${submit.message}${openChoices(form.conflicts.length)}`}
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
