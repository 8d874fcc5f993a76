import { eq } from 'drizzle-orm';
import type { RegisterChoice } from '@cert/domain';
import type { Database } from '../../db/client';
import { organizations } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { notFound } from '../../lib/http-error';

/**
 * An organisation's choice, by one of its admins: listed from now on (keeping the first day while it stays listed),
 * or not listed. A change is kept in its audit log with who and when.
 */
export async function chooseListing(
  db: Database,
  values: { organizationId: string; listed: boolean; userId: string; now: Date },
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
        action: values.listed ? 'register.listed' : 'register.left',
        actorId: values.userId,
        organizationId: values.organizationId,
        subjectId: values.organizationId,
        now: values.now,
      });
    }
    return { listed: values.listed, listedSince: listedSince?.toISOString() ?? null };
  });
}

/** The office takes an organisation out of the register (kept in its audit log); 404 for no such organisation. */
export async function removeListing(
  db: Database,
  values: { organizationId: string; adminId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ listedSince: organizations.listedSince })
      .from(organizations)
      .where(eq(organizations.id, values.organizationId))
      .for('update');
    if (!row) throw notFound();
    if (row.listedSince === null) return;
    await tx
      .update(organizations)
      .set({ listedSince: null })
      .where(eq(organizations.id, values.organizationId));
    await recordAudit(tx, {
      action: 'register.removed',
      actorId: values.adminId,
      organizationId: values.organizationId,
      subjectId: values.organizationId,
      now: values.now,
    });
  });
}
