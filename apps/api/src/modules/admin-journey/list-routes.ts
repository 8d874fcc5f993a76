import { adminJourneyListSchema, apiErrorSchema } from '@cert/domain';
import type { App } from '../../app-type';
import { isPatternRefused, patternRefusedError } from '../admin-organization/database-errors';
import { journeyListQuerySchema, listJourneys, type AdminJourneyListKind } from './list';

const tags = ['admin-journey'];

const lists: Array<{ path: string; kind: AdminJourneyListKind; summary: string }> = [
  { path: '/admin/journeys', kind: 'all', summary: 'All journeys (platform admins)' },
  {
    path: '/admin/journeys/tasks',
    kind: 'tasks',
    summary: 'Active journeys with an open task of the programme office (platform admins)',
  },
];

/** GET /api/admin/journeys and …/tasks: paginated, filtered and sorted by the spec's query keys (ADR 014). */
export async function adminJourneyListRoutes(app: App) {
  for (const list of lists) {
    app.get(
      list.path,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags,
          summary: list.summary,
          querystring: journeyListQuerySchema,
          response: {
            200: adminJourneyListSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      async (request) => {
        try {
          return await listJourneys(app.db, list.kind, request.query);
        } catch (error) {
          // A pattern JavaScript accepts but PostgreSQL refuses (e.g. \p{L}): 400 at the parameter, never 500.
          if (isPatternRefused(error)) {
            throw await patternRefusedError(app.db, { name: request.query['filter.name._regex_'] });
          }
          throw error;
        }
      },
    );
  }
}
