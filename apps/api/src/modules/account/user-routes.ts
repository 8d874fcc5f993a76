import { isoDateInGermany, personalDataFileName } from '@cert/domain';
import { accountContracts as calls } from '@cert/domain/contracts';
import type { App } from '../../app-type';
import { unauthenticated } from '../../lib/http-error';
import { contentDisposition } from '../../lib/pdf/content-disposition';
import { serve } from '../../lib/serve';
import { currentUser } from './auth-plugin';
import { endSessionInBrowser } from './cookies';
import { personKey } from '../../lib/person-key';
import { deleteAccount, personalData } from './privacy';
import { toUser, updateProfile } from './users';

export async function userRoutes(app: App) {
  serve(app, calls.me, { onRequest: app.requireUser }, async (request) => currentUser(request));

  serve(app, calls.updateProfile, { onRequest: app.requireUser }, async (request) => {
    const row = await updateProfile(app.db, currentUser(request)._id, request.body, app.clock.now());
    if (!row) throw unauthenticated();
    return toUser(row);
  });

  serve(app, calls.personalData, { onRequest: app.requireUser }, async (request, reply) => {
    const now = app.clock.now();
    const data = await personalData(app.db, currentUser(request)._id, now);
    if (!data) throw unauthenticated();
    return reply
      .header(
        'content-disposition',
        contentDisposition(personalDataFileName(isoDateInGermany(now)), 'attachment'),
      )
      .send(data);
  });

  serve(app, calls.deleteAccount, { onRequest: app.requireUser }, async (request, reply) => {
    const deleted = await deleteAccount(app.db, currentUser(request)._id, {
      now: app.clock.now(),
      personKeyOf: (email) => personKey(app.config.sessionSecret, email),
    });
    if (!deleted) throw unauthenticated();
    endSessionInBrowser(reply, app.authContext);
    return reply.status(204).send();
  });
}
