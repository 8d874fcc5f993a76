import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { outboxMailer, type PromisedMailer } from '../lib/mail-outbox';
import { createMailer, type Mailer } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The mails the platform promises (decisions, invitations, notices): recorded in the outbox, tried at once and
     * again until the mail server takes them (docs/decisions/063-mail-outbox.md).
     */
    mailer: PromisedMailer;
    /** Straight to the mail server, nothing kept: sign-in links alone (the person waits and can ask again). */
    directMailer: Mailer;
  }
}

export const mailerPlugin = fp(
  async (app: FastifyInstance) => {
    const direct = createMailer(app.config);
    app.decorate('directMailer', direct);
    app.decorate(
      'mailer',
      outboxMailer({
        db: app.db,
        mailer: direct,
        log: app.log,
        now: () => app.clock.now(),
        host: new URL(app.config.publicUrl).hostname,
      }),
    );
    app.addHook('onClose', async () => direct.close());
    if (direct.kind === 'outbox' && app.config.secureCookies) {
      app.log.warn('SMTP_URL is not set: mails are only written to the outbox folder and never delivered');
    }
  },
  { name: 'mailer' },
);
