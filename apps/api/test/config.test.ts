import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config';

describe('configuration', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cert-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('works from an empty environment with the documented defaults', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      trustedProxies: [],
      publicUrl: 'http://localhost:3000',
      dataDir,
      databaseUrl: undefined,
      smtpUrl: undefined,
      adminEmails: [],
      secureCookies: false,
      matomo: undefined,
    });
  });

  it('generates a session secret once and keeps it in the data folder', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('normalises admin addresses and derives secure cookies from an https public address', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      ADMIN_EMAILS: ' Admin@Example.de, ,b@example.de',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      PUBLIC_URL: 'https://zertifizierung.example.de/',
    });
    expect(config.adminEmails).toEqual(['admin@example.de', 'b@example.de']);
    expect(config.trustedProxies).toEqual(['loopback', '10.0.0.0/8']);
    expect(config.publicUrl).toBe('https://zertifizierung.example.de');
    expect(config.secureCookies).toBe(true);
  });

  it('takes a scrape token for the metrics, none by default', () => {
    const token = 'scrape-token-scrape-token-scrape-token-0123';
    expect(loadConfig({ DATA_DIR: tempDir() }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET/],
    [{ MATOMO_URL: 'https://stats.example.de' }, /MATOMO/],
    [{ METRICS_TOKEN: 'too-short-for-a-scrape-token' }, /METRICS_TOKEN/],
  ])('refuses %j with a message naming the variable', (env, pattern) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(pattern);
  });
});
