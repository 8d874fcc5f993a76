import { z } from 'zod';
import { contract } from './contract';
import { refusals } from './errors';
import {
  createOrganizationBodySchema,
  invitationSchema,
  memberRoleBodySchema,
  organizationSchema,
  updateOrganizationBodySchema,
} from './organization';

/** Organisation, membership and invitation calls (docs/decisions/007-organisations.md, Routes). */
const tags = ['organization'] as const;
const idParams = z.strictObject({ id: z.uuid() });
const memberParams = z.strictObject({ id: z.uuid(), userId: z.uuid() });
const invitationParams = z.strictObject({ invitationId: z.uuid() });

export const organizationContracts = {
  read: contract({
    operationId: 'getOrganization',
    description:
      'Members of the organisation and platform admins read it with its members, open invitations and open change request; anyone else gets 404, as for an organisation that does not exist.',
    method: 'GET',
    path: '/organization/:id',
    tags,
    summary: 'One organisation with its members, invitations and change request (members, platform admins)',
    params: idParams,
    responses: { 200: organizationSchema, ...refusals(400, 401, 403, 404) },
  }),
  mine: contract({
    operationId: 'listMyOrganizations',
    description:
      'Every organisation the signed-in user is a member of, whatever its approval status, with its members and their roles.',
    method: 'GET',
    path: '/user/organization',
    tags,
    summary: "The signed-in user's organisations (any approval status)",
    responses: { 200: z.array(organizationSchema), ...refusals(401) },
  }),
  approved: contract({
    operationId: 'listMyApprovedOrganizations',
    description:
      'The organisations the signed-in user may act for: those the programme office approved. Questionnaires and journeys are started for one of these.',
    method: 'GET',
    path: '/user/organization/approved',
    tags,
    summary: "The signed-in user's approved organisations",
    responses: { 200: z.array(organizationSchema), ...refusals(401) },
  }),
  create: contract({
    operationId: 'createOrganization',
    description:
      "Any signed-in user registers an organisation of a type (public procurer or provider); it waits for the programme office's approval, and the office is told. The creator becomes its admin; the members named are invited by mail once it is approved.",
    method: 'POST',
    path: '/organization',
    tags,
    summary:
      'Create an organisation (Pending); the creator becomes its admin; new members are invited, their mails ' +
      'go out once the organisation is approved; 429 over the daily invitation limits (ADR 031)',
    body: createOrganizationBodySchema,
    responses: { 201: organizationSchema, ...refusals(400, 401, 403, 429) },
  }),
  update: contract({
    operationId: 'updateOrganization',
    description:
      'Organisation admins change its master data: applied at once while the organisation is in review, kept as a change request for the office once it is approved. New members named here are invited.',
    method: 'PUT',
    path: '/organization/:id',
    tags,
    summary:
      'Update master data (directly while in review, as a change request once approved) and invite new ' +
      'members (mailed at once when approved, else on approval); 429 over the daily invitation limits (ADR 031)',
    params: idParams,
    body: updateOrganizationBodySchema,
    responses: { 200: organizationSchema, ...refusals(400, 401, 403, 404, 429) },
  }),
  changeRole: contract({
    operationId: 'changeMemberRole',
    description:
      'Organisation admins make a member an admin or a plain member. The last admin cannot give up the role (409).',
    method: 'PUT',
    path: '/organization/:id/members/:userId/role',
    tags,
    summary: "Change a member's role (organisation admins); 409 for the last admin",
    params: memberParams,
    body: memberRoleBodySchema,
    responses: { 200: organizationSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  removeMember: contract({
    operationId: 'removeMember',
    description:
      'Organisation admins remove a member; any member may remove themself (leave). The last admin of an organisation with other members cannot leave (409).',
    method: 'DELETE',
    path: '/organization/:id/members/:userId',
    tags,
    summary:
      'Remove a member (organisation admins) or leave (any member for themself); 409 for the last admin',
    params: memberParams,
    responses: { 204: z.undefined(), ...refusals(400, 401, 403, 404, 409) },
  }),
  revokeInvitation: contract({
    operationId: 'revokeInvitation',
    description:
      'Organisation admins withdraw an invitation that was not yet accepted; its link stops working.',
    method: 'DELETE',
    path: '/organization/:id/invitations/:invitationId',
    tags,
    summary: 'Revoke an invitation (organisation admins)',
    params: z.strictObject({ id: z.uuid(), invitationId: z.uuid() }),
    responses: { 204: z.undefined(), ...refusals(400, 401, 403, 404) },
  }),
  invitations: contract({
    operationId: 'listMyInvitations',
    description:
      "Invitations addressed to the signed-in user's e-mail address that are still open, with the organisation and role they offer.",
    method: 'GET',
    path: '/user/invitations',
    tags,
    summary: "Open invitations addressed to the signed-in user's e-mail address",
    responses: { 200: z.array(invitationSchema), ...refusals(401) },
  }),
  acceptInvitation: contract({
    operationId: 'acceptInvitation',
    description:
      'Only the invitee (the signed-in user with the invited address) accepts: they become a member with the invited role. Others get 404.',
    method: 'PUT',
    path: '/user/invitations/:invitationId/accept',
    tags,
    summary: 'Accept an invitation (only its invitee): become a member with the invited role',
    params: invitationParams,
    responses: { 200: organizationSchema, ...refusals(400, 401, 403, 404) },
  }),
  declineInvitation: contract({
    operationId: 'declineInvitation',
    description: 'Only the invitee declines; the invitation ends and its link stops working.',
    method: 'PUT',
    path: '/user/invitations/:invitationId/decline',
    tags,
    summary: 'Decline an invitation (only its invitee)',
    params: invitationParams,
    responses: { 204: z.undefined(), ...refusals(400, 401, 403, 404) },
  }),
};
