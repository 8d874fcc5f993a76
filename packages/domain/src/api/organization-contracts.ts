import { z } from 'zod';
import { listQuerySchema } from '../list-query';
import { paginatedSchema } from '../pagination';
import { contract } from './contract';
import { refusals } from './errors';
import {
  adminOrganizationListItemSchema,
  adminOrganizationListSpec,
  createOrganizationBodySchema,
  invitationSchema,
  memberRoleBodySchema,
  organizationSchema,
  organizationSignalsSchema,
  rejectBodySchema,
  reviewBodySchema,
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
      "Invitations addressed to the signed-in user's e-mail address that are still open, with the organisation (and whether the office has approved it) and the role they offer.",
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

/** The office's organisation calls (docs/decisions/007-organisations.md): both lists and the four decisions. */
const adminTags = ['admin-organization'] as const;

type Sort = (typeof adminOrganizationListSpec.sortable)[number];
type Filter =
  | keyof typeof adminOrganizationListSpec.exactFilters
  | (typeof adminOrganizationListSpec.regexFilters)[number];
type Search = (typeof adminOrganizationListSpec.searchable)[number];
/** The query string of both admin lists, parsed by the domain's one list-query parser. */
export const adminOrganizationListQuerySchema = listQuerySchema<Sort, Filter, Search>(
  adminOrganizationListSpec,
);

const listDescription =
  'Platform admins. One page of organisations with their status, type and open tasks, sorted and filtered by the ' +
  'query (page, pageSize, sort, filter.<field>, search.<field>); an unknown sort or filter answers 400.';
const list = (path: string, operationId: string, summary: string) =>
  contract({
    method: 'GET',
    path,
    operationId,
    tags: adminTags,
    summary,
    description: listDescription,
    query: adminOrganizationListQuerySchema,
    responses: { 200: paginatedSchema(adminOrganizationListItemSchema), ...refusals(400, 401, 403) },
  });

/** The body of each decision: a comment is optional on approval (so is the whole body), required on rejection. */
const bodies = { approve: reviewBodySchema.nullish(), reject: rejectBodySchema } as const;
const decisionResponses = { 200: organizationSchema, ...refusals(400, 401, 403, 404, 409) };

const decide = <const D extends 'approve' | 'reject'>(decision: D) => ({
  organization: contract({
    method: 'PUT',
    path: `/organization/:id/${decision}`,
    operationId: `${decision}Organization`,
    description:
      'Platform admins decide on an organisation waiting for approval; its admins are told by mail. ' +
      (decision === 'approve'
        ? 'Approval starts its journey and sends the invitations its members are waiting for. '
        : 'A rejection needs a comment, which the organisation reads. ') +
      '409 when it was decided already (also by another admin at the same time).',
    tags: adminTags,
    summary:
      decision === 'approve'
        ? 'Approve a pending organisation (platform admins; optional comment)'
        : 'Reject a pending organisation (platform admins; comment required)',
    params: z.strictObject({ id: z.uuid() }),
    body: bodies[decision],
    responses: decisionResponses,
  }),
  changeRequest: contract({
    method: 'PUT',
    path: `/organization/:id/changeRequest/:requestId/${decision}`,
    operationId: `${decision}ChangeRequest`,
    description:
      'Platform admins decide on the change of master data an approved organisation asked for; its admins are ' +
      'told by mail. 409 when the request was decided already or is no longer the open one.',
    tags: adminTags,
    summary:
      decision === 'approve'
        ? 'Approve the open change request: its data become the organisation’s (platform admins)'
        : 'Reject the open change request: the organisation keeps its data (platform admins; comment required)',
    params: z.strictObject({ id: z.uuid(), requestId: z.uuid() }),
    body: bodies[decision],
    responses: decisionResponses,
  }),
});

export const adminOrganizationContracts = {
  list: {
    all: list('/admin/organization', 'listOrganizations', 'All organisations (platform admins)'),
    tasks: list(
      '/admin/organization/tasks',
      'listOrganizationTasks',
      'Organisations waiting for a decision: approval pending or an open change request',
    ),
  },
  approve: decide('approve'),
  reject: decide('reject'),
  signals: contract({
    method: 'GET',
    path: '/admin/organization/:id/signals',
    operationId: 'getOrganizationSignals',
    description:
      'Platform admins. What the approval screen shows of the person who created the organisation: how many ' +
      'organisations created in the last 30 days they belong or belonged to (with this account or a deleted one of ' +
      'the same address), how many accounts of their address were deleted (by a keyed hash of the address), and ' +
      'whether the address is at a free-mail provider. Signals of a coalition of organisations built to read a ' +
      'peer’s figures, not verdicts.',
    tags: adminTags,
    summary: 'Signals for the review of an organisation: its creator’s organisations and deleted accounts',
    params: z.strictObject({ id: z.uuid() }),
    responses: { 200: organizationSignalsSchema, ...refusals(400, 401, 403, 404) },
  }),
};
