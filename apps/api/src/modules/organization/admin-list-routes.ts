import type { App } from '../../app-type';
import { isPatternRefused, patternRefusedError } from '../../lib/database-errors';
import { notFound } from '../../lib/http-error';
import { personKey } from '../../lib/person-key';
import { serve } from '../../lib/serve';
import { listOrganizations } from './admin-list';
import { organizationSignals } from './signals';
import { adminOrganizationContracts } from '@cert/domain/contracts';

/**
 * GET /api/admin/organization and …/tasks: paginated, filtered and sorted by the spec's list query rules; and the
 * review's signals of one organisation's creator.
 */
export async function adminOrganizationListRoutes(app: App) {
  for (const kind of ['all', 'tasks'] as const) {
    serve(app, adminOrganizationContracts.list[kind], { onRequest: app.requireAdmin }, async (request) => {
      try {
        return await listOrganizations(app.db, kind, request.query);
      } catch (error) {
        if (isPatternRefused(error)) throw await patternRefusedError(app.db, request.query.regex);
        throw error;
      }
    });
  }

  serve(app, adminOrganizationContracts.signals, { onRequest: app.requireAdmin }, async (request) => {
    const signals = await organizationSignals(app.db, request.params.id, app.clock.now(), (email) =>
      personKey(app.config.sessionSecret, email),
    );
    if (!signals) throw notFound();
    return signals;
  });
}
