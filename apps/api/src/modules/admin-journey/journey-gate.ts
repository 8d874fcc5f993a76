import { checkJourneyAction, ErrorCode, type JourneyAction } from '@cert/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { loadJourneyRecords } from '../journey/records';

/**
 * 409 LEVEL_NOT_OPEN, with the German message naming the opening day, when the journey rules hold the action
 * back (an earlier level missing, or a record dated before its level opens; ADR 014). Reads the records in the
 * caller's transaction, so that the check and the write see the same journey.
 */
export async function requireJourneyAction(
  tx: Database,
  organizationId: string,
  action: JourneyAction,
  now: Date,
): Promise<void> {
  // The journey's status does not hold actions back; only the open task depends on it.
  const records = await loadJourneyRecords(tx, organizationId, 'active');
  const check = checkJourneyAction(records, action, now);
  if (!check.allowed) throw new HttpError(409, ErrorCode.LevelNotOpen, check.message);
}
