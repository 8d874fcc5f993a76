import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const mailer = createMailer(app.config);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
    if (mailer.kind === 'outbox' && app.config.secureCookies) {
      app.log.warn('SMTP_URL is not set: mails are only written to the outbox folder and never delivered');
    }
  },
  { name: 'mailer' },
);
