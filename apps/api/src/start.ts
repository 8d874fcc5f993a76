import { setTimeout as delay } from 'node:timers/promises';
import { buildApp } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { deliverDueMails, MAIL_DELIVERY_INTERVAL_MS } from './lib/mail-outbox';
import { mailOpenedLevels, OPENING_MAIL_INTERVAL_MS } from './modules/journey';
import { PURGE_INTERVAL_MS, purgeExpired } from './modules/retention';

/** How long a closing instance waits for its background jobs (below the systemd unit's TimeoutStopSec). */
const CLOSE_WAIT_MS = 15_000;

/**
 * The platform as a process: the app on the database server.ts opened, its timers, its signals and its listening
 * port. Loaded by server.ts once the database is on its way.
 */
export async function start(config: Config, database: DatabaseHandle) {
  const app = await buildApp(config, { database, closeDatabase: true });
  // The timers' jobs: a closing app starts no new one and waits for those under way before its database closes (a
  // stop right after the start met the first purge still running); a mail round ends after the mail it is sending.
  const stopping = new AbortController();
  const running = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  const every = (intervalMs: number, job: () => Promise<void>) => {
    const run = () => {
      if (stopping.signal.aborted) return;
      const done = job().finally(() => running.delete(done));
      running.add(done);
    };
    timers.push(setInterval(run, intervalMs).unref());
    return run;
  };
  // Hourly: mail organisations whose waiting period ended (ADR 014); each instance may run it, the rows are claimed.
  const mailOpenings = every(OPENING_MAIL_INTERVAL_MS, () =>
    mailOpenedLevels(
      { db: app.db, mailer: app.mailer, publicUrl: config.publicUrl, stop: stopping.signal },
      app.clock.now(),
    ).then(
      () => undefined,
      (error: unknown) => app.log.error({ err: error }, 'waiting-period mails failed'),
    ),
  );
  // Every few seconds: the promised mails the mail server did not take yet (docs/decisions/063-mail-outbox.md); every
  // instance may run it, a mail is claimed by one.
  every(MAIL_DELIVERY_INTERVAL_MS, () =>
    deliverDueMails({
      db: app.db,
      mailer: app.directMailer,
      log: app.log,
      now: () => app.clock.now(),
      stop: stopping.signal,
    }).then(
      () => undefined,
      (error: unknown) => app.log.error({ err: error }, 'mail delivery round failed'),
    ),
  );
  // Hourly: delete what is past its retention (ADR 017); idempotent, so every instance may run it.
  const purge = every(PURGE_INTERVAL_MS, () =>
    purgeExpired(app.db, app.clock.now()).then(
      (counts) => app.log.info({ purged: counts }, 'retention purge'),
      (error: unknown) => app.log.error({ err: error }, 'retention purge failed'),
    ),
  );
  app.addHook('onClose', async () => {
    stopping.abort();
    for (const timer of timers) clearInterval(timer);
    // Bounded: a mail server that does not answer must not hold the stop past the service manager's stop timeout
    // (deploy/systemd), whose kill would cut PGlite's flush of its data folder; what is cut off is done again later.
    const finished = await Promise.race([
      Promise.all(running).then(() => true),
      delay(CLOSE_WAIT_MS, false, { ref: false }),
    ]);
    if (!finished) app.log.warn(`background jobs still running after ${CLOSE_WAIT_MS} ms; closing anyway`);
  });
  // `npm start` forwards signals and a terminal's Ctrl-C reaches the whole process group too:
  // a repeated signal must not cut the graceful close (PGlite flushes its data folder on close).
  let closing = false;
  const shutdown = () => {
    if (closing) return;
    closing = true;
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  mailOpenings();
  purge();
  const engine = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const mail = config.smtpUrl
    ? 'SMTP (SMTP_URL)'
    : `Outbox ${config.dataDir}/outbox (Anmeldelinks erscheinen auch hier im Log)`;
  console.log(
    [
      '',
      `Zertifizierungsplattform läuft auf ${config.publicUrl}`,
      `  Datenbank: ${engine}`,
      `  E-Mail:    ${mail}`,
      `  Anmelden:  ${config.publicUrl}/login – die Adresse eingeben, dann den Link aus der Outbox öffnen.`,
      // stdout is the log: the count, not the addresses (docs/decisions/018-observability.md).
      config.adminEmails.length
        ? `  Admins:    ${config.adminEmails.length} Adresse(n) aus ADMIN_EMAILS`
        : '  Admins:    keine (ADMIN_EMAILS setzen)',
      '',
    ].join('\n'),
  );
}
