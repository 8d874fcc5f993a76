import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { PromisedMailer } from '../../lib/mail-outbox';
import type { Mailer, MailMessage } from '../../lib/mailer';
import { adminEmails, organizationName, type Db } from './repository';

type AdminMailDeps = { db: Db; mailer: Mailer; log: Pick<FastifyBaseLogger, 'error'> };

/**
 * Sends one mail to each admin of the organisation, after the change it tells of is committed, through the outbox
 * (docs/decisions/063-mail-outbox.md): a mail the mail server does not take is tried again later; a mail that could
 * not even be recorded is logged and never undoes the change (ADR 004), nor keeps the other admins from theirs. `name` names the
 * mail in the log; `context` is logged with a failed send.
 */
export async function mailOrganizationAdmins(
  deps: AdminMailDeps,
  organizationId: string,
  name: string,
  mailTo: (to: string) => MailMessage,
  context: Record<string, unknown> = {},
): Promise<void> {
  let recipients: string[];
  try {
    recipients = await adminEmails(deps.db, organizationId);
  } catch (err) {
    deps.log.error({ err, organizationId }, `loading the recipients of a ${name} mail failed`);
    return;
  }
  const results = await Promise.allSettled(recipients.map((to) => deps.mailer.send(mailTo(to))));
  for (const result of results) {
    if (result.status === 'rejected') {
      deps.log.error({ err: result.reason, organizationId, ...context }, `sending a ${name} mail failed`);
    }
  }
}

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
