import { ErrorCode, isAdmin, organizationMessages, type Organization } from '@cert/domain';
import { organizationContracts as calls } from '@cert/domain/contracts';
import type { App } from '../../app-type';
import { HttpError, notFound } from '../../lib/http-error';
import { personKey } from '../../lib/person-key';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { requireOrganizationAccess } from './access';
import { defaultInvitationLimits, type InvitationLimits } from './invitation-limits';
import { invitationMails } from './invitation-mail';
import { acceptInvitation, declineInvitation, listInvitationsFor, revokeInvitation } from './invitations';
import { createOrganization, updateOrganization } from './master-data';
import { changeMemberRole, removeMember } from './members';
import { removalMail } from './removal-mail';
import {
  changeRequestNotice,
  newOrganizationNotice,
  officeNotices,
  resubmittedOrganizationNotice,
} from '../office-notices';
import { loadOrganization, loadUserOrganizations } from './repository';

export type OrganizationOptions = {
  /** How many new invitations a day; defaults in invitation-limits.ts. */
  invitationLimits?: Partial<InvitationLimits>;
};

/** Organisation, membership and invitation calls (docs/decisions/007-organisations.md, Routes). */
export async function organizationRoutes(app: App, options: OrganizationOptions) {
  const limits = { ...defaultInvitationLimits, ...options.invitationLimits };
  const load = async (id: string, contacts = false): Promise<Organization> => {
    const organization = await loadOrganization(app.db, id, { contacts });
    if (!organization) throw notFound();
    return organization;
  };

  serve(app, calls.read, { onRequest: app.requireUser }, async (request) => {
    const { id } = request.params;
    const user = currentUser(request);
    await requireOrganizationAccess(app.db, user, id, { platformAdmin: true });
    // The programme team reaches the people: their phone numbers, which other members do not see.
    return load(id, isAdmin(user));
  });

  serve(app, calls.mine, { onRequest: app.requireUser }, async (request) =>
    loadUserOrganizations(app.db, currentUser(request)._id),
  );

  serve(app, calls.approved, { onRequest: app.requireUser }, async (request) =>
    loadUserOrganizations(app.db, currentUser(request)._id, { approvedOnly: true }),
  );

  serve(app, calls.create, { onRequest: app.requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const person = personKey(app.config.sessionSecret, user.email);
    const notice = officeNotices(app, user.email);
    const result = await createOrganization(app.db, {
      data: request.body.organization,
      newMembers: request.body.newMembers,
      userId: user._id,
      personKey: person,
      now: app.clock.now(),
      limits,
      recordNotice: (tx, created) => notice(tx, newOrganizationNotice(created, app.config.publicUrl)),
    });
    // A new organisation's invitations wait for its approval (ADR 031): the office's notice is its only mail.
    await app.mailer.deliver(result.mailIds);
    const organization = await load(result.organizationId);
    return reply.status(201).send(organization);
  });

  serve(app, calls.update, { onRequest: app.requireUser }, async (request) => {
    const user = currentUser(request);
    const { id } = request.params;
    await requireOrganizationAccess(app.db, user, id, { role: 'Admin' });
    const { organization: input, newMembers } = request.body;
    if (input._id !== undefined && input._id !== id) {
      throw new HttpError(400, ErrorCode.ValidationFailed, undefined, [
        { path: 'organization._id', code: 'id_mismatch', message: organizationMessages.idMismatch },
      ]);
    }
    const notice = officeNotices(app, user.email);
    const result = await updateOrganization(app.db, {
      organizationId: id,
      data: input,
      newMembers,
      userId: user._id,
      now: app.clock.now(),
      limits,
      recordInvitationMails: invitationMails(app.mailer, app.config.publicUrl),
      recordNotice: (tx, { outcome, organization, round }) =>
        notice(
          tx,
          (outcome === 'changeRequested' ? changeRequestNotice : resubmittedOrganizationNotice)(
            organization,
            round,
            app.config.publicUrl,
          ),
        ),
    });
    await app.mailer.deliver(result.mailIds);
    return load(id);
  });

  serve(app, calls.changeRole, { onRequest: app.requireUser }, async (request) => {
    const { id, userId } = request.params;
    await requireOrganizationAccess(app.db, currentUser(request), id, { role: 'Admin' });
    await changeMemberRole(app.db, id, userId, request.body.role);
    return load(id);
  });

  serve(app, calls.removeMember, { onRequest: app.requireUser }, async (request, reply) => {
    const user = currentUser(request);
    const { id, userId } = request.params;
    const access = await requireOrganizationAccess(app.db, user, id);
    if (userId !== user._id && access.role !== 'Admin') throw new HttpError(403, ErrorCode.Forbidden);
    const mailIds = await removeMember(
      app.db,
      id,
      userId,
      userId === user._id
        ? undefined
        : (tx, removed) =>
            app.mailer.record(tx, [
              removalMail({
                to: removed.email,
                organizationName: removed.organizationName,
                publicUrl: app.config.publicUrl,
              }),
            ]),
    );
    await app.mailer.deliver(mailIds);
    return reply.status(204).send();
  });

  serve(app, calls.revokeInvitation, { onRequest: app.requireUser }, async (request, reply) => {
    const { id, invitationId } = request.params;
    await requireOrganizationAccess(app.db, currentUser(request), id, { role: 'Admin' });
    if (!(await revokeInvitation(app.db, id, invitationId))) throw notFound();
    return reply.status(204).send();
  });

  serve(app, calls.invitations, { onRequest: app.requireUser }, async (request) =>
    listInvitationsFor(app.db, currentUser(request).email),
  );

  serve(app, calls.acceptInvitation, { onRequest: app.requireUser }, async (request) => {
    const organizationId = await acceptInvitation(
      app.db,
      request.params.invitationId,
      currentUser(request),
      app.clock.now(),
    );
    return load(organizationId);
  });

  serve(app, calls.declineInvitation, { onRequest: app.requireUser }, async (request, reply) => {
    const user = currentUser(request);
    if (!(await declineInvitation(app.db, request.params.invitationId, user.email))) throw notFound();
    return reply.status(204).send();
  });
}
