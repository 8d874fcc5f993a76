import { z } from 'zod';
import {
  apiErrorSchema,
  createOrganizationBodySchema,
  ErrorCode,
  invitationSchema,
  isAdmin,
  memberRoleBodySchema,
  organizationMessages,
  organizationSchema,
  updateOrganizationBodySchema,
  type Organization,
  type User,
} from '@cert/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../app-type';
import { HttpError, notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { requireOrganizationAccess } from './access';
import { defaultInvitationLimits, type InvitationLimits } from './invitation-limits';
import { sendInvitationMails } from './invitation-mail';
import {
  acceptInvitation,
  declineInvitation,
  listInvitationsFor,
  revokeInvitation,
  type IssuedInvitation,
} from './invitations';
import { createOrganization, updateOrganization } from './master-data';
import { changeMemberRole, removeMember } from './members';
import {
  changeRequestNotice,
  newOrganizationNotice,
  notifyPlatformAdmins,
  resubmittedOrganizationNotice,
} from '../admin-notices/notices';
import { loadOrganization, loadUserOrganizations } from './repository';

const tags = ['organization'];
const noContent = z.undefined();
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
};
const idParams = z.strictObject({ id: z.uuid() });
const memberParams = z.strictObject({ id: z.uuid(), userId: z.uuid() });
const organizationInvitationParams = z.strictObject({ id: z.uuid(), invitationId: z.uuid() });
const invitationParams = z.strictObject({ invitationId: z.uuid() });

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

  /** Mails the new invitations of an approved organisation once the data are saved (ADR 004, ADR 031). */
  const mailInvitations = (
    log: FastifyBaseLogger,
    organization: Organization,
    issued: IssuedInvitation[],
    inviter: User,
  ) =>
    sendInvitationMails(
      { mailer: app.mailer, log, publicUrl: app.config.publicUrl },
      organization,
      issued.filter((invitation) => invitation.mail).map((invitation) => ({ ...invitation, inviter })),
    );

  app.get(
    '/organization/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'One organisation with its members, invitations and change request (members, platform admins)',
        params: idParams,
        response: { 200: organizationSchema, ...errors },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = currentUser(request);
      await requireOrganizationAccess(app.db, user, id, { platformAdmin: true });
      // The programme team reaches the people: their phone numbers, which other members do not see.
      return load(id, isAdmin(user));
    },
  );

  app.get(
    '/user/organization',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's organisations (any approval status)",
        response: { 200: z.array(organizationSchema), 401: apiErrorSchema },
      },
    },
    async (request) => loadUserOrganizations(app.db, currentUser(request)._id),
  );

  app.get(
    '/user/organization/approved',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's approved organisations",
        response: { 200: z.array(organizationSchema), 401: apiErrorSchema },
      },
    },
    async (request) => loadUserOrganizations(app.db, currentUser(request)._id, { approvedOnly: true }),
  );

  app.post(
    '/organization',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Create an organisation (Pending); the creator becomes its admin; new members are invited, their mails ' +
          'go out once the organisation is approved; 429 over the daily invitation limits (ADR 031)',
        body: createOrganizationBodySchema,
        response: {
          201: organizationSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const result = await createOrganization(app.db, {
        data: request.body.organization,
        newMembers: request.body.newMembers,
        userId: user._id,
        now: app.clock.now(),
        limits,
      });
      const organization = await load(result.organizationId);
      await mailInvitations(request.log, organization, result.invitations, user);
      await notifyPlatformAdmins(
        { config: app.config, mailer: app.mailer, log: request.log, db: app.db, now: app.clock.now() },
        newOrganizationNotice(
          { id: organization._id, name: organization.name, type: organization.type },
          app.config.publicUrl,
        ),
      );
      return reply.status(201).send(organization);
    },
  );

  app.put(
    '/organization/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Update master data (directly while in review, as a change request once approved) and invite new ' +
          'members (mailed at once when approved, else on approval); 429 over the daily invitation limits (ADR 031)',
        params: idParams,
        body: updateOrganizationBodySchema,
        response: { 200: organizationSchema, ...errors, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { id } = request.params;
      await requireOrganizationAccess(app.db, user, id, { role: 'Admin' });
      const { organization: input, newMembers } = request.body;
      if (input._id !== undefined && input._id !== id) {
        throw new HttpError(400, ErrorCode.ValidationFailed, undefined, [
          { path: 'organization._id', code: 'id_mismatch', message: organizationMessages.idMismatch },
        ]);
      }
      const result = await updateOrganization(app.db, {
        organizationId: id,
        data: input,
        newMembers,
        userId: user._id,
        now: app.clock.now(),
        limits,
      });
      const organization = await load(id);
      await mailInvitations(request.log, organization, result.invitations, user);
      if (result.outcome === 'changeRequested' || result.outcome === 'resubmitted') {
        const notice =
          result.outcome === 'changeRequested' ? changeRequestNotice : resubmittedOrganizationNotice;
        await notifyPlatformAdmins(
          { config: app.config, mailer: app.mailer, log: request.log, db: app.db, now: app.clock.now() },
          notice({ id, name: organization.name }, app.config.publicUrl),
        );
      }
      return organization;
    },
  );

  app.put(
    '/organization/:id/members/:userId/role',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Change a member's role (organisation admins); 409 for the last admin",
        params: memberParams,
        body: memberRoleBodySchema,
        response: { 200: organizationSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => {
      const { id, userId } = request.params;
      await requireOrganizationAccess(app.db, currentUser(request), id, { role: 'Admin' });
      await changeMemberRole(app.db, id, userId, request.body.role);
      return load(id);
    },
  );

  app.delete(
    '/organization/:id/members/:userId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Remove a member (organisation admins) or leave (any member for themself); 409 for the last admin',
        params: memberParams,
        response: { 204: noContent, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { id, userId } = request.params;
      const access = await requireOrganizationAccess(app.db, user, id);
      if (userId !== user._id && access.role !== 'Admin') throw new HttpError(403, ErrorCode.Forbidden);
      await removeMember(app.db, id, userId);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/organization/:id/invitations/:invitationId',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Revoke an invitation (organisation admins)',
        params: organizationInvitationParams,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const { id, invitationId } = request.params;
      await requireOrganizationAccess(app.db, currentUser(request), id, { role: 'Admin' });
      if (!(await revokeInvitation(app.db, id, invitationId))) throw notFound();
      return reply.status(204).send();
    },
  );

  app.get(
    '/user/invitations',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: "Open invitations addressed to the signed-in user's e-mail address",
        response: { 200: z.array(invitationSchema), 401: apiErrorSchema },
      },
    },
    async (request) => listInvitationsFor(app.db, currentUser(request).email),
  );

  app.put(
    '/user/invitations/:invitationId/accept',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Accept an invitation (only its invitee): become a member with the invited role',
        params: invitationParams,
        response: { 200: organizationSchema, ...errors },
      },
    },
    async (request) => {
      const organizationId = await acceptInvitation(
        app.db,
        request.params.invitationId,
        currentUser(request),
        app.clock.now(),
      );
      return load(organizationId);
    },
  );

  app.put(
    '/user/invitations/:invitationId/decline',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Decline an invitation (only its invitee)',
        params: invitationParams,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!(await declineInvitation(app.db, request.params.invitationId, user.email))) throw notFound();
      return reply.status(204).send();
    },
  );
}
