import { adminOrganizationListItemSchema, apiErrorSchema, paginatedSchema } from '@cert/domain';
import type { App } from '../../app-type';
import { isPatternRefused, patternRefusedError } from './database-errors';
import { adminOrganizationListQuerySchema, listOrganizations, type AdminOrganizationListKind } from './list';

const tags = ['admin-organization'];

const lists: Array<{ path: string; kind: AdminOrganizationListKind; summary: string }> = [
  { path: '/admin/organization', kind: 'all', summary: 'All organisations (platform admins)' },
  {
    path: '/admin/organization/tasks',
    kind: 'tasks',
    summary: 'Organisations waiting for a decision: approval pending or an open change request',
  },
];

/** GET /api/admin/organization and …/tasks: paginated, filtered and sorted by the spec's list query rules. */
export async function adminOrganizationListRoutes(app: App) {
  for (const list of lists) {
    app.get(
      list.path,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags,
          summary: list.summary,
          querystring: adminOrganizationListQuerySchema,
          response: {
            200: paginatedSchema(adminOrganizationListItemSchema),
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
          },
        },
      },
      async (request) => {
        try {
          return await listOrganizations(app.db, list.kind, request.query);
        } catch (error) {
          if (isPatternRefused(error)) throw await patternRefusedError(app.db, request.query.regex);
          throw error;
        }
      },
    );
  }
}
