import {
  formatDate,
  MembershipRole,
  organizationMessages,
  type Member,
  type Organization,
  type PendingMember,
} from '@cert/domain';
import { Button, Group, Text } from '@mantine/core';
import { BusyButton } from '@/components/ui/busy-button';
import { RefusedInvitation } from './refused-invitation';
import { RecordTable } from '@/components/ui/record-table';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/form';
import { notifySuccess } from '@/lib/notify';
import { useChangeMemberRole, useRemoveMember, useRevokeInvitation } from '../api/organizations-api';
import { memberName } from './organization-labels';
import classes from './organizations.module.css';
import { TitledSection } from '@/components/ui/titled-section';

type Pending =
  | { kind: 'remove'; member: Member }
  | { kind: 'leave'; member: Member }
  | { kind: 'demote-self'; member: Member }
  | { kind: 'revoke'; invitation: PendingMember };

type MembersSectionProps = {
  organization: Organization;
  currentUserId: string;
  isAdmin: boolean;
};

/** Members and open invitations; admins change roles, remove members and revoke invitations (ADR 007). */
export function MembersSection({ organization, currentUserId, isAdmin }: MembersSectionProps) {
  const navigate = useNavigate();
  const changeRole = useChangeMemberRole(organization._id);
  const removeMember = useRemoveMember(organization._id);
  const revoke = useRevokeInvitation(organization._id);
  const [pending, setPending] = useState<Pending | null>(null);
  // The API refuses to demote, remove or let go the last admin (ADR 007): offer nothing that would fail.
  const adminCount = organization.members.filter((member) => member.role === 'Admin').length;
  const close = () => setPending(null);

  // Awaited: a changed member list (or one's own lost admin role) can unmount the control that asked, and
  // mutate's callbacks would be skipped with it (docs/decisions/054-outcomes-outlive-controls.md). Failures are told by the app's
  // error notice.
  const settle = async (action: Promise<unknown>, success: string) => {
    try {
      await action;
      notifySuccess(success);
      return true;
    } catch {
      return false;
    } finally {
      close();
    }
  };

  const toggleRole = (member: Member) =>
    void settle(
      changeRole.mutateAsync({ userId: member.userId, role: member.role === 'Admin' ? 'Member' : 'Admin' }),
      organizationMessages.roleChanged,
    );

  const confirm = async () => {
    if (!pending) return;
    if (pending.kind === 'revoke') {
      await settle(revoke.mutateAsync(pending.invitation._id), organizationMessages.invitationRevoked);
    } else if (pending.kind === 'demote-self') {
      toggleRole(pending.member);
    } else {
      const leaving = pending.kind === 'leave';
      const removed = await settle(
        removeMember.mutateAsync(pending.member.userId),
        leaving ? organizationMessages.left : organizationMessages.memberRemoved,
      );
      if (removed && leaving) void navigate('/organization');
    }
  };

  const dialog = (() => {
    if (!pending) return null;
    switch (pending.kind) {
      case 'remove':
        return {
          title: 'Mitglied entfernen',
          message: `Möchten Sie ${memberName(pending.member)} aus der Organisation entfernen? Die Person kann danach nicht mehr für die Organisation handeln.`,
          confirmLabel: 'Mitglied entfernen',
        };
      case 'leave':
        return {
          title: 'Organisation verlassen',
          message: `Möchten Sie „${organization.name}“ verlassen? Sie können danach nicht mehr für die Organisation handeln und nur mit einer neuen Einladung wieder beitreten.`,
          confirmLabel: 'Organisation verlassen',
        };
      case 'demote-self':
        return {
          title: 'Eigene Rolle ändern',
          message:
            'Wenn Sie Ihre Rolle in „Mitglied“ ändern, können Sie die Organisation nicht mehr bearbeiten, keine Personen mehr einladen und die Rolle nicht selbst zurückändern.',
          confirmLabel: 'Rolle ändern',
        };
      case 'revoke':
        return {
          title: 'Einladung zurückziehen',
          message: `Möchten Sie die Einladung an ${pending.invitation.email} zurückziehen?`,
          confirmLabel: 'Einladung zurückziehen',
        };
    }
  })();

  const membersLabel = `Mitglieder von „${organization.name}“`;
  const displayName = (member: Member) =>
    `${memberName(member)}${member.userId === currentUserId ? ' (Sie)' : ''}`;

  /** What may be done with a member: change the role, remove; leave, for oneself. */
  const actionsOf = (member: Member) => {
    const isSelf = member.userId === currentUserId;
    const name = memberName(member);
    const isLastAdmin = member.role === 'Admin' && adminCount === 1;
    // Why the only admin has no buttons: said to that admin, not to the members, who could do nothing about it.
    if (isLastAdmin) return isAdmin ? <Text size="sm">{organizationMessages.lastAdmin}</Text> : null;
    return (
      <Group gap="xs" wrap="wrap">
        {isAdmin ? (
          <BusyButton
            size="sm"
            variant="outline"
            aria-label={
              member.role === 'Admin' ? `${name} zum Mitglied machen` : `${name} zum Administrator machen`
            }
            loading={changeRole.isPending && changeRole.variables?.userId === member.userId}
            onClick={() =>
              isSelf && member.role === 'Admin'
                ? setPending({ kind: 'demote-self', member })
                : toggleRole(member)
            }
          >
            {member.role === 'Admin' ? 'Zum Mitglied machen' : 'Zum Administrator machen'}
          </BusyButton>
        ) : null}
        {isSelf ? (
          <Button
            size="sm"
            variant="default"
            id="organization-leave"
            onClick={() => setPending({ kind: 'leave', member })}
          >
            Organisation verlassen
          </Button>
        ) : isAdmin ? (
          <Button
            size="sm"
            variant="default"
            aria-label={`${name} entfernen`}
            onClick={() => setPending({ kind: 'remove', member })}
          >
            Entfernen
          </Button>
        ) : null}
      </Group>
    );
  };

  return (
    <>
      <TitledSection id="members-heading" title="Mitglieder" className={classes.section}>
        <RecordTable
          regionLabel="Tabelle der Mitglieder"
          listLabel={membersLabel}
          caption={membersLabel}
          striped
          rows={organization.members}
          rowKey={(member) => member.userId}
          title={{ header: 'Name', cell: displayName }}
          columns={[
            { header: 'E-Mail-Adresse', cell: (member) => member.email },
            { header: 'Rolle', cell: (member) => MembershipRole.label(member.role) },
            { header: 'Aktionen', card: 'plain', cell: actionsOf },
          ]}
        />
      </TitledSection>

      <TitledSection id="pending-heading" title="Eingeladene Personen" className={classes.section}>
        {organization.pendingMembers.length === 0 ? (
          <Text>Es gibt keine offenen Einladungen.</Text>
        ) : (
          <RecordTable
            regionLabel="Tabelle der offenen Einladungen"
            listLabel="Einladungen, die noch nicht angenommen wurden"
            caption="Einladungen, die noch nicht angenommen wurden"
            striped
            rows={organization.pendingMembers}
            rowKey={(invitation) => invitation._id}
            title={{ header: 'E-Mail-Adresse', cell: (invitation) => invitation.email }}
            columns={[
              { header: 'Rolle', cell: (invitation) => MembershipRole.label(invitation.role) },
              {
                header: 'Eingeladen am',
                cell: (invitation) => (
                  <>
                    {formatDate(invitation.invitedAt)}
                    {invitation.mailedAt === null ? (
                      <Text size="sm">{organizationMessages.invitationMailAfterApproval}</Text>
                    ) : null}
                    <RefusedInvitation invitation={invitation} advice />
                  </>
                ),
              },
              ...(isAdmin
                ? [
                    {
                      header: 'Aktionen',
                      card: 'plain' as const,
                      cell: (invitation: PendingMember) => (
                        <Button
                          size="sm"
                          variant="default"
                          aria-label={`Einladung an ${invitation.email} zurückziehen`}
                          onClick={() => setPending({ kind: 'revoke', invitation })}
                        >
                          Zurückziehen
                        </Button>
                      ),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </TitledSection>

      <ConfirmDialog
        opened={dialog !== null}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
        confirmLabel={dialog?.confirmLabel ?? ''}
        danger
        loading={changeRole.isPending || removeMember.isPending || revoke.isPending}
        onCancel={close}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
