import type { App } from '../../app-type';
import { serve } from '../../lib/serve';
import { readAuditLog } from '../../lib/audit';
import { notFound } from '../../lib/http-error';
import { readJourney } from './read';
import { journeyForOffice } from '@cert/domain';
import { adminJourneyContracts } from '@cert/domain/contracts';

/**
 * GET /api/admin/organization/{id}/journey: the organisation's whole journey and its audit log, for the admin
 * journey pages (platform admins). 404 for an organisation without a journey (unknown, consultant, never
 * approved).
 */
export async function adminJourneyReadRoutes(app: App) {
  serve(app, adminJourneyContracts.read, { onRequest: app.requireAdmin }, async (request) => {
    const journey = await readJourney(app.db, request.params.id, app.clock.now());
    if (!journey) throw notFound();
    return { journey: journeyForOffice(journey), audit: await readAuditLog(app.db, request.params.id) };
  });
}
