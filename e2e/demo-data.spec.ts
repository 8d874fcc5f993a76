import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from './support/fixtures';

/** The README's `npm run demo-data` on a fresh data folder: it fills it once and leaves it alone the second time. */
test('npm run demo-data fills a fresh data folder once', () => {
  test.setTimeout(180_000);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cert-demo-'));
  try {
    const run = () =>
      spawnSync('npm', ['run', '--silent', 'demo-data'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
        encoding: 'utf8',
        timeout: 150_000,
      });
    const first = run();
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Demodaten geschrieben: 270 Organisationen/);
    const second = run();
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain(
      'Die Datenbank enthält bereits Demodaten (270 Organisationen); nichts geändert.',
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
