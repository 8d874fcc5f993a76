import type { JourneyStatus } from '@cert/domain';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { ProblemAlert, useProblem } from '@/components/ui/problem-alert';
import { useJourneyStatusAction, type JourneyStatusAction } from './api';
import { JourneyCommentDialog } from './comment-dialog';
import { journeyAdminMessages } from './messages';

const dialogText: Record<
  JourneyStatusAction,
  { title: string; message: string; confirmLabel: string; success: string }
> = {
  postpone: {
    title: 'Zertifizierungspfad zurückstellen',
    message:
      'Stellen Sie den Pfad auf Wunsch der Organisation zurück. Er erscheint dann nicht mehr unter den Aufgaben, bis die Organisation wieder etwas einreicht. Bitte geben Sie den Grund an.',
    confirmLabel: 'Zurückstellen',
    success: journeyAdminMessages.journeyPostponed,
  },
  close: {
    title: 'Zertifizierungspfad als inaktiv schließen',
    message:
      'Schließen Sie einen Pfad, bei dem sich nichts mehr tut. Reicht die Organisation später wieder etwas ein, wird er wieder aktiv. Bitte geben Sie den Grund an.',
    confirmLabel: 'Als inaktiv schließen',
    success: journeyAdminMessages.journeyClosed,
  },
};

type Props = { organizationId: string; journeyId: string; status: JourneyStatus };

/** Postpone or close a procurer journey, each with a comment (docs/product.md §4 "Journey"). */
export function StatusActions({ organizationId, journeyId, status }: Props) {
  const act = useJourneyStatusAction(organizationId);
  const [action, setAction] = useState<JourneyStatusAction | null>(null);
  const { problem, problemRef, run } = useProblem();

  if (status === 'closed') return null;

  // The journey read anew may no longer offer this action, and its buttons go.
  const confirm = (comment: string) =>
    action &&
    run(
      () => act.mutateAsync({ journeyId, action, comment }),
      dialogText[action].success,
      () => setAction(null),
    );

  return (
    <>
      <ProblemAlert ref={problemRef} title="Die Änderung wurde nicht gespeichert" problem={problem} />
      <Group gap="sm" mb="md">
        {status === 'active' ? (
          <Button variant="outline" onClick={() => setAction('postpone')}>
            Zurückstellen
          </Button>
        ) : null}
        <Button variant="outline" color="red" onClick={() => setAction('close')}>
          Als inaktiv schließen
        </Button>
      </Group>
      <JourneyCommentDialog
        opened={action !== null}
        title={action ? dialogText[action].title : ''}
        message={action ? dialogText[action].message : ''}
        confirmLabel={action ? dialogText[action].confirmLabel : ''}
        commentRequired
        danger={action === 'close'}
        loading={act.isPending}
        onConfirm={(comment) => void confirm(comment)}
        onCancel={() => setAction(null)}
      />
    </>
  );
}
