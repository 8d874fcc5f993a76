import { z } from 'zod';
import { authPaths } from './auth-paths';
import {
  magicLinkRequestSchema,
  signInPreviewRequestSchema,
  signInPreviewSchema,
  verifyRequestSchema,
  verifyResponseSchema,
} from './auth';
import { contract } from './contract';
import { refusals } from './errors';
import { personalDataSchema } from './privacy';
import { profileSchema, userSchema } from './user';

/** Sign-in by magic link, the session's refresh and its end, and the CSRF token (docs/security.md 1–9). */
const authTags = ['auth'] as const;

/** The signed-in user's own calls (the profile; its data and deletion: docs/security.md 30). */
const userTags = ['user'] as const;

export const accountContracts = {
  csrf: contract({
    operationId: 'getCsrfToken',
    description:
      'Anyone may call it. Answers a token bound to the current session (or to none before sign-in) and sets it as the XSRF-TOKEN cookie (__Host-XSRF-TOKEN over https). Every changing call sends it back in the X-XSRF-TOKEN header; fetch a new one after signing in or out.',
    method: 'GET',
    path: authPaths.csrf,
    tags: authTags,
    summary: 'Issue a CSRF token (also set as the XSRF-TOKEN cookie) bound to the current session or to none',
    responses: { 200: z.object({ token: z.string() }) },
  }),
  magicLink: contract({
    operationId: 'requestSignInLink',
    description:
      'Anyone may call it, with the CSRF token. Sends a single-use sign-in link to the address; the answer is 204 for every well-formed address, known or not, so that it tells nobody who has an account. Limited per address and per client address (429 with Retry-After).',
    method: 'POST',
    path: authPaths.magicLink,
    tags: authTags,
    summary: 'Send a sign-in link by e-mail; answers the same for every well-formed address',
    body: magicLinkRequestSchema,
    responses: { 204: z.undefined(), ...refusals(400, 403, 429) },
  }),
  verify: contract({
    operationId: 'signInWithLink',
    description:
      'Anyone may call it, with the CSRF token. Consumes the token of a sign-in link once and starts a session: the access and refresh cookies are set and the user is answered. A used, expired or unknown token answers 400. A link opened in a browser that did not ask for it (the sign-in cookie set by POST /api/auth/magic-link is missing or names another request) or that is signed in as someone else answers 409 CONFIRMATION_REQUIRED and spends nothing, unless the body says `confirm: true` after the person saw POST /api/auth/verify/preview.',
    method: 'POST',
    path: authPaths.verify,
    tags: authTags,
    summary: 'Sign in with the token of a magic link (single use); starts a new session',
    body: verifyRequestSchema,
    responses: { 200: verifyResponseSchema, ...refusals(400, 403, 409) },
  }),
  verifyPreview: contract({
    operationId: 'previewSignInWithLink',
    description:
      'Anyone may call it, with the CSRF token. Tells whom the token of a sign-in link would sign in and who is signed in in this browser now, without spending the token: for the confirmation a browser shows before it switches accounts. A used, expired or unknown token answers 400.',
    method: 'POST',
    path: authPaths.verifyPreview,
    tags: authTags,
    summary: 'Whom a sign-in link would sign in, and who is signed in now (spends nothing)',
    body: signInPreviewRequestSchema,
    responses: { 200: signInPreviewSchema, ...refusals(400, 403) },
  }),
  refresh: contract({
    operationId: 'refreshSession',
    description:
      'Called with the refresh cookie when the access cookie has expired. Rotates the refresh token (a reused one ends the session) and sets new cookies; no body either way. 401 when there is no valid session.',
    method: 'POST',
    path: authPaths.refresh,
    tags: authTags,
    summary: 'Rotate the refresh token and issue a new access token (cookies only, no body)',
    responses: { 204: z.undefined(), ...refusals(401, 403) },
  }),
  logout: contract({
    operationId: 'signOut',
    description:
      'Ends the session on the server and clears the cookies; answers 204 also when nobody was signed in. Needs the CSRF token, so that no other site can sign a user out.',
    method: 'POST',
    path: authPaths.logout,
    tags: authTags,
    summary: 'Sign out: revoke the session on the server and clear the cookies',
    responses: { 204: z.undefined(), ...refusals(403) },
  }),

  // The signed-in user's own calls.
  me: contract({
    operationId: 'getCurrentUser',
    description:
      "The signed-in user's account: e-mail address, name, phone number and whether they are a platform admin. 401 without a session.",
    method: 'GET',
    path: '/user/me',
    tags: userTags,
    summary: 'The signed-in user',
    responses: { 200: userSchema, ...refusals(401) },
  }),
  updateProfile: contract({
    operationId: 'updateProfile',
    description:
      'The signed-in user changes their first name, last name and phone number; every field is required and checked (400 with the fields named). Answers the updated user.',
    method: 'PUT',
    path: '/user/me',
    tags: userTags,
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
    tags: userTags,
    summary: 'Everything stored about the signed-in user, as a JSON file (privacy)',
    responses: { 200: personalDataSchema, ...refusals(401) },
  }),
  deleteAccount: contract({
    operationId: 'deleteAccount',
    description:
      'The signed-in user deletes their account: profile, sessions and memberships go; their organisations and what was recorded for them stay. 409 while they are the last admin of an organisation with other members.',
    method: 'DELETE',
    path: '/user/me',
    tags: userTags,
    summary:
      'Delete the account: profile, sessions and memberships; the organisations and their records stay',
    responses: { 204: z.undefined(), ...refusals(401, 403, 409) },
  }),
};
