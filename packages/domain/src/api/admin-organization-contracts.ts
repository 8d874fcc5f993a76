import { z } from 'zod';
import { listQuerySchema } from '../list-query';
import { paginatedSchema } from '../pagination';
import { contract } from './contract';
import { refusals } from './errors';
import {
  adminOrganizationListItemSchema,
  adminOrganizationListSpec,
  organizationSchema,
  rejectBodySchema,
  reviewBodySchema,
} from './organization';

/** The office's organisation calls (docs/decisions/007-organisations.md): both lists and the four decisions. */
const tags = ['admin-organization'];

type Sort = (typeof adminOrganizationListSpec.sortable)[number];
type Filter =
  | keyof typeof adminOrganizationListSpec.exactFilters
  | (typeof adminOrganizationListSpec.regexFilters)[number];
type Search = (typeof adminOrganizationListSpec.searchable)[number];
/** The query string of both admin lists, parsed by the domain's one list-query parser. */
export const adminOrganizationListQuerySchema = listQuerySchema<Sort, Filter, Search>(
  adminOrganizationListSpec,
);

const list = (path: string, summary: string) =>
  contract({
    method: 'GET',
    path,
    tags,
    summary,
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
    all: list('/admin/organization', 'All organisations (platform admins)'),
    tasks: list(
      '/admin/organization/tasks',
      'Organisations waiting for a decision: approval pending or an open change request',
    ),
  },
  approve: decide('approve'),
  reject: decide('reject'),
};
