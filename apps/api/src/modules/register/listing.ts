import { eq } from 'drizzle-orm';
import type { AuditAction, RegisterChoice } from '@cert/domain';
import type { Database } from '../../db/client';
import { organizations } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-error';

/**
 * Sets whether the organisation is listed (the first day kept while it stays listed) and, when that changes, keeps
 * the decision in its audit log with who and when; 404 for no such organisation.
 */
async function setListing(
  db: Database,
  values: { organizationId: string; listed: boolean; actorId: string; action: AuditAction; now: Date },
): Promise<RegisterChoice> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ listedSince: organizations.listedSince })
      .from(organizations)
      .where(eq(organizations.id, values.organizationId))
      .for('update');
    if (!row) throw notFound();
    const listedSince = values.listed ? (row.listedSince ?? values.now) : null;
    if ((row.listedSince !== null) !== values.listed) {
      await tx.update(organizations).set({ listedSince }).where(eq(organizations.id, values.organizationId));
      await recordAudit(tx, {
        action: values.action,
        actorId: values.actorId,
        organizationId: values.organizationId,
        subjectId: values.organizationId,
        now: values.now,
      });
    }
    return { listed: values.listed, listedSince: listedSince?.toISOString() ?? null };
  });
}

/** An organisation's choice, by one of its admins: listed from now on, or not listed. */
export const chooseListing = (
  db: Database,
  values: { organizationId: string; listed: boolean; userId: string; now: Date },
): Promise<RegisterChoice> =>
  setListing(db, {
    organizationId: values.organizationId,
    listed: values.listed,
    actorId: values.userId,
    action: values.listed ? 'register.listed' : 'register.left',
    now: values.now,
  });

/** The office takes an organisation out of the register. */
export async function removeListing(
  db: Database,
  values: { organizationId: string; adminId: string; now: Date },
): Promise<void> {
  await setListing(db, {
    organizationId: values.organizationId,
    listed: false,
    actorId: values.adminId,
    action: 'register.removed',
    now: values.now,
  });
}
