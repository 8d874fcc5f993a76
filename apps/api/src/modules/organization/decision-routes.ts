import { type Organization } from '@cert/domain';
import { adminOrganizationContracts } from '@cert/domain/contracts';
import type { Database } from '../../db/client';
import type { App } from '../../app-type';
import { notFound } from '../../lib/http-error';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { recordOrganizationAdminMails } from './admin-mail';
import { invitationMails } from './invitation-mail';
import { loadOrganization } from './repository';
import { decisionMail, type DecisionMailKind } from './decision-mail';
import { decideChangeRequest, decideOrganization, type Decision, type StartJourney } from './decisions';

const mailKinds: Record<'organization' | 'changeRequest', Record<Decision, DecisionMailKind>> = {
  organization: { approve: 'organizationApproved', reject: 'organizationRejected' },
  changeRequest: { approve: 'changeRequestApproved', reject: 'changeRequestRejected' },
};

/**
 * PUT /api/organization/{id}/approve|reject and …/changeRequest/{requestId}/approve|reject: platform admins
 * decide; the organisation's admins get a mail. The answer is the organisation after the decision.
 */
export type DecisionOptions = { startJourney: StartJourney };

export async function adminOrganizationDecisionRoutes(app: App, options: DecisionOptions) {
  const load = async (id: string): Promise<Organization> => {
    const organization = await loadOrganization(app.db, id);
    if (!organization) throw notFound();
    return organization;
  };

  /**
   * The organisation's admins are told of the decision by mails recorded in its transaction, so that they exist
   * exactly when it commits; they are tried once it has (docs/decisions/063-mail-outbox.md).
   */
  const decisionMails =
    (organizationId: string, kind: DecisionMailKind, comment: string | null) => (tx: Database) =>
      recordOrganizationAdminMails(tx, app.mailer, organizationId, (to, organizationName) =>
        decisionMail({
          kind,
          to,
          organizationId,
          organizationName,
          comment,
          publicUrl: app.config.publicUrl,
        }),
      );

  for (const decision of ['approve', 'reject'] as const) {
    serve(
      app,
      adminOrganizationContracts[decision].organization,
      { onRequest: app.requireAdmin },
      async (request) => {
        const comment = request.body?.comment || null;
        const mailIds = await decideOrganization(
          app.db,
          request.params.id,
          {
            decision,
            comment,
            reviewerId: currentUser(request)._id,
            now: app.clock.now(),
          },
          options.startJourney,
          decisionMails(request.params.id, mailKinds.organization[decision], comment),
          invitationMails(app.mailer, app.config.publicUrl),
        );
        await app.mailer.deliver(mailIds);
        return load(request.params.id);
      },
    );

    serve(
      app,
      adminOrganizationContracts[decision].changeRequest,
      { onRequest: app.requireAdmin },
      async (request) => {
        const comment = request.body?.comment || null;
        const mailIds = await decideChangeRequest(
          app.db,
          request.params.id,
          request.params.requestId,
          { decision, comment, reviewerId: currentUser(request)._id, now: app.clock.now() },
          decisionMails(request.params.id, mailKinds.changeRequest[decision], comment),
        );
        await app.mailer.deliver(mailIds);
        const organization = await load(request.params.id);
        return organization;
      },
    );
  }
}
