import { organizationMessages, type PendingMember } from '@cert/domain';
import { Text } from '@mantine/core';

/**
 * An invitation whose mail the mail server refused for good: said beside it, for the organisation and the office
 * alike, so that the address is checked instead of waited on (docs/decisions/063-mail-outbox.md).
 */
export function RefusedInvitation({ invitation }: { invitation: Pick<PendingMember, 'mailRefused'> }) {
  return invitation.mailRefused ? (
    <Text size="sm" c="red.8">
      {organizationMessages.invitationMailRefused}
    </Text>
  ) : null;
}
