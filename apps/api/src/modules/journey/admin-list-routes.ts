import type { App } from '../../app-type';
import { serve } from '../../lib/serve';
import { isPatternRefused, patternRefusedError } from '../../lib/database-errors';
import { listJourneys } from './admin-list';
import { adminJourneyContracts } from '@cert/domain/contracts';

/** GET /api/admin/journeys and …/tasks: paginated, filtered and sorted by the spec's query keys (ADR 014). */
export async function adminJourneyListRoutes(app: App) {
  for (const kind of ['all', 'tasks'] as const) {
    serve(app, adminJourneyContracts.list[kind], { onRequest: app.requireAdmin }, async (request) => {
      try {
        return await listJourneys(app.db, kind, request.query);
      } catch (error) {
        // A pattern JavaScript accepts but PostgreSQL refuses (e.g. \p{L}): 400 at the parameter, never 500.
        if (isPatternRefused(error)) {
          throw await patternRefusedError(app.db, { name: request.query['filter.name._regex_'] });
        }
        throw error;
      }
    });
  }
}
