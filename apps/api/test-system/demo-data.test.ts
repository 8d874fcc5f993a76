// The README's `npm run demo-data` as a user runs it, on a fresh data folder: it fills it once and leaves it alone
// the second time (docs/insights.md, "Demo data"). A command-line flow: no browser, so here rather than in e2e/.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, requireBuiltApi } from './support/api-server';

describe('npm run demo-data', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'system-demo-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('fills a fresh data folder once', () => {
    requireBuiltApi();
    const run = () =>
      spawnSync('npm', ['run', '--silent', 'demo-data'], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 110_000,
      });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Demodaten geschrieben: 270 Organisationen/);
    const second = run();
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain(
      'Die Datenbank enthält bereits Demodaten (270 Organisationen); nichts geändert.',
    );
  });
});
