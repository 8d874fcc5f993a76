import type { Database } from '../../db/client';

/**
 * Rewrites the organisation's journey row (progress, open task, next opening, last activity) from its records
 * by the domain's journey rules; creates the row if the organisation has none. Call it after every write that
 * changes a journey record, in the same transaction.
 *
 * Placeholder signature for the parallel work of this session; the journey-core change implements it.
 */
export async function refreshJourney(db: Database, organizationId: string, now: Date): Promise<void> {
  void db;
  void organizationId;
  void now;
}
