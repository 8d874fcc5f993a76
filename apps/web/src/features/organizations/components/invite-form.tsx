import { organizationMessages, type Organization, type OrganizationData } from '@cert/domain';
import { Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  serverFieldErrors,
  showFieldErrors,
  useLeavePageConfirmation,
  FIELD_CHECKS,
} from '@/components/form';
import { BusyButton } from '@/components/ui/busy-button';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateOrganization } from '../api/organizations-api';
import { NewMembersFields } from './new-members-fields';
import {
  emptyNewMember,
  organizationFieldOf,
  organizationFormResolver,
  organizationValuesOf,
  type OrganizationBody,
  type OrganizationFormValues,
} from './organization-form-values';

/**
 * Invites more people. The contract has no call of its own for that: the update call carries `newMembers`, so
 * the form sends the organisation's current data (an open change request's, if there is one) unchanged.
 */
export function InviteForm({
  organization,
  currentData,
}: {
  organization: Organization;
  currentData: OrganizationData;
}) {
  const update = useUpdateOrganization(organization._id);
  // Mails go out for approved organisations only (ADR 031); the others' wait for the approval.
  const approved = organization.approvalStatus === 'Approved';
  const fresh = () => ({ ...organizationValuesOf(currentData), newMembers: [emptyNewMember()] });
  const form = useForm<OrganizationFormValues, unknown, OrganizationBody>({
    resolver: organizationFormResolver,
    ...FIELD_CHECKS,
    defaultValues: fresh(),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  // After a send the fields are empty again and the button was disabled while it ran: the focus would be on the
  // page itself. It goes to the first address, for the next invitation.
  const [sent, setSent] = useState(0);
  useEffect(() => {
    if (sent > 0) form.setFocus('newMembers.0.email');
  }, [sent, form]);
  const leaveDialog = useLeavePageConfirmation(isDirty && !isSubmitting);

  const submit = form.handleSubmit(async (body) => {
    if (body.newMembers.length === 0) return;
    // An address with an open invitation gets no second one (the server keeps the first and mails nothing): said at
    // its field, instead of "versendet" for a mail that never goes.
    const open = new Set(organization.pendingMembers.map((invitation) => invitation.email.toLowerCase()));
    const invitedBefore = body.newMembers.flatMap(({ email }, index) =>
      open.has(email.trim().toLowerCase()) ? [index] : [],
    );
    if (invitedBefore.length > 0) {
      for (const index of invitedBefore)
        form.setError(
          `newMembers.${index}.email`,
          { message: organizationMessages.alreadyInvited },
          { shouldFocus: index === invitedBefore[0] },
        );
      return;
    }
    try {
      await update.mutateAsync(body);
      const one = body.newMembers.length === 1;
      notifySuccess(
        approved
          ? one
            ? 'Die Einladung wurde versendet.'
            : 'Die Einladungen wurden versendet.'
          : `${one ? 'Die Einladung wurde gespeichert.' : 'Die Einladungen wurden gespeichert.'} ${organizationMessages.invitationsAfterApproval}`,
      );
      form.reset(fresh());
      setSent((count) => count + 1);
    } catch (error) {
      // Only the new members' fields are on this form.
      const fieldOf = (path: string) => {
        const field = organizationFieldOf(path, body.newMembers.length);
        return field?.startsWith('newMembers.') ? (field as `newMembers.${number}.email`) : undefined;
      };
      if (!showFieldErrors(serverFieldErrors(error, fieldOf), form.setError)) notifyError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Personen einladen">
      <Stack gap="md" maw="40rem">
        <NewMembersFields
          idPrefix="invite"
          legend="E-Mail-Adressen und Rollen"
          control={form.control}
          register={form.register}
          errors={errors}
          intro={
            approved
              ? 'Die eingeladenen Personen erhalten eine E-Mail und treten bei, sobald sie die Einladung annehmen. Eine Einladung braucht keine Prüfung durch das Programmteam.'
              : `Die eingeladenen Personen treten bei, sobald sie die Einladung annehmen. ${organizationMessages.invitationsAfterApproval}`
          }
        />
        <div>
          <BusyButton type="submit" id="invite-submit" loading={isSubmitting}>
            Einladungen senden
          </BusyButton>
        </div>
      </Stack>
      {leaveDialog}
    </form>
  );
}
