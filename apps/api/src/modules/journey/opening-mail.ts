import { and, eq, lte, sql } from 'drizzle-orm';
import {
  CertificateLevel,
  formatDate,
  isoDateInGermany,
  journeyPath,
  levelsOpeningOn,
  type JourneyStatus,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { journeys } from '../../db/schema';
import type { PromisedMailer } from '../../lib/mail-outbox';
import type { MailMessage } from '../../lib/mailer';
import { adminMail } from '../../lib/notification-mail';
import { recordOrganizationAdminMails } from '../organization';
import { loadJourneyRecords } from './records';
import { journeyLevels, refreshJourney, type JourneyPathType } from './refresh';

/** How often the server looks for ended waiting periods. */
export const OPENING_MAIL_INTERVAL_MS = 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

function openingMail(input: {
  to: string;
  organizationName: string;
  pathType: JourneyPathType;
  opensAt: string;
  levels: string[];
  publicUrl: string;
}): MailMessage {
  const subject = 'Zertifizierungspfad: Die nächste Stufe ist verfügbar';
  const ended = `auf dem Zertifizierungspfad Ihrer Organisation „${input.organizationName}“ ist eine Wartezeit abgelaufen.`;
  const available =
    input.levels.length > 0
      ? `Seit dem ${formatDate(input.opensAt)} können Sie hier weitermachen: ${input.levels.join(', ')}.`
      : `Seit dem ${formatDate(input.opensAt)} können Sie mit der nächsten Stufe weitermachen.`;
  return adminMail({
    to: input.to,
    subject,
    blocks: [[ended, available]],
    link: {
      intro: 'Ihren Zertifizierungspfad und die nächsten Schritte finden Sie hier:',
      url: `${input.publicUrl}${journeyPath(input.pathType)}`,
      label: 'Zertifizierungspfad öffnen',
    },
  });
}

/**
 * Mails the admins of every active journey whose next level opened by today (nextOpensAt ≤ today) and that was
 * not mailed about that day yet, then refreshes the journey (the next waiting level, the open task). Each journey
 * in its own transaction: the conditional UPDATE claims the day, the mails are recorded with the claim (ADR 063),
 * so two API instances running the job at once mail each day once, and a day claimed always has its mails.
 * Returns the number of journeys mailed about.
 */
export async function mailOpenedLevels(
  deps: {
    db: Database;
    mailer: PromisedMailer;
    publicUrl: string;
    /** Aborted when the instance closes: it stops between organisations; the rest are due again at the next run. */
    stop?: AbortSignal;
  },
  now: Date,
): Promise<number> {
  const { db } = deps;
  const today = isoDateInGermany(now);
  const due = and(
    lte(journeys.nextOpensAt, today),
    eq(journeys.status, 'active' satisfies JourneyStatus),
    sql`${journeys.openingNotifiedFor} IS DISTINCT FROM ${journeys.nextOpensAt}`,
  );
  const candidates = await db.select({ id: journeys.id }).from(journeys).where(due);
  let mailed = 0;
  for (const candidate of candidates) {
    if (deps.stop?.aborted) break;
    const mailIds = await db.transaction(async (tx) => {
      const [journey] = await tx
        .update(journeys)
        .set({ openingNotifiedFor: sql`${journeys.nextOpensAt}` })
        .where(and(eq(journeys.id, candidate.id), due))
        .returning({
          organizationId: journeys.organizationId,
          pathType: journeys.pathType,
          opensAt: journeys.nextOpensAt,
        });
      // Another instance claimed it first.
      if (!journey) return undefined;
      const { pathType, organizationId } = journey;
      const opensAt = journey.opensAt!;
      const records = await loadJourneyRecords(tx, organizationId, 'active');
      // Noon UTC lies on the same calendar day in Berlin: the levels as they stood the day before the opening.
      const dayBefore = new Date(Date.parse(`${opensAt}T12:00:00Z`) - DAY_MS);
      const levels = levelsOpeningOn(journeyLevels(pathType, records, dayBefore), opensAt).map(
        CertificateLevel.label,
      );
      const ids = await recordOrganizationAdminMails(
        tx,
        deps.mailer,
        organizationId,
        (to, organizationName) =>
          openingMail({ to, organizationName, pathType, opensAt, levels, publicUrl: deps.publicUrl }),
      );
      await refreshJourney(tx, organizationId, now);
      return ids;
    });
    if (!mailIds) continue;
    mailed += 1;
    // In the outbox already: when the instance is closing, any instance's delivery round sends them.
    if (!deps.stop?.aborted) await deps.mailer.deliver(mailIds);
  }
  return mailed;
}
