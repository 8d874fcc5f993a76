import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// The built server as an operator starts it (docs/operations.md, "Site configuration"): a production address
// (https) with the site configuration in a file. No browser: the address is https, this server speaks http.
const root = path.resolve(import.meta.dirname, '..');
// The documented example, and the same as an operator fills it in (every value their own).
const documentedExample = JSON.parse(
  readFileSync(path.join(root, 'docs/examples/site-config.json'), 'utf8'),
) as object;
const configured = JSON.parse(
  readFileSync(path.join(root, 'apps/api/test/fixtures/site-config.json'), 'utf8'),
) as {
  operator: { name: string; email: string; programme: string };
  responsiblePerson: string;
  dataProtectionOfficer: { email: string };
  accessibilityContact: { email: string };
};

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The markup of `#root` without the style elements Mantine renders into it (their selectors have brackets). */
const rootContent = (html: string) =>
  (/<div id="root">([\s\S]*)<\/div>\s*<\/body>/.exec(html)?.[1] ?? '').replace(
    /<style[\s\S]*?<\/style>/g,
    '',
  );

/** A production start needs the credential key as a file (docs/operations.md, "Credential key"). */
const credentialKeyPem = () =>
  generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;

function startServer(siteConfig: object, port: number, credentialKey = credentialKeyPem()) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cert-site-config-'));
  const file = path.join(dataDir, 'site-config.json');
  writeFileSync(file, JSON.stringify(siteConfig));
  const keyFile = path.join(dataDir, 'credential-key.pem');
  writeFileSync(keyFile, credentialKey);
  const child = spawn(process.execPath, ['apps/api/dist/server.js'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://zertifizierung.example.de',
      DATA_DIR: dataDir,
      SITE_CONFIG: file,
      CREDENTIAL_KEY_FILE: keyFile,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    exited,
    stderr: () => stderr,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

test('a production start refuses a site configuration with a placeholder left, naming the field', async () => {
  const server = startServer(
    { ...configured, operator: { ...configured.operator, email: '[kontakt@example.de]' } },
    await freePort(),
  );
  try {
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('operator.email');
    expect(server.stderr()).toContain('example values');
  } finally {
    await server.stop();
  }
});

test('a production start refuses a malformed credential key, naming the variable', async () => {
  const truncated = credentialKeyPem().slice(0, 60);
  const server = startServer(configured, await freePort(), truncated);
  try {
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('CREDENTIAL_KEY_FILE');
    expect(server.stderr()).toContain('holds no PEM private key');
  } finally {
    await server.stop();
  }
});

test('a production start refuses the documented example file as it is: its people and domains are examples too', async () => {
  const server = startServer(documentedExample, await freePort());
  try {
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toContain('example values');
    expect(server.stderr()).toContain('responsiblePerson');
    expect(server.stderr()).toContain('dataProtectionOfficer.name');
  } finally {
    await server.stop();
  }
});

test('with a complete configuration the public pages show the configured operator, no placeholder', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startServer(configured, port);
  try {
    await expect
      .poll(async () => (await request.get(`${base}/api/health`).catch(() => undefined))?.status(), {
        timeout: 30_000,
      })
      .toBe(200);
    const impressum = await (await request.get(`${base}/impressum`)).text();
    const root = rootContent(impressum);
    expect(root).toContain('<h1');
    expect(root).toContain(configured.operator.name);
    expect(root).toContain(configured.responsiblePerson);
    expect(root).not.toMatch(/\[[^\]]*\]/);
    expect(root).not.toContain('Beispielinhalt');
    expect(impressum).toContain('<title>Impressum');
    expect(impressum).toContain('<link rel="canonical" href="https://zertifizierung.example.de/impressum">');
    const expected: Record<string, string> = {
      '/datenschutz': configured.dataProtectionOfficer.email,
      '/barrierefreiheit': configured.accessibilityContact.email,
      '/faq': configured.operator.email,
      '/nutzungsbedingungen': configured.operator.programme,
    };
    for (const [page, value] of Object.entries(expected)) {
      const content = rootContent(await (await request.get(`${base}${page}`)).text());
      expect(content, page).toContain(value);
      expect(content, page).not.toMatch(/\[[^\]]*\]/);
    }
  } finally {
    await server.stop();
  }
});
