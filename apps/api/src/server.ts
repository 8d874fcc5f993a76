import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(config);
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
  const database = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
  const mail = config.smtpUrl
    ? 'SMTP (SMTP_URL)'
    : `Outbox ${config.dataDir}/outbox (Anmeldelinks erscheinen auch hier im Log)`;
  console.log(
    [
      '',
      `Zertifizierungsplattform läuft auf ${config.publicUrl}`,
      `  Datenbank: ${database}`,
      `  E-Mail:    ${mail}`,
      `  Anmelden:  ${config.publicUrl}/login – die Adresse eingeben, dann den Link aus der Outbox öffnen.`,
      config.adminEmails.length
        ? `  Admins:    ${config.adminEmails.join(', ')}`
        : '  Admins:    keine (ADMIN_EMAILS setzen)',
      '',
    ].join('\n'),
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
