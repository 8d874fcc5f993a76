import { z } from 'zod';
import { contract } from './contract';
import { refusals } from './errors';
import { personalDataSchema } from './privacy';
import { profileSchema, userSchema } from './user';

/** The signed-in user's own calls (docs/product.md §7, "Authentication and profile"; privacy). */
const tags = ['user'];

export const userContracts = {
  me: contract({
    method: 'GET',
    path: '/user/me',
    tags,
    summary: 'The signed-in user',
    responses: { 200: userSchema, ...refusals(401) },
  }),
  updateProfile: contract({
    method: 'PUT',
    path: '/user/me',
    tags,
    summary: 'Update the profile (first name, last name, phone number)',
    body: profileSchema,
    responses: { 200: userSchema, ...refusals(400, 401, 403) },
  }),
  personalData: contract({
    method: 'GET',
    path: '/user/me/data',
    tags,
    summary: 'Everything stored about the signed-in user, as a JSON file (privacy)',
    responses: { 200: personalDataSchema, ...refusals(401) },
  }),
  deleteAccount: contract({
    method: 'DELETE',
    path: '/user/me',
    tags,
    summary:
      'Delete the account: profile, sessions and memberships; the organisations and their records stay',
    responses: { 204: z.undefined(), ...refusals(401, 403, 409) },
  }),
};
