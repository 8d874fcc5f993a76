import {
  formatDate,
  MembershipRole,
  OrganizationType,
  organizationMessages,
  type Invitation,
  type Organization,
} from '@cert/domain';
import { Button, Group, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/form';
import { BusyButton } from '@/components/ui/busy-button';
import { notifyError, notifyFailure, notifySuccess } from '@/lib/notify';
import { isWithdrawnInvitation, useAcceptInvitation, useDeclineInvitation } from '../api/organizations-api';
import classes from './organizations.module.css';

/**
 * Beside an invitation of an organisation the office has not approved: it may be accepted, but acted for only once
 * approved. Kept here, not among the domain's messages, which the public register's page loads.
 * @internal
 */
export const notApprovedYet = {
  Approved: null,
  Pending:
    'Das Programmteam prüft diese Organisation noch. Sie können die Einladung schon jetzt annehmen; für die Organisation handeln können Sie, sobald sie freigegeben ist.',
  Rejected:
    'Das Programmteam hat diese Organisation nicht freigegeben. Für sie handeln können Sie erst, wenn sie erneut geprüft und freigegeben ist.',
} as const;

type InvitationsListProps = {
  invitations: Invitation[];
  /** Heading level of each invitation's organisation name. */
  headingOrder?: 2 | 3;
  onAccepted?: (organization: Organization) => void;
};

/** Open invitations for the signed-in user's address, to accept or decline (ADR 007). */
export function InvitationsList({ invitations, headingOrder = 3, onAccepted }: InvitationsListProps) {
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const [declining, setDeclining] = useState<Invitation | null>(null);

  // Awaited: an answered invitation leaves the list (and the last one the list), and mutate's callbacks would be
  // skipped with it (docs/decisions/054-outcomes-outlive-controls.md). One withdrawn meanwhile says so in words (the
  // list drops it); other failures get the app's error notice.
  const tell = (error: unknown) =>
    isWithdrawnInvitation(error) ? notifyFailure(organizationMessages.invitationGone) : notifyError(error);
  const acceptInvitation = async (invitation: Invitation) => {
    const organization = await accept.mutateAsync(invitation._id).catch((error: unknown) => {
      tell(error);
      return null;
    });
    if (!organization) return;
    notifySuccess(organizationMessages.invitationAccepted);
    onAccepted?.(organization);
  };
  const declineInvitation = async (invitation: Invitation) => {
    try {
      await decline.mutateAsync(invitation._id);
      notifySuccess(organizationMessages.invitationDeclined);
    } catch (error) {
      tell(error);
    } finally {
      setDeclining(null);
    }
  };

  return (
    <>
      <ul className={classes.list} aria-label="Offene Einladungen">
        {invitations.map((invitation) => (
          <li key={invitation._id} className={classes.card}>
            <Title order={headingOrder} size="h4" mb="xs">
              {invitation.organization.name}
            </Title>
            <Text>
              {OrganizationType.label(invitation.organization.type)} · Rolle:{' '}
              {MembershipRole.label(invitation.role)}
            </Text>
            <Text c="dimmed" size="sm" mb="sm">
              Eingeladen am {formatDate(invitation.invitedAt)}
              {invitation.invitedBy ? ` von ${invitation.invitedBy}` : ''}
            </Text>
            {invitation.organization.approvalStatus !== 'Approved' ? (
              <Text mb="sm">{notApprovedYet[invitation.organization.approvalStatus]}</Text>
            ) : null}
            <Group gap="sm">
              <BusyButton
                id={`invitation-${invitation._id}-accept`}
                aria-label={`Einladung von ${invitation.organization.name} annehmen`}
                loading={accept.isPending && accept.variables === invitation._id}
                onClick={() => void acceptInvitation(invitation)}
              >
                Annehmen
              </BusyButton>
              <Button
                variant="default"
                id={`invitation-${invitation._id}-decline`}
                aria-label={`Einladung von ${invitation.organization.name} ablehnen`}
                onClick={() => setDeclining(invitation)}
              >
                Ablehnen
              </Button>
            </Group>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        opened={declining !== null}
        title="Einladung ablehnen"
        message={`Möchten Sie die Einladung von „${declining?.organization.name ?? ''}“ ablehnen? Sie können danach nur mit einer neuen Einladung beitreten.`}
        confirmLabel="Einladung ablehnen"
        danger
        loading={decline.isPending}
        onCancel={() => setDeclining(null)}
        onConfirm={() => {
          if (declining) void declineInvitation(declining);
        }}
      />
    </>
  );
}
