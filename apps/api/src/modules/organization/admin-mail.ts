import type { Database } from '../../db/client';
import type { PromisedMailer } from '../../lib/mail-outbox';
import type { MailMessage } from '../../lib/mailer';
import { adminEmails, organizationName } from './repository';

/**
 * Records one mail to each admin of the organisation in the caller's transaction (a decision's), so that the mails
 * exist exactly when the decision commits (docs/decisions/063-mail-outbox.md); answers their ids, to deliver after
 * the commit.
 */
export async function recordOrganizationAdminMails(
  tx: Database,
  mailer: PromisedMailer,
  organizationId: string,
  mailTo: (to: string, organizationName: string) => MailMessage,
): Promise<string[]> {
  const recipients = await adminEmails(tx, organizationId);
  const name = await organizationName(tx, organizationId);
  return mailer.record(
    tx,
    recipients.map((to) => mailTo(to, name ?? '')),
  );
}
