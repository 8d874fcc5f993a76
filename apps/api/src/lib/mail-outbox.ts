import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Mailer, MailMessage } from './mailer';

/** How long a worker holds a claimed mail: longer than the SMTP transport's longest wait (lib/mailer.ts). */
const CLAIM_MS = 60_000;
/** How often each instance looks for due mails. */
export const MAIL_DELIVERY_INTERVAL_MS = 10_000;
/** How many due mails one round claims. */
const BATCH = 20;

/**
 * The wait before the next try after `attempts` tries that did not get through: 30 s, doubling, at most an hour,
 * so an outage of an hour costs at most an hour's delay after it ends (docs/decisions/063-mail-outbox.md).
 * @internal
 */
export const retryDelayMs = (attempts: number): number => Math.min(30_000 * 2 ** (attempts - 1), 3_600_000);

/** A refusal for good: the mail server answered 5xx (a recipient it will not take, a message it rejects). */
const isPermanent = (error: unknown): boolean => {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * What the office reads of a failed try: the mail server's own answer when it gave one ("550 Mailbox unavailable"),
 * else that it was not reached, with the connection's error.
 */
const errorText = (error: unknown): string => {
  const { response, code, message } = (error ?? {}) as {
    response?: unknown;
    code?: unknown;
    message?: unknown;
  };
  const text =
    typeof response === 'string' && response
      ? response
      : typeof code === 'string' &&
          /^(ECONNREFUSED|ECONNECTION|ETIMEDOUT|ESOCKET|EDNS|ECONNRESET)$/.test(code)
        ? `Mailserver nicht erreichbar (${String(message ?? code)})`
        : String(message ?? error);
  return text.slice(0, 1000);
};

type OutboxDeps = {
  db: Database;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  now: () => Date;
  /** The host part of every Message-ID (the public address's host). */
  host: string;
  /**
   * Aborted when the instance closes: the round ends after the mail it is sending, and gives the mails it claimed
   * but did not try back to the next round, anywhere, as if never claimed.
   */
  stop?: AbortSignal;
};

/**
 * Tries the due mails now, the ones named by `ids` or any: each claimed row is sent once by one worker (FOR UPDATE
 * SKIP LOCKED, then a lease), marked sent, scheduled again after a failure, or marked failed for good on a 5xx.
 * Never throws for a mail: what did not go out stays in the table for the next round.
 */
export async function deliverDueMails(
  deps: Omit<OutboxDeps, 'host'>,
  ids?: string[],
): Promise<{ sent: number; retried: number; failed: number }> {
  const now = deps.now();
  const due = deps.db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        isNull(mailOutbox.failedAt),
        lte(mailOutbox.nextAttemptAt, now),
        or(isNull(mailOutbox.claimedUntil), lte(mailOutbox.claimedUntil, now)),
        ids ? inArray(mailOutbox.id, ids) : undefined,
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimedUntil = new Date(now.getTime() + CLAIM_MS);
  const claimed = await deps.db
    .update(mailOutbox)
    .set({ claimedUntil, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, due))
    .returning();
  const counts = { sent: 0, retried: 0, failed: 0 };
  // Oldest first, as selected: UPDATE … RETURNING keeps no order.
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const [index, row] of claimed.entries()) {
    if (deps.stop?.aborted) {
      await deps.db
        .update(mailOutbox)
        .set({ claimedUntil: null, attempts: sql`${mailOutbox.attempts} - 1` })
        .where(
          and(
            inArray(
              mailOutbox.id,
              claimed.slice(index).map((untried) => untried.id),
            ),
            // Still this round's claim: after a long round another instance may hold or have sent them.
            eq(mailOutbox.claimedUntil, claimedUntil),
            isNull(mailOutbox.sentAt),
            isNull(mailOutbox.failedAt),
          ),
        );
      break;
    }
    try {
      await deps.mailer.send({
        to: row.recipient,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody,
        messageId: row.messageId,
      });
      await deps.db
        .update(mailOutbox)
        .set({ sentAt: deps.now(), claimedUntil: null, lastError: null })
        .where(eq(mailOutbox.id, row.id));
      counts.sent += 1;
    } catch (error) {
      const permanent = isPermanent(error);
      await deps.db
        .update(mailOutbox)
        .set({
          claimedUntil: null,
          lastError: errorText(error),
          ...(permanent
            ? { failedAt: deps.now() }
            : { nextAttemptAt: new Date(deps.now().getTime() + retryDelayMs(row.attempts)) }),
        })
        .where(eq(mailOutbox.id, row.id));
      if (permanent) counts.failed += 1;
      else counts.retried += 1;
      (permanent ? deps.log.error : deps.log.warn).call(
        deps.log,
        { err: error, mail: row.id, attempts: row.attempts },
        permanent ? 'a mail was refused for good' : 'a mail did not go out; it is tried again',
      );
    }
  }
  return counts;
}

/** The mailer of promised mails: a Mailer whose `send` keeps its promise, and the two steps it is made of. */
export type PromisedMailer = Mailer & {
  /**
   * Records mails in the caller's transaction (a decision's), so that they exist exactly when it commits; answers
   * their ids, to try at once after the commit with `deliver`.
   */
  record(tx: Database, messages: MailMessage[]): Promise<string[]>;
  /** Tries the recorded mails now; what does not go out stays for the worker. Never throws for a mail. */
  deliver(ids: string[]): Promise<void>;
};

/**
 * A Mailer that keeps its promises: `send` records the mail in the outbox, then tries it at once; a mail the mail
 * server does not take now stays queued for the worker (`deliverDueMails`) instead of being lost. For the mails
 * that tell of a decision or an action; sign-in links stay immediate (docs/decisions/063-mail-outbox.md).
 */
export function outboxMailer(deps: OutboxDeps): PromisedMailer {
  const record = async (tx: Database, messages: MailMessage[]) => {
    if (messages.length === 0) return [];
    const rows = await tx
      .insert(mailOutbox)
      .values(
        messages.map((message) => ({
          messageId: `<${randomUUID()}@${deps.host}>`,
          recipient: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          nextAttemptAt: deps.now(),
        })),
      )
      .returning({ id: mailOutbox.id });
    return rows.map((row) => row.id);
  };
  const deliver = async (ids: string[]) => {
    if (ids.length > 0) await deliverDueMails(deps, ids);
  };
  return {
    kind: deps.mailer.kind,
    async send(message: MailMessage) {
      await deliver(await record(deps.db, [message]));
    },
    record,
    deliver,
    close: () => {},
  };
}
