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
const tags = ['organization'];
const idParams = z.strictObject({ id: z.uuid() });
const memberParams = z.strictObject({ id: z.uuid(), userId: z.uuid() });
const invitationParams = z.strictObject({ invitationId: z.uuid() });

export const organizationContracts = {
  read: contract({
    method: 'GET',
    path: '/organization/:id',
    tags,
    summary: 'One organisation with its members, invitations and change request (members, platform admins)',
    params: idParams,
    responses: { 200: organizationSchema, ...refusals(400, 401, 403, 404) },
  }),
  mine: contract({
    method: 'GET',
    path: '/user/organization',
    tags,
    summary: "The signed-in user's organisations (any approval status)",
    responses: { 200: z.array(organizationSchema), ...refusals(401) },
  }),
  approved: contract({
    method: 'GET',
    path: '/user/organization/approved',
    tags,
    summary: "The signed-in user's approved organisations",
    responses: { 200: z.array(organizationSchema), ...refusals(401) },
  }),
  create: contract({
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
    method: 'PUT',
    path: '/organization/:id/members/:userId/role',
    tags,
    summary: "Change a member's role (organisation admins); 409 for the last admin",
    params: memberParams,
    body: memberRoleBodySchema,
    responses: { 200: organizationSchema, ...refusals(400, 401, 403, 404, 409) },
  }),
  removeMember: contract({
    method: 'DELETE',
    path: '/organization/:id/members/:userId',
    tags,
    summary:
      'Remove a member (organisation admins) or leave (any member for themself); 409 for the last admin',
    params: memberParams,
    responses: { 204: z.undefined(), ...refusals(400, 401, 403, 404, 409) },
  }),
  revokeInvitation: contract({
    method: 'DELETE',
    path: '/organization/:id/invitations/:invitationId',
    tags,
    summary: 'Revoke an invitation (organisation admins)',
    params: z.strictObject({ id: z.uuid(), invitationId: z.uuid() }),
    responses: { 204: z.undefined(), ...refusals(400, 401, 403, 404) },
  }),
  invitations: contract({
    method: 'GET',
    path: '/user/invitations',
    tags,
    summary: "Open invitations addressed to the signed-in user's e-mail address",
    responses: { 200: z.array(invitationSchema), ...refusals(401) },
  }),
  acceptInvitation: contract({
    method: 'PUT',
    path: '/user/invitations/:invitationId/accept',
    tags,
    summary: 'Accept an invitation (only its invitee): become a member with the invited role',
    params: invitationParams,
    responses: { 200: organizationSchema, ...refusals(400, 401, 403, 404) },
  }),
  declineInvitation: contract({
    method: 'PUT',
    path: '/user/invitations/:invitationId/decline',
    tags,
    summary: 'Decline an invitation (only its invitee)',
    params: invitationParams,
    responses: { 204: z.undefined(), ...refusals(400, 401, 403, 404) },
  }),
};
