// PostgreSQL restarted under the running API (issue 9, ADR 019): while it is down, requests fail at once with the
// generic error and /api/ready answers 503; the process lives on; afterwards the same requests succeed and every
// draft save the API acknowledged is still there. A throwaway cluster: the shared one on 5432 stays untouched.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, errorMessages, type QuestionnaireRecord } from '@cert/domain';
import { killAllApis, requireBuiltApi, sleep, startApi, type ApiServer } from './support/api-server';
import { Browser, signIn, type Reply } from './support/browser';
import { createCluster, noPostgresReason, serverUrl, withClient, type Cluster } from './support/postgres';
import { apiBase, approvedProcurer, completeAnswers } from './support/procurer';

if (!serverUrl) console.warn(`postgres-restart.test.ts: ${noPostgresReason}`);

const ADMIN = 'leitstelle@neustart.example';
/** Longest a request may take while the database is away: failing fast, never hanging. */
const MAX_REQUEST_MS = 6_000;
const DRAFTS = 3;

type Saved = { id: string; version: number; contactName: string };

const answersWith = (contactName: string) => ({
  ...completeAnswers,
  general: { ...completeAnswers.general, contactName },
});

describe.skipIf(!serverUrl)('PostgreSQL restarted under the running API', () => {
  let dataDir: string;
  let cluster: Cluster;
  let server: ApiServer;
  const member = new Browser('');

  beforeAll(async () => {
    requireBuiltApi();
    dataDir = mkdtempSync(path.join(tmpdir(), 'system-restart-'));
    cluster = await createCluster();
    server = await startApi({ dataDir, databaseUrl: cluster.url, env: { ADMIN_EMAILS: ADMIN } });
    member.base = server.base;
  });

  afterAll(async () => {
    await killAllApis();
    await cluster?.destroy();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('fails cleanly with the generic error during the outage, succeeds after it and loses no acknowledged save', async () => {
    const admin = new Browser(server.base);
    await signIn(member, dataDir, 'vergabe@neustart.example');
    await signIn(admin, dataDir, ADMIN);
    const organizationId = await approvedProcurer(member, admin);
    const drafts: Saved[] = [];
    for (let i = 0; i < DRAFTS; i++) {
      const created = await member.expectOk<QuestionnaireRecord>(
        member.post(`${apiBase}/draft`, { meta: { organization: organizationId } }),
        201,
      );
      drafts.push({ id: created._id, version: created.version, contactName: '' });
    }

    const failures: Reply[] = [];
    let slowest = 0;
    let saves = 0;
    let phase: 'before' | 'outage' | 'restarting' | 'after' = 'before';
    const succeededAfter = new Set<string>();
    /** Requests without an answer (the process died, a connection hung until the timeout) or with a wrong one. */
    const unexpected: string[] = [];
    /** One request, timed; failures are kept for the checks below. */
    const timed = async (route: string, send: () => Promise<Reply>) => {
      const startedAt = performance.now();
      const reply = await send().catch((error: Error): Reply => {
        unexpected.push(`${route}: ${error.message}`);
        return { status: 0, headers: new Headers(), body: undefined, text: '' };
      });
      slowest = Math.max(slowest, performance.now() - startedAt);
      if (reply.status === 0) return reply;
      if (reply.status >= 500) failures.push(reply);
      else if (reply.status >= 400 && reply.status !== 409) unexpected.push(`${route}: ${reply.text}`);
      else if (phase === 'after') succeededAfter.add(route);
      return reply;
    };

    let running = true;
    const saveLoop = async (draft: Saved) => {
      for (let n = 1; running; n++) {
        const contactName = `Speicherung ${n}`;
        const reply = await timed('save', () =>
          member.put(`${apiBase}/draft/${draft.id}`, { ...answersWith(contactName), version: draft.version }),
        );
        if (reply.status === 200) {
          draft.version = (reply.body as QuestionnaireRecord).version;
          draft.contactName = contactName;
          saves++;
        } else if (reply.status === 409) {
          // A save committed while its answer was lost with the connection: take up the stored version.
          const stored = await member.expectOk<QuestionnaireRecord>(member.get(`${apiBase}/${draft.id}`));
          expect(stored.version).toBeGreaterThan(draft.version);
          draft.version = stored.version;
          draft.contactName = (stored.general as { contactName: string }).contactName;
        } else {
          // A failure: checked below with the others.
          await sleep(100);
        }
      }
    };
    const readLoop = async () => {
      while (running) {
        const at = phase;
        const ready = await timed('ready', () => member.get('/api/ready'));
        if (at === 'outage' && phase === 'outage') readyInOutage.push(ready.status);
        await timed('me', () => member.get('/api/user/me'));
        await timed('list', () => member.get('/api/certifications/draft'));
        await sleep(50);
      }
    };
    const readyInOutage: number[] = [];
    const loops = Promise.all([...drafts.map(saveLoop), readLoop()]);

    let savesBefore = 0;
    let savesAfterRestart = 0;
    let healthInOutage = 0;
    try {
      await sleep(1_500);
      savesBefore = saves;
      await cluster.stop();
      phase = 'outage';
      await sleep(2_000);
      // The process is alive and answers what needs no database.
      healthInOutage = await fetch(`${server.base}/api/health`).then(
        (res) => res.status,
        () => 0,
      );
      phase = 'restarting';
      await cluster.start();
      phase = 'after';
      for (let waited = 0; succeededAfter.size < 4 && waited < 30_000; waited += 100) await sleep(100);
      // A few more rounds on the fresh connections.
      savesAfterRestart = saves;
      await sleep(1_000);
    } finally {
      running = false;
      await loops;
    }

    expect(server.child.exitCode, server.log()).toBeNull();
    expect(healthInOutage).toBe(200);
    expect(readyInOutage.length).toBeGreaterThan(0);
    expect(readyInOutage.every((status) => status === 503)).toBe(true);
    expect(unexpected).toEqual([]);
    expect(savesBefore).toBeGreaterThan(0);
    expect(saves).toBeGreaterThan(savesAfterRestart);
    expect([...succeededAfter].sort()).toEqual(['list', 'me', 'ready', 'save']);
    expect(slowest).toBeLessThan(MAX_REQUEST_MS);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      const code = failure.status === 503 ? ErrorCode.Unavailable : ErrorCode.Internal;
      expect(failure.body).toEqual({ status: failure.status, code, message: errorMessages[code] });
    }

    // Nothing acknowledged is lost: each draft has the version and answers of its last acknowledged save.
    await withClient(cluster.url, async (client) => {
      for (const draft of drafts) {
        const { rows } = await client.query<{ version: number; contact_name: string }>(
          "SELECT version, answers->'general'->>'contactName' AS contact_name FROM questionnaires WHERE id = $1",
          [draft.id],
        );
        expect(rows[0]).toEqual({ version: draft.version, contact_name: draft.contactName });
      }
    });
  });
});
