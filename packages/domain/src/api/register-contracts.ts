import { z } from 'zod';
import { listQuerySchema } from '../list-query';
import { contract } from './contract';
import { refusals } from './errors';
import {
  registerChoiceBodySchema,
  registerChoiceSchema,
  registerListSchema,
  registerListSpec,
} from './register';

/**
 * The public register of certified organisations (docs/product.md, "Register"): the list anyone reads, an
 * organisation's own choice to be listed, and the office's removal of an entry.
 */
const tags = ['register'] as const;

type Sort = (typeof registerListSpec.sortable)[number];
type Filter = keyof typeof registerListSpec.exactFilters;
type Search = (typeof registerListSpec.searchable)[number];
export const registerListQuerySchema = listQuerySchema<Sort, Filter, Search>(registerListSpec);

export const registerContracts = {
  list: contract({
    operationId: 'listRegister',
    description:
      'Public. The organisations that chose to be listed and hold at least one current certificate (neither revoked ' +
      'nor expired), each with its current levels, sorted, filtered by type and level, searched by name and city ' +
      '(page, pageSize, sort, filter.<field>, search.<field>).',
    method: 'GET',
    path: '/register',
    tags,
    summary: 'The public register of certified organisations (only those that chose to be listed)',
    query: registerListQuerySchema,
    responses: { 200: registerListSchema, ...refusals(400) },
  }),
  choose: contract({
    operationId: 'chooseRegisterListing',
    description:
      "The organisation's admins choose whether it is listed in the public register; the choice and its date are " +
      'kept in its audit log. Anyone else: 404 (403 for a member who is no admin).',
    method: 'PUT',
    path: '/organization/:id/register',
    tags,
    summary: 'List the organisation in the public register, or leave it (its admins)',
    params: z.strictObject({ id: z.uuid() }),
    body: registerChoiceBodySchema,
    responses: { 200: registerChoiceSchema, ...refusals(400, 401, 403, 404) },
  }),
  badge: contract({
    operationId: 'getCertificateBadge',
    description:
      'Public, for any website (readable from every origin): the seal of a certificate as SVG with its current state ' +
      'under it (valid until, expired, revoked), so that a badge shown elsewhere never claims more than is true. ' +
      'Kept by caches for five minutes at most. 404 for an unknown code.',
    method: 'GET',
    path: '/register/badge/:code',
    tags,
    summary: "A certificate's seal with its current state, for the organisation's website (public)",
    params: z.strictObject({ code: z.string() }),
    responses: { 200: z.any().describe('image/svg+xml'), ...refusals(404) },
  }),
  remove: contract({
    operationId: 'removeRegisterEntry',
    description:
      'Platform admins take an organisation out of the public register (kept in its audit log); it may choose to be listed again.',
    method: 'DELETE',
    path: '/admin/register/:id',
    tags,
    summary: 'Take an organisation out of the public register (platform admins)',
    params: z.strictObject({ id: z.uuid() }),
    responses: { 204: z.undefined(), ...refusals(400, 401, 403, 404) },
  }),
};
