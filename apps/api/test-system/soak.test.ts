// B13's one-minute version (bench/README.md, docs/decisions/063-mail-outbox.md): two built instances behind the
// deployed nginx proxy file on a PostgreSQL cluster of their own, respondents saving and submitting and an office
// approving and recording while one instance is killed, PostgreSQL restarts, the mail server is down and both
// instances restart by SIGTERM one after the other. Nothing acknowledged may be lost, no mail may come twice, and
// requests may fail only while an instance was killed or PostgreSQL was down (docs/security.md 52).
// The soak is bench/soak.mjs itself, so the benchmark cannot rot either.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { requireBuiltApi } from './support/api-server';
import { runBench } from './support/bench';
import { nginxBinary, noNginxReason } from './support/nginx';
import { noPostgresReason, serverUrl } from './support/postgres';

// The soak starts a cluster of its own; TEST_DATABASE_URL stands for "this machine has PostgreSQL's programs".
const skipReason = !serverUrl ? noPostgresReason : !existsSync(nginxBinary) ? noNginxReason : undefined;
if (skipReason) console.warn(`soak.test.ts: ${skipReason}`);

type SoakResult = {
  savesAcknowledged: number;
  submits: number;
  approvals: number;
  records: number;
  duplicates: number;
  lostMails: number;
  lostSaves: number;
  brokenSubmits: number;
  undelivered: number;
  failures: Record<string, number>;
  windows: string[];
};

describe.skipIf(skipReason !== undefined)('one minute of faults (B13 at one minute)', () => {
  it('loses no acknowledged save, submit or promised mail; requests fail only while an instance or PostgreSQL is down', async () => {
    requireBuiltApi();
    const { code, output } = await runBench('soak.mjs', {
      MODES: 'faults',
      DURATION: '60',
      RESPONDENTS: '3',
      KILL_EVERY: '20',
      MAIL_DOWN: '15',
      VERBOSE: '1',
    });
    expect(code, output).toBe(0);
    const line = output.split('\n').find((text) => text.startsWith('{"mode":"faults"'));
    expect(line, output).toBeDefined();
    const result = JSON.parse(line!) as SoakResult;

    // Every fault happened, and the work went on around them.
    const kinds = result.windows.map((window) => window.split(' ')[0]);
    expect(kinds).toEqual(expect.arrayContaining(['kill', 'postgres', 'mail', 'sigterm']));
    expect(result.savesAcknowledged).toBeGreaterThan(20);
    expect(result.submits).toBeGreaterThan(0);
    expect(result.approvals).toBeGreaterThan(0);
    expect(result.records).toBeGreaterThan(0);

    expect(
      {
        lostSaves: result.lostSaves,
        brokenSubmits: result.brokenSubmits,
        lostMails: result.lostMails,
        duplicates: result.duplicates,
        undelivered: result.undelivered,
        failedOutsideKillAndRestart: (result.failures.none ?? 0) + (result.failures.sigterm ?? 0),
      },
      output,
    ).toEqual({
      lostSaves: 0,
      brokenSubmits: 0,
      lostMails: 0,
      duplicates: 0,
      undelivered: 0,
      failedOutsideKillAndRestart: 0,
    });
  }, 300_000);
});
