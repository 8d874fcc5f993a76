import { z } from 'zod';
import {
  apiErrorSchema,
  isoDateInGermany,
  personalDataFileName,
  personalDataSchema,
  profileSchema,
  userSchema,
} from '@cert/domain';
import type { App } from '../../app-type';
import { unauthenticated } from '../../lib/http-error';
import { contentDisposition } from '../../lib/pdf/content-disposition';
import { currentUser } from '../../plugins/auth';
import { endSessionInBrowser } from '../auth/cookies';
import { deleteAccount, personalData } from './privacy';
import { toUser, updateProfile } from './repository';

const tags = ['user'];

export async function userRoutes(app: App) {
  app.get(
    '/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The signed-in user',
        response: { 200: userSchema, 401: apiErrorSchema },
      },
    },
    async (request) => currentUser(request),
  );

  app.put(
    '/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Update the profile (first name, last name, phone number)',
        body: profileSchema,
        response: { 200: userSchema, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) => {
      const row = await updateProfile(app.db, currentUser(request)._id, request.body, app.clock.now());
      if (!row) throw unauthenticated();
      return toUser(row);
    },
  );

  app.get(
    '/me/data',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'Everything stored about the signed-in user, as a JSON file (privacy)',
        response: { 200: personalDataSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const now = app.clock.now();
      const data = await personalData(app.db, currentUser(request)._id, now);
      if (!data) throw unauthenticated();
      return reply
        .header(
          'content-disposition',
          contentDisposition(personalDataFileName(isoDateInGermany(now)), 'attachment'),
        )
        .send(data);
    },
  );

  app.delete(
    '/me',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary:
          'Delete the account: profile, sessions and memberships; the organisations and their records stay',
        response: { 204: z.undefined(), 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      if (!(await deleteAccount(app.db, currentUser(request)._id))) throw unauthenticated();
      endSessionInBrowser(reply, app.authContext);
      return reply.status(204).send();
    },
  );
}
