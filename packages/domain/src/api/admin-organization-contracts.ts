import { z } from 'zod';
import { listQuerySchema } from '../list-query';
import { paginatedSchema } from '../pagination';
import { contract } from './contract';
import { refusals } from './errors';
import {
  adminOrganizationListItemSchema,
  adminOrganizationListSpec,
  organizationSchema,
  organizationSignalsSchema,
  rejectBodySchema,
  reviewBodySchema,
} from './organization';

/** The office's organisation calls (docs/decisions/007-organisations.md): both lists and the four decisions. */
const tags = ['admin-organization'] as const;

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
    tags,
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
    tags,
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
    tags,
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
    tags,
    summary: 'Signals for the review of an organisation: its creator’s organisations and deleted accounts',
    params: z.strictObject({ id: z.uuid() }),
    responses: { 200: organizationSignalsSchema, ...refusals(400, 401, 403, 404) },
  }),
};
