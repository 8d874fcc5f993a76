import { organizationMessages, type PendingMember } from '@cert/domain';
import { Text } from '@mantine/core';

/**
 * An invitation whose mail the mail server refused for good: said beside it so that the address is checked instead
 * of waited on (docs/decisions/063-mail-outbox.md); the organisation is told what to do about it (`advice`), the
 * office only that it happened.
 */
export function RefusedInvitation({
  invitation,
  advice = false,
}: {
  invitation: Pick<PendingMember, 'mailRefused'>;
  advice?: boolean;
}) {
  return invitation.mailRefused ? (
    <Text size="sm" c="red.8">
      {organizationMessages.invitationMailRefused}
      {advice ? ` ${organizationMessages.invitationMailRefusedNext}` : ''}
    </Text>
  ) : null;
}
