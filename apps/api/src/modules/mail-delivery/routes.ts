import { mailDeliveryContracts, UNDELIVERED_MAILS_SHOWN } from '@cert/domain/contracts';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { App } from '../../app-type';
import { invitations, mailOutbox, organizations } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { serve } from '../../lib/serve';

const undelivered = isNull(mailOutbox.sentAt);

/**
 * The office's view of the promised mails not delivered, and sending one again (docs/decisions/063-mail-outbox.md):
 * GET /api/admin/mails/undelivered and POST /api/admin/mails/{id}/resend, platform admins only.
 */
export async function mailDeliveryRoutes(app: App) {
  serve(app, mailDeliveryContracts.undelivered, { onRequest: app.requireAdmin }, async () => {
    const [{ total } = { total: 0 }] = await app.db
      .select({ total: count() })
      .from(mailOutbox)
      .where(undelivered);
    const rows = await app.db
      .select({
        mail: mailOutbox,
        // An invitation's subject names no organisation: the one whose invitation this mail is.
        invitedBy: { _id: organizations.id, name: organizations.name },
      })
      .from(mailOutbox)
      .leftJoin(invitations, eq(invitations.mailId, mailOutbox.id))
      .leftJoin(organizations, eq(organizations.id, invitations.organizationId))
      .where(undelivered)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(UNDELIVERED_MAILS_SHOWN);
    return {
      total,
      docs: rows.map(({ mail: row, invitedBy }) => ({
        _id: row.id,
        recipient: row.recipient,
        subject: row.subject,
        attempts: row.attempts,
        lastError: row.lastError,
        createdAt: row.createdAt.toISOString(),
        state: row.failedAt ? ('failed' as const) : ('waiting' as const),
        nextAttemptAt: row.failedAt ? null : row.nextAttemptAt.toISOString(),
        invitedBy,
      })),
    };
  });

  serve(app, mailDeliveryContracts.resend, { onRequest: app.requireAdmin }, async (request) => {
    const now = app.clock.now();
    // Due now, a refused one too; a mail a worker is sending at this moment is left to it.
    const [due] = await app.db
      .update(mailOutbox)
      .set({ failedAt: null, nextAttemptAt: now })
      .where(and(eq(mailOutbox.id, request.params.id), undelivered))
      .returning({ id: mailOutbox.id });
    if (!due) throw notFound();
    await app.mailer.deliver([due.id]);
    const [row] = await app.db
      .select({ sentAt: mailOutbox.sentAt, failedAt: mailOutbox.failedAt, lastError: mailOutbox.lastError })
      .from(mailOutbox)
      .where(eq(mailOutbox.id, due.id));
    const sent = row?.sentAt != null;
    return { sent, failed: row?.failedAt != null, lastError: sent ? null : (row?.lastError ?? null) };
  });
}
