import type { App } from '../../app-type';
import { serve } from '../../lib/serve';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../account';
import { loadJourneyListItem } from './admin-list';
import { withDecisionMails } from './notify';
import { decideJourneyStatus, type StatusDecision } from './status';
import { adminJourneyContracts } from '@cert/domain/contracts';

/** POST /api/admin/journeys/{id}/postpone-procurement and …/close-stale-procurement; answers the list item. */
export async function adminJourneyStatusRoutes(app: App) {
  for (const decision of ['postpone', 'close'] as const satisfies readonly StatusDecision[]) {
    serve(app, adminJourneyContracts.status[decision], { onRequest: app.requireAdmin }, async (request) => {
      const { comment } = request.body;
      // The organisation's admins hear of it by mails recorded in the decision's transaction (ADR 063).
      await withDecisionMails(app, (recordMails) =>
        decideJourneyStatus(
          app.db,
          request.params.id,
          { decision, comment, actorId: currentUser(request)._id, now: app.clock.now() },
          recordMails,
        ),
      );
      const item = await loadJourneyListItem(app.db, request.params.id);
      if (!item) throw notFound();
      return item;
    });
  }
}
