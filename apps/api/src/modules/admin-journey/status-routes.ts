import { z } from 'zod';
import { adminJourneyListItemSchema, apiErrorSchema, decisionCommentBodySchema } from '@cert/domain';
import type { App } from '../../app-type';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { loadJourneyListItem } from './list';
import { notifyJourneyDecision } from './notify';
import { decideJourneyStatus, type StatusDecision } from './status';

const tags = ['admin-journey'];

const routes: Array<{ path: string; decision: StatusDecision; summary: string }> = [
  {
    path: '/admin/journeys/:id/postpone-procurement',
    decision: 'postpone',
    summary: 'Postpone an active procurer journey, with a comment (platform admins)',
  },
  {
    path: '/admin/journeys/:id/close-stale-procurement',
    decision: 'close',
    summary: 'Close a procurer journey without activity as stale, with a comment (platform admins)',
  },
];

/** POST /api/admin/journeys/{id}/postpone-procurement and …/close-stale-procurement; answers the list item. */
export async function adminJourneyStatusRoutes(app: App) {
  for (const route of routes) {
    app.post(
      route.path,
      {
        onRequest: app.requireAdmin,
        schema: {
          tags,
          summary: route.summary,
          params: z.strictObject({ id: z.uuid() }),
          body: decisionCommentBodySchema,
          response: {
            200: adminJourneyListItemSchema,
            400: apiErrorSchema,
            401: apiErrorSchema,
            403: apiErrorSchema,
            404: apiErrorSchema,
            409: apiErrorSchema,
          },
        },
      },
      async (request) => {
        const { comment } = request.body;
        const organization = await decideJourneyStatus(app.db, request.params.id, {
          decision: route.decision,
          comment,
          actorId: currentUser(request)._id,
          now: app.clock.now(),
        });
        await notifyJourneyDecision(app, request.log, organization, {
          kind: route.decision === 'postpone' ? 'postponed' : 'closed',
          comment,
        });
        const item = await loadJourneyListItem(app.db, request.params.id);
        if (!item) throw notFound();
        return item;
      },
    );
  }
}
