// docs/security.md 26: submit and upload are transactions. The server is SIGKILLed in the middle of them, restarted,
// and the database holds either all of the write or none of it; the same write then succeeds (issue 9, ADR 019).
// One test file per engine (faults-pglite.test.ts, faults-postgres.test.ts), so that the two run side by side. (Two
// PGlite files, one per write, ran no faster: each PGlite server keeps a core busy.)
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAllApis, requireBuiltApi, sleep, startApi, type ApiServer } from './api-server';
import { Browser, signIn } from './browser';
import { decisionState, inspect, storedReports, submitState, type Engine, type SubmitState } from './inspect';
import {
  createDatabase,
  noPostgresReason,
  serverUrl,
  waitForLockWait,
  waitForNoOtherBackends,
  waitForQuiet,
  withClient,
  type TestDatabase,
} from './postgres';
import { completeDraft, pendingProcurer, submit, type Draft } from './procurer';
import { largePdf, slowUpload } from './slow-upload';

const MEMBER = 'vergabe@ausfall.example';
const ADMIN = 'leitstelle@ausfall.example';
/** Large enough that its way through multipart, the PDF check and the INSERT takes a while (limit: 20 MB). */
const REPORT_BYTES = 15 * 1024 * 1024;

/**
 * All or nothing: a draft still has the saved version and no result, and its journey row was never rewritten;
 * a submitted questionnaire has its result, and the journey and certificates were rewritten in the same
 * transaction (same moment, a certificate exactly when the result completed bronze). Returns whether it went in.
 */
function expectAllOrNothing(state: SubmitState, draft: Draft): boolean {
  if (state.submitted_at === null) {
    expect(state).toMatchObject({ version: draft.version, state: 'IN_DRAFT', evaluated: false });
    expect(state.scoring_version).toBeNull();
    expect(state).toMatchObject({ progress: 'none', certificates: 0 });
    expect(state.journey_updated_at.getTime()).toBe(state.journey_created_at.getTime());
    return false;
  }
  expect(state).toMatchObject({ version: draft.version + 1, evaluated: true });
  expect(['PASSED', 'FAILED']).toContain(state.state);
  expect(state.scoring_version).not.toBeNull();
  const submittedAt = state.submitted_at.getTime();
  expect(state.journey_updated_at.getTime()).toBe(submittedAt);
  expect(state.last_activity_at.getTime()).toBe(submittedAt);
  const passed = state.state === 'PASSED';
  expect(state).toMatchObject({ progress: passed ? 'bronze' : 'none', certificates: passed ? 1 : 0 });
  return true;
}

/** The kill tests on one engine; on PostgreSQL skipped with the reason when no server is configured. */
export function describeFaults(name: Engine['name']): void {
  if (name === 'postgres' && !serverUrl) console.warn(`faults-postgres.test.ts: ${noPostgresReason}`);
  describe.skipIf(name === 'postgres' && !serverUrl)(`SIGKILL of the server during writes, ${name}`, () => {
    let dataDir: string;
    let database: TestDatabase | undefined;
    let engine: Engine;
    let server: ApiServer;
    const member = new Browser('');
    const admin = new Browser('');

    async function start() {
      server = await startApi({ dataDir, databaseUrl: database?.url, env: { ADMIN_EMAILS: ADMIN } });
      member.base = admin.base = server.base;
    }

    beforeAll(async () => {
      requireBuiltApi();
      dataDir = mkdtempSync(path.join(tmpdir(), `system-faults-${name}-`));
      if (name === 'postgres') {
        database = await createDatabase(serverUrl!);
        engine = { name, dataDir, databaseUrl: database.url, database: database.name };
      } else {
        engine = { name, dataDir };
      }
      await start();
      // Sessions live in the database: both stay signed in across every restart below.
      await signIn(member, dataDir, MEMBER);
      await signIn(admin, dataDir, ADMIN);
    });

    afterAll(async () => {
      await killAllApis();
      await database?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    });

    /** The kill's outcome checked in the database, then the server restarted and the submit sent again. */
    async function expectIntactAfterKill(draft: Draft, acknowledged: boolean) {
      const state = await inspect(engine, (query) => submitState(query, draft.id));
      const submitted = expectAllOrNothing(state, draft);
      // What the server confirmed before it died is there.
      if (acknowledged) expect(submitted).toBe(true);
      await start();
      const again = await submit(member, draft);
      expect(again.status, again.text).toBe(submitted ? 409 : 200);
      return submitted;
    }

    if (name === 'pglite')
      it('a submit killed at 0 to 150 % of its measured duration is all there or not there', async () => {
        // PGlite has no second connection to hold the transaction at a chosen point: the kills are spread over
        // the time a submit takes instead, and each restart opens the folder a SIGKILL left behind.
        const reference = await completeDraft(member, admin);
        const startedAt = performance.now();
        await member.expectOk(submit(member, reference));
        const duration = performance.now() - startedAt;

        const outcomes: string[] = [];
        // 150 %: usually answered just before the kill; an acknowledged submit must survive it (durability).
        for (const share of [0, 0.75, 1.5]) {
          const draft = await completeDraft(member, admin);
          const reply = submit(member, draft).then(
            (res) => res.status,
            () => undefined,
          );
          await sleep(share * duration);
          await server.kill();
          const status = await reply;
          const submitted = await expectIntactAfterKill(draft, status === 200);
          outcomes.push(`${Math.round(share * duration)} ms: ${submitted ? 'submitted' : 'draft'}`);
        }
        console.info(`PGlite submit (${Math.round(duration)} ms) killed at ${outcomes.join(', ')}`);
      });

    if (name === 'postgres')
      it('a submit killed inside its transaction, after its first writes, leaves the draft as it was', async () => {
        const draft = await completeDraft(member, admin);
        await withClient(database!.url, async (locker) => {
          // The submit writes the journey row last: a table lock that lets reads pass stops it after its other writes.
          await waitForQuiet(locker, database!.name);
          await locker.query('BEGIN');
          await locker.query('LOCK TABLE journeys IN SHARE MODE');
          const reply = submit(member, draft).then(
            (res) => res.status,
            () => undefined,
          );
          const waiting = await waitForLockWait(locker, database!.name, 'journeys');
          expect(waiting.writtenTables).toContain('questionnaires');
          await server.kill();
          await locker.query('ROLLBACK');
          expect(await reply).toBeUndefined();
          await waitForNoOtherBackends(locker, database!.name);
        });
        expect(await expectIntactAfterKill(draft, false)).toBe(false);
        const state = await inspect(engine, (query) => submitState(query, draft.id));
        expect(expectAllOrNothing(state, draft)).toBe(true);
      });

    // On PostgreSQL, the production engine; the outbox's SQL runs on PGlite in apps/api/test/mail/outbox.test.ts, and
    // each PGlite restart here would cost seconds of the CI budget.
    if (name === 'postgres')
      it('an approval killed at 50 to 300 % of its duration: approved exactly when its mail is recorded (security.md 52)', async () => {
        // The mails of a decision are recorded in its transaction (docs/decisions/063-mail-outbox.md): whenever the
        // server dies, before or right after the commit, an approved organisation has its mail waiting or sent.
        const reference = await pendingProcurer(member);
        const startedAt = performance.now();
        await admin.expectOk(admin.put(`/api/organization/${reference}/approve`, {}));
        const duration = performance.now() - startedAt;
        expect(await inspect(engine, (query) => decisionState(query, reference))).toEqual({
          status: 'Approved',
          mails: 1,
        });
        const outcomes: string[] = [];
        // Up to three times its duration: the later kills land after the commit, while its mail is being tried.
        for (const share of [0.5, 1, 2, 3]) {
          const organization = await pendingProcurer(member);
          const reply = admin.put(`/api/organization/${organization}/approve`, {}).then(
            (res) => res.status,
            () => undefined,
          );
          await sleep(share * duration);
          await server.kill();
          const status = await reply;
          const state = await inspect(engine, (query) => decisionState(query, organization));
          expect(state).toEqual(
            state.status === 'Approved' ? { status: 'Approved', mails: 1 } : { status: 'Pending', mails: 0 },
          );
          // What the server confirmed before it died is there.
          if (status === 200) expect(state.status).toBe('Approved');
          outcomes.push(`${Math.round(share * duration)} ms: ${state.status}`);
          await start();
        }
        console.info(`${engine.name} approval (${Math.round(duration)} ms) killed at ${outcomes.join(', ')}`);
      });

    it('an upload killed mid-body or right after it stores the whole report or nothing; the upload works again', async () => {
      const pdf = await largePdf(REPORT_BYTES);
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      let acknowledged = 0;
      const expectWholeReports = async (atMost: number) => {
        const reports = await inspect(engine, storedReports);
        for (const report of reports) {
          expect(report).toMatchObject({ size: pdf.length, length: pdf.length, sha256, actual: sha256 });
        }
        expect(reports.length).toBeGreaterThanOrEqual(acknowledged);
        expect(reports.length).toBeLessThanOrEqual(atMost);
        return reports.length;
      };

      // Mid-body: half of the file is on its way, the server dies.
      const half = slowUpload(server.base, admin, pdf, 0.5);
      await half.sent;
      await server.kill();
      half.abort();
      expect((await half.done).status).toBeUndefined();
      expect(await expectWholeReports(0)).toBe(0);
      await start();

      // Right after the body: on PostgreSQL held at the INSERT by a table lock, on PGlite killed at once.
      if (engine.name === 'postgres') {
        await withClient(database!.url, async (locker) => {
          await waitForQuiet(locker, database!.name);
          await locker.query('BEGIN');
          await locker.query('LOCK TABLE workshop_reports IN SHARE MODE');
          const upload = slowUpload(server.base, admin, pdf);
          await upload.sent;
          await waitForLockWait(locker, database!.name, 'workshop_reports');
          await server.kill();
          await locker.query('ROLLBACK');
          expect((await upload.done).status).toBeUndefined();
          await waitForNoOtherBackends(locker, database!.name);
        });
        expect(await expectWholeReports(0)).toBe(0);
      } else {
        const upload = slowUpload(server.base, admin, pdf);
        await upload.sent;
        await server.kill();
        if ((await upload.done).status === 201) acknowledged++;
        await expectWholeReports(1);
      }
      await start();

      const again = slowUpload(server.base, admin, pdf, 1, 0);
      const outcome = await again.done;
      expect(outcome.status, outcome.body).toBe(201);
      acknowledged++;
      // PGlite's folder opens in the test only while no server has it.
      if (engine.name === 'pglite') await server.stop();
      await expectWholeReports(2);
    });
  });
}
