import { z } from 'zod';
import { contract } from './contract';
import { refusals } from './errors';
import { personalDataSchema } from './privacy';
import { profileSchema, userSchema } from './user';

/** The signed-in user's own calls (docs/product.md §7, "Authentication and profile"; privacy). */
const tags = ['user'] as const;

export const userContracts = {
  me: contract({
    operationId: 'getCurrentUser',
    description:
      "The signed-in user's account: e-mail address, name, phone number and whether they are a platform admin. 401 without a session.",
    method: 'GET',
    path: '/user/me',
    tags,
    summary: 'The signed-in user',
    responses: { 200: userSchema, ...refusals(401) },
  }),
  updateProfile: contract({
    operationId: 'updateProfile',
    description:
      'The signed-in user changes their first name, last name and phone number; every field is required and checked (400 with the fields named). Answers the updated user.',
    method: 'PUT',
    path: '/user/me',
    tags,
    summary: 'Update the profile (first name, last name, phone number)',
    body: profileSchema,
    responses: { 200: userSchema, ...refusals(400, 401, 403) },
  }),
  personalData: contract({
    operationId: 'downloadPersonalData',
    description:
      'Everything the platform stores about the signed-in user (account, sessions, memberships, invitations, records they made), as a JSON file to download (GDPR Art. 15 and 20).',
    method: 'GET',
    path: '/user/me/data',
    tags,
    summary: 'Everything stored about the signed-in user, as a JSON file (privacy)',
    responses: { 200: personalDataSchema, ...refusals(401) },
  }),
  deleteAccount: contract({
    operationId: 'deleteAccount',
    description:
      'The signed-in user deletes their account: profile, sessions and memberships go; their organisations and what was recorded for them stay. 409 while they are the last admin of an organisation with other members.',
    method: 'DELETE',
    path: '/user/me',
    tags,
    summary:
      'Delete the account: profile, sessions and memberships; the organisations and their records stay',
    responses: { 204: z.undefined(), ...refusals(401, 403, 409) },
  }),
};
