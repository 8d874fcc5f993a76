// The restore drill of docs/operations.md ("Backups", "Restore drill"), automated (issue 56, item 4): a backup taken
// as the operator takes it is restored into a new database, the built server starts on it, and what a user holds
// is there: the submission with its answers and result, the certificate document, and the Open Badge, which still
// verifies. On PostgreSQL with pg_dump and pg_restore; on the embedded default with a copy of the stopped data folder.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaires, type CredentialVerification, type QuestionnaireRecord } from '@cert/domain';
import { extremeAnswers } from '@cert/domain/testing';
import { certificateCredentialPath, certificateDocumentPath } from '@cert/domain/contracts';
import { freePort, killAllApis, requireBuiltApi, startApi, type ApiServer } from './support/api-server';
import { Browser, signIn } from './support/browser';
import { createDatabase, noPostgresReason, serverUrl, type TestDatabase } from './support/postgres';
import { apiBase, approvedProcurer, KIND } from './support/procurer';

const run = promisify(execFile);
const pgBin = (name: string) => path.join('/usr/lib/postgresql/15/bin', name);
const ADMIN = 'leitstelle@wiederherstellung.example';
const MEMBER = 'vergabe@wiederherstellung.example';
/** Every scored answer at its best: the office questionnaire passes, bronze with its certificate. */
const passingAnswers = extremeAnswers(questionnaires[KIND].definition, 'max');

/** What a user holds before the backup, to compare after the restore. */
type Held = { organizationId: string; submission: QuestionnaireRecord; credential: unknown };

/** Signs in, submits a complete questionnaire (bronze, with its certificate) and keeps what the user sees. */
async function arrange(server: ApiServer, dataDir: string): Promise<Held> {
  const member = new Browser(server.base);
  const admin = new Browser(server.base);
  await signIn(member, dataDir, MEMBER);
  await signIn(admin, dataDir, ADMIN);
  const organizationId = await approvedProcurer(member, admin);
  const created = await member.expectOk<QuestionnaireRecord>(
    member.post(`${apiBase}/draft`, { meta: { organization: organizationId } }),
    201,
  );
  const submitted = await member.expectOk<QuestionnaireRecord>(
    member.put(`${apiBase}/draft/${created._id}/submit`, { ...passingAnswers, version: created.version }),
  );
  expect(submitted.meta.state).toBe('PASSED');
  const credential = await member.expectOk(
    member.get(certificateCredentialPath('bronze-office', organizationId)),
  );
  return { organizationId, submission: submitted, credential };
}

/** On the restored server, a fresh sign-in finds everything the user held, and the Open Badge verifies. */
async function expectRestored(server: ApiServer, dataDir: string, held: Held) {
  const member = new Browser(server.base);
  await signIn(member, dataDir, MEMBER);
  const read = await member.expectOk<QuestionnaireRecord>(member.get(`${apiBase}/${held.submission._id}`));
  // Every answer, the result and the bookkeeping as they were.
  expect(read).toMatchObject(held.submission);
  expect(read.meta.state).toBe('PASSED');
  expect(read.general).toEqual(passingAnswers.general);

  const pdf = await member.get(certificateDocumentPath('bronze-office', held.organizationId));
  expect(pdf.status).toBe(200);
  expect(pdf.headers.get('content-type')).toContain('application/pdf');
  expect(pdf.text.startsWith('%PDF-')).toBe(true);

  // The same signed document on every download, before and after.
  const credential = await member.expectOk(
    member.get(certificateCredentialPath('bronze-office', held.organizationId)),
  );
  expect(credential).toEqual(held.credential);
  const anonymous = new Browser(server.base);
  await anonymous.expectOk(anonymous.get('/api/auth/csrf'));
  const check = await anonymous.expectOk<CredentialVerification>(
    anonymous.post('/api/credentials/verify', { credential: JSON.stringify(credential) }),
  );
  expect(check.check).toBe('valid');
  expect(check.certificate).toMatchObject({ level: 'bronze-office' });
}

describe('the restore drill', () => {
  const folders: string[] = [];
  const databases: TestDatabase[] = [];
  const folder = (name: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), `system-restore-${name}-`));
    folders.push(dir);
    return dir;
  };

  beforeAll(() => requireBuiltApi());
  afterAll(async () => {
    await killAllApis();
    for (const database of databases) await database.drop();
    for (const dir of folders) rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(!serverUrl)(
    `PostgreSQL: a pg_dump restored into a new database serves the submission, the certificate and a valid Open Badge${serverUrl ? '' : ` (${noPostgresReason})`}`,
    async () => {
      const database = await createDatabase(serverUrl!);
      databases.push(database);
      // DATA_DIR keeps the outbox of sign-in links and the development credential key; the operator backs the key
      // up apart from the database (docs/operations.md), so the restored server gets the same folder.
      const dataDir = folder('pg');
      const env = { ADMIN_EMAILS: ADMIN };
      // The same address as before (PUBLIC_URL): it names the credentials' issuer.
      const port = await freePort();
      const original = await startApi({ dataDir, databaseUrl: database.url, env, port });
      const held = await arrange(original, dataDir);

      const dump = path.join(folder('dump'), 'zertifizierung.dump');
      await run(pgBin('pg_dump'), ['--format=custom', `--file=${dump}`, database.url]);
      await original.stop();
      const restored = await createDatabase(serverUrl!);
      databases.push(restored);
      await run(pgBin('pg_restore'), ['--no-owner', `--dbname=${restored.url}`, dump]);
      // The original is gone: whatever the restored server shows comes from the dump.
      await database.drop();

      const server = await startApi({ dataDir, databaseUrl: restored.url, env, port });
      await expectRestored(server, dataDir, held);
      await server.stop();
    },
  );

  it('PGlite: a copy of the stopped data folder serves the submission, the certificate and a valid Open Badge', async () => {
    const dataDir = folder('pglite');
    const env = { ADMIN_EMAILS: ADMIN };
    const port = await freePort();
    const original = await startApi({ dataDir, env, port });
    const held = await arrange(original, dataDir);
    // Stopped first (SIGTERM: PGlite flushes its folder), then copied, as docs/operations.md says.
    await original.stop();
    const copy = folder('pglite-copy');
    cpSync(dataDir, copy, { recursive: true });
    rmSync(dataDir, { recursive: true, force: true });

    const server = await startApi({ dataDir: copy, env, port });
    await expectRestored(server, copy, held);
    await server.stop();
  });
});
