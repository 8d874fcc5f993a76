import {
  adminProviderRecordPath,
  adminWorkshopPath,
  ProcurementBranch,
  ProviderRecordKind,
  type JourneyRequest,
} from '@cert/domain';
import { Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DateDisplay } from '@/components/form';
import { notifyError, notifySuccess } from '@/lib/notify';
import classes from './admin-journeys.module.css';
import { useDismissRequest } from './api';
import { JourneyCommentDialog } from './comment-dialog';
import { TitledSection } from '@/components/ui/titled-section';

/** Where a reported participation is recorded from: the record form, filled with the report (ADR 047). */
export const REQUEST_PARAM = 'meldung';

/**
 * The organisation's open requests (docs/product.md §4 "Requests"), first on its journey page: a reported
 * participation is taken over into the record form, a workshop request is answered by the workshop's result; either
 * can be declined with a reason.
 */
export function OpenRequests({
  organizationId,
  requests,
}: {
  organizationId: string;
  requests: JourneyRequest[];
}) {
  const open = requests.filter((request) => request.state === 'open');
  // The request stays named while its dialog closes (its title would otherwise change during the closing).
  const [declining, setDeclining] = useState<JourneyRequest | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const dismiss = useDismissRequest(organizationId);
  // A reported participation is a "Meldung", a workshop asked for an "Anfrage", as the heading names them.
  const noun = declining?.kind === 'workshop' ? 'Anfrage' : 'Meldung';
  if (open.length === 0) return null;
  return (
    <TitledSection id="journey-requests" title="Meldungen und Anfragen der Organisation" mt="lg" mb="sm">
      <ul className={classes.requestList}>
        {open.map((request) => (
          <li key={request._id}>
            <Text fw={600}>
              {request.kind === 'participation'
                ? `Gemeldet: ${ProviderRecordKind.label(request.recordKind!)}`
                : `Workshop angefragt: ${ProcurementBranch.label(request.branch!)}`}
            </Text>
            <Text>
              {request.kind === 'participation' ? (
                <>
                  „{request.eventName}“ am <DateDisplay value={request.performedAt!} />
                  {request.url ? <> · {request.url}</> : null} ·{' '}
                </>
              ) : null}
              eingegangen am <DateDisplay value={request.createdAt} />
            </Text>
            {request.note ? <Text className={classes.note}>Hinweis: {request.note}</Text> : null}
            <Group gap="sm" mt="xs">
              {request.kind === 'participation' ? (
                <Button
                  component={Link}
                  to={`${adminProviderRecordPath(organizationId, request.recordKind!)}?${REQUEST_PARAM}=${request._id}`}
                >
                  Übernehmen
                </Button>
              ) : (
                <Button component={Link} to={adminWorkshopPath(organizationId, request.branch!)}>
                  Ergebnis erfassen
                </Button>
              )}
              <Button
                variant="default"
                onClick={() => {
                  setDeclining(request);
                  setDialogOpen(true);
                }}
              >
                Nicht übernehmen
              </Button>
            </Group>
          </li>
        ))}
      </ul>
      <JourneyCommentDialog
        opened={dialogOpen}
        title={`${noun} nicht übernehmen`}
        message={`Die Organisation erfährt per E-Mail, dass ihre ${noun} nicht übernommen wurde, und warum.`}
        confirmLabel="Nicht übernehmen"
        commentRequired
        danger
        loading={dismiss.isPending}
        onCancel={() => setDialogOpen(false)}
        onConfirm={(comment) => {
          if (!declining) return;
          // Awaited: the declined report leaves the list, and mutate's callbacks would be skipped if this list
          // went with it (docs/decisions/054-outcomes-outlive-controls.md).
          dismiss
            .mutateAsync({ requestId: declining._id, comment })
            .then(() => notifySuccess(`Die ${noun} ist als nicht übernommen vermerkt.`), notifyError)
            .finally(() => setDialogOpen(false));
        }}
      />
    </TitledSection>
  );
}
