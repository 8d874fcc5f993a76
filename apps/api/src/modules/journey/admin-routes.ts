import type { App } from '../../app-type';
import { adminJourneyListRoutes } from './admin-list-routes';
import { providerRecordRoutes } from './provider-record-routes';
import { adminJourneyReadRoutes } from './admin-read-routes';
import { adminJourneyStatusRoutes } from './status-routes';
import { correctionRoutes } from './correction-routes';
import { journeyRequestAdminRoutes } from './admin-request-routes';

/**
 * The admin side of the journeys (docs/decisions/014-journeys.md): lists and tasks, an organisation's journey
 * with its audit log, provider records, postponing and closing procurer journeys, withdrawing a record entered by
 * mistake. Workshop results are recorded in modules/workshop.
 */
export async function adminJourneyRoutes(app: App) {
  await app.register(adminJourneyListRoutes);
  await app.register(adminJourneyReadRoutes);
  await app.register(providerRecordRoutes);
  await app.register(adminJourneyStatusRoutes);
  await app.register(correctionRoutes);
  await app.register(journeyRequestAdminRoutes);
}
