import { z } from 'zod';
import { authPaths } from './auth-paths';
import { magicLinkRequestSchema, verifyRequestSchema, verifyResponseSchema } from './auth';
import { contract } from './contract';
import { refusals } from './errors';

/** Sign-in by magic link, the session's refresh and its end, and the CSRF token (docs/security.md 1–9). */
const tags = ['auth'];

export const authContracts = {
  csrf: contract({
    method: 'GET',
    path: authPaths.csrf,
    tags,
    summary: 'Issue a CSRF token (also set as the XSRF-TOKEN cookie) bound to the current session or to none',
    responses: { 200: z.object({ token: z.string() }) },
  }),
  magicLink: contract({
    method: 'POST',
    path: authPaths.magicLink,
    tags,
    summary: 'Send a sign-in link by e-mail; answers the same for every well-formed address',
    body: magicLinkRequestSchema,
    responses: { 204: z.undefined(), ...refusals(400, 403, 429) },
  }),
  verify: contract({
    method: 'POST',
    path: authPaths.verify,
    tags,
    summary: 'Sign in with the token of a magic link (single use); starts a new session',
    body: verifyRequestSchema,
    responses: { 200: verifyResponseSchema, ...refusals(400, 403) },
  }),
  refresh: contract({
    method: 'POST',
    path: authPaths.refresh,
    tags,
    summary: 'Rotate the refresh token and issue a new access token (cookies only, no body)',
    responses: { 204: z.undefined(), ...refusals(401, 403) },
  }),
  logout: contract({
    method: 'POST',
    path: authPaths.logout,
    tags,
    summary: 'Sign out: revoke the session on the server and clear the cookies',
    responses: { 204: z.undefined(), ...refusals(403) },
  }),
};
