import { withdrawRecordBodySchema } from '@cert/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { CommentDialog, type CommentCheck } from '@/components/form';
import { ProblemAlert, useProblem } from '@/components/ui/problem-alert';
import { useWithdrawRecord, type WithdrawableKind } from './api';
import { journeyAdminMessages } from './messages';

const checkReason = (reason: string): CommentCheck => {
  const parsed = withdrawRecordBodySchema.safeParse({ reason });
  return parsed.success
    ? { comment: parsed.data.reason }
    : { error: journeyAdminMessages.withdrawReasonRequired };
};

type Props = {
  organizationId: string;
  kind: WithdrawableKind;
  recordId: string;
  /** The record in words, for the button's name and the dialog ("Workshop am 10.03.2026"). */
  description: string;
};

/**
 * Withdraws a record entered by mistake, after a dialog that says what follows and takes the reason
 * (docs/decisions/041-withdrawing-records.md).
 */
export function WithdrawRecord({ organizationId, kind, recordId, description }: Props) {
  const withdraw = useWithdrawRecord(organizationId);
  const [open, setOpen] = useState(false);
  const { problem, problemRef, run } = useProblem();

  // This component goes when the journey is read again without the withdrawn record.
  const confirm = (reason: string) =>
    run(
      () => withdraw.mutateAsync({ kind, recordId, reason }),
      journeyAdminMessages.recordWithdrawn,
      () => setOpen(false),
    );

  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        color="red"
        aria-label={`Zurückziehen: ${description}`}
        onClick={() => setOpen(true)}
      >
        Zurückziehen
      </Button>
      <ProblemAlert ref={problemRef} title="Der Nachweis wurde nicht zurückgezogen" problem={problem} />
      <CommentDialog
        opened={open}
        title="Nachweis zurückziehen"
        message={`${description}: Nach dem Zurückziehen zählt der Nachweis nicht mehr, der Zertifizierungspfad wird neu berechnet, und ein Zertifikat, das auf ihm beruht, wird mit Ihrer Begründung widerrufen. Die Organisation erhält eine E-Mail. Das Protokoll hält fest, wer wann warum zurückgezogen hat.`}
        confirmLabel="Zurückziehen"
        danger
        fieldLabel="Begründung"
        commentRequired
        fieldDescription="Die Organisation erhält die Begründung per E-Mail. Höchstens 2000 Zeichen."
        check={checkReason}
        loading={withdraw.isPending}
        onConfirm={(reason) => void confirm(reason)}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
