import { apiErrorSchema, profileSchema, userSchema } from '@cert/domain';
import type { App } from '../../app';
import { unauthenticated } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
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
}
