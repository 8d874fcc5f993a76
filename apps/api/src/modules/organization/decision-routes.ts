import { type Organization } from '@cert/domain';
import { adminOrganizationContracts } from '@cert/domain/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../app-type';
import { notFound } from '../../lib/http-error';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { mailOrganizationAdmins } from './admin-mail';
import { sendInvitationMails } from './invitation-mail';
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

  /** After the decision is committed: a failed mail is logged and never undoes it (ADR 004). */
  const notifyAdmins = (
    log: FastifyBaseLogger,
    organization: Organization,
    kind: DecisionMailKind,
    comment: string | null,
  ) =>
    mailOrganizationAdmins(
      { db: app.db, mailer: app.mailer, log },
      organization._id,
      'decision',
      (to) =>
        decisionMail({
          kind,
          to,
          organizationId: organization._id,
          organizationName: organization.name,
          comment,
          publicUrl: app.config.publicUrl,
        }),
      { kind },
    );

  for (const decision of ['approve', 'reject'] as const) {
    serve(
      app,
      adminOrganizationContracts[decision].organization,
      { onRequest: app.requireAdmin },
      async (request) => {
        const comment = request.body?.comment || null;
        const { waitingInvitations } = await decideOrganization(
          app.db,
          request.params.id,
          {
            decision,
            comment,
            reviewerId: currentUser(request)._id,
            now: app.clock.now(),
          },
          options.startJourney,
        );
        const organization = await load(request.params.id);
        await notifyAdmins(request.log, organization, mailKinds.organization[decision], comment);
        await sendInvitationMails(
          { mailer: app.mailer, log: request.log, publicUrl: app.config.publicUrl },
          organization,
          waitingInvitations,
        );
        return organization;
      },
    );

    serve(
      app,
      adminOrganizationContracts[decision].changeRequest,
      { onRequest: app.requireAdmin },
      async (request) => {
        const comment = request.body?.comment || null;
        await decideChangeRequest(app.db, request.params.id, request.params.requestId, {
          decision,
          comment,
          reviewerId: currentUser(request)._id,
          now: app.clock.now(),
        });
        const organization = await load(request.params.id);
        await notifyAdmins(request.log, organization, mailKinds.changeRequest[decision], comment);
        return organization;
      },
    );
  }
}
