import { checkJourneyAction, ErrorCode, type JourneyAction } from '@cert/domain';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-error';
import { loadJourneyRecords } from './records';

/**
 * Refuses a submit or an admin record whose level is not open yet (an earlier level is missing, or a waiting
 * period of ADR 014 has not ended by today or by the record's performedAt): 409 LEVEL_NOT_OPEN with a German
 * message that names the opening day, the rules' own or `message` of it. Call it in the transaction that
 * writes, after locking the organisation.
 */
export async function requireLevelOpen(
  db: Database,
  organizationId: string,
  action: JourneyAction,
  now: Date,
  message?: (opensAt: string | null) => string,
): Promise<void> {
  // The journey's status does not hold anything back, so any status serves here.
  const records = await loadJourneyRecords(db, organizationId, 'active');
  const check = checkJourneyAction(records, action, now);
  if (!check.allowed) {
    throw new HttpError(409, ErrorCode.LevelNotOpen, message ? message(check.opensAt) : check.message);
  }
}
