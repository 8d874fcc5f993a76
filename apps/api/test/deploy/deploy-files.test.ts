// What an operator installs from deploy/ (docs/operations.md): the systemd unit starts what the build writes and
// stops it gracefully, and the environment example names only variables the platform reads. The nginx files are
// run by nginx in the system tests (apps/api/test-system/deploy-site.test.ts, two-instances.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { configVariables } from '../../src/config';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** The `Key=value` lines of an ini-style unit, by key (a key given twice keeps both). */
function unitEntries(text: string): Map<string, string[]> {
  const entries = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (match) entries.set(match[1]!, [...(entries.get(match[1]!) ?? []), match[2]!]);
  }
  return entries;
}

describe('deploy/', () => {
  const unit = unitEntries(read('deploy/systemd/zertifizierung@.service'));
  const example = read('deploy/env.example');

  it('the systemd unit starts the built server from the app folder and stops it with SIGTERM', () => {
    const [node, script, ...rest] = unit.get('ExecStart')![0]!.split(' ');
    expect(node).toBe('/usr/bin/node');
    expect(rest).toEqual([]);
    // The file `npm start` runs, among the outputs whose absence makes it build first.
    expect(script).toBe('apps/api/dist/server.js');
    expect(read('scripts/start.mjs')).toContain(`'${script}'`);
    expect(read('scripts/lib.mjs')).toContain(`'${script}'`);
    expect(unit.get('KillSignal')).toEqual(['SIGTERM']);
    expect(unit.get('Restart')).toEqual(['always']);
    // The environment file is the one env.example says it is.
    expect(unit.get('EnvironmentFile')).toEqual(['/etc/zertifizierung/env']);
    expect(example.split('\n')[0]).toContain('/etc/zertifizierung/env');
  });

  it('the unit and the environment example name only variables the platform reads, the production ones all', () => {
    const fromUnit = unit
      .get('Environment')!
      .flatMap((line) => line.split(' ').map((pair) => pair.split('=')[0]!))
      .filter((name) => name !== 'NODE_ENV');
    const fromExample = [...example.matchAll(/^#?([A-Z][A-Z_]+)=/gm)].map((match) => match[1]!);
    expect(fromUnit.filter((name) => !configVariables.includes(name))).toEqual([]);
    expect(fromExample.filter((name) => !configVariables.includes(name))).toEqual([]);
    // What a production start needs or a second instance must share: in the example, not commented out.
    const set = [...example.matchAll(/^([A-Z][A-Z_]+)=/gm)].map((match) => match[1]!);
    for (const name of [
      'PUBLIC_URL',
      'TRUST_PROXY',
      'DATABASE_URL',
      'SMTP_URL',
      'MAIL_FROM',
      'ADMIN_EMAILS',
      'SESSION_SECRET',
      'CREDENTIAL_KEY_FILE',
      'SITE_CONFIG',
    ])
      expect(set, name).toContain(name);
    // The unit gives each instance its port, loopback and its own data folder.
    expect(fromUnit.sort()).toEqual(['DATA_DIR', 'HOST', 'PORT']);
    expect(example).toMatch(/^PUBLIC_URL=https:\/\//m);
  });
});
