import { eq } from 'drizzle-orm';
import {
  datePickerWindow,
  ErrorCode,
  formatDate,
  isInDatePickerWindow,
  pathTypeOf,
  type JourneyPathType,
  type OrganizationType,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { organizations } from '../../db/schema';
import { conflict, HttpError, notFound } from '../../lib/http-error';

export type RecordedOrganization = { id: string; name: string; pathType: JourneyPathType };

const journeyHolder: Record<JourneyPathType, string> = {
  procurement: 'Workshop-Ergebnisse können nur für freigegebene öffentliche Auftraggeber erfasst werden.',
  provider: 'Teilnahmen können nur für freigegebene Unternehmen erfasst werden.',
};

/**
 * The organisation an admin records a journey result for, locked for the transaction (so concurrent records of
 * one organisation see each other when the journey row is derived). 404 when it does not exist; 409 unless it
 * is approved and walks the given path (procurers: procurement, providers: provider).
 */
export async function lockJourneyOrganization(
  tx: Database,
  organizationId: string,
  pathType: JourneyPathType,
): Promise<RecordedOrganization> {
  const [row] = await tx
    .select({
      name: organizations.name,
      type: organizations.type,
      approvalStatus: organizations.approvalStatus,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for('update');
  if (!row) throw notFound();
  if (row.approvalStatus !== 'Approved' || pathTypeOf(row.type as OrganizationType) !== pathType) {
    throw conflict(journeyHolder[pathType]);
  }
  return { id: organizationId, name: row.name, pathType };
}

/**
 * performedAt within the date field's window, 14 days back to today in German time (docs/product.md §5; ADR 014): the
 * server checks what the date picker offers. 400 at the field otherwise.
 */
export function requirePerformedAtInWindow(performedAt: string, now: Date): void {
  if (isInDatePickerWindow(performedAt, now)) return;
  const { min } = datePickerWindow(now);
  throw new HttpError(400, ErrorCode.ValidationFailed, undefined, [
    {
      path: 'performedAt',
      code: 'date_window',
      message: `Bitte wählen Sie ein Datum zwischen dem ${formatDate(min)} und heute.`,
    },
  ]);
}
