// A stop at any moment is a clean stop (docs/operations.md): the built server, stopped by SIGTERM the moment it
// answers, while the jobs it starts with (the retention purge, the waiting-period mails) are still running on a new
// data folder, waits for them, closes its database last and exits with 0, logging no error.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { killAllApis, requireBuiltApi, startApi } from './support/api-server';

const dataDir = mkdtempSync(path.join(tmpdir(), 'system-stop-'));
afterAll(async () => {
  await killAllApis();
  rmSync(dataDir, { recursive: true, force: true });
});

it('stopped the moment it answers, it finishes its first jobs, exits with 0 and logs no error', async () => {
  requireBuiltApi();
  const server = await startApi({ dataDir, env: { LOG_LEVEL: 'info' } });
  await server.stop();
  expect(server.child.exitCode, server.log()).toBe(0);
  const errors = server
    .log()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((entry) => entry.level >= 50);
  expect(errors).toEqual([]);
  // The purge ran to its end rather than being cut off.
  expect(server.log()).toContain('"msg":"retention purge"');
});
