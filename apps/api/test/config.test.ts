import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { exampleSiteConfig } from '@cert/domain';
import { ConfigError, loadConfig } from '../src/config';
import { createAuthContext } from '../src/modules/account/context';
import { CONFIGURED_SITE_CONFIG, DOCUMENTED_SITE_CONFIG } from './helpers/app';

/** The documented example as an operator fills it in: every value their own (docs/security.md 50). */
const operatorsOwn = () =>
  JSON.parse(readFileSync(CONFIGURED_SITE_CONFIG, 'utf8')) as Record<string, unknown>;

/** A fresh Ed25519 private key as PEM, as `openssl genpkey -algorithm ed25519` writes one. */
const credentialKeyPem = () =>
  generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }) as string;

/** Writes a credential key into the folder and returns its path. */
function credentialKeyFile(dir: string, name = 'credential-key-given.pem') {
  const file = path.join(dir, name);
  writeFileSync(file, credentialKeyPem());
  return file;
}

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

  it("sends replies to the programme office: MAIL_REPLY_TO, else the site's operator address, never a placeholder", () => {
    const configured = operatorsOwn() as { operator: { email: string } };
    expect(loadConfig({ DATA_DIR: tempDir() }).mailReplyTo).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), SITE_CONFIG: CONFIGURED_SITE_CONFIG }).mailReplyTo).toBe(
      configured.operator.email,
    );
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        SITE_CONFIG: CONFIGURED_SITE_CONFIG,
        MAIL_REPLY_TO: 'antworten@programm.example.org',
      }).mailReplyTo,
    ).toBe('antworten@programm.example.org');
    expect(() => loadConfig({ DATA_DIR: tempDir(), MAIL_REPLY_TO: 'keine Adresse' })).toThrow(ConfigError);
  });

  it('generates a session secret once and keeps it in the data folder', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dataDir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first);
  });

  it('normalises admin addresses and derives secure cookies from an https public address', () => {
    const dataDir = tempDir();
    writeFileSync(path.join(dataDir, 'site-config.json'), JSON.stringify(operatorsOwn()));
    const config = loadConfig({
      DATA_DIR: dataDir,
      ADMIN_EMAILS: ' Admin@Example.de, ,b@example.de',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      PUBLIC_URL: 'https://zertifizierung.example.de/',
      CREDENTIAL_KEY_FILE: credentialKeyFile(dataDir),
    });
    expect(config.adminEmails).toEqual(['admin@example.de', 'b@example.de']);
    expect(config.trustedProxies).toEqual(['loopback', '10.0.0.0/8']);
    expect(config.publicUrl).toBe('https://zertifizierung.example.de');
    expect(config.secureCookies).toBe(true);
  });

  it('parses the public address: scheme and host in lower case, no trailing slash, the rest as given (security 50)', () => {
    const publicUrlOf = (PUBLIC_URL: string) => loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL }).publicUrl;
    expect(publicUrlOf('http://localhost:3000')).toBe('http://localhost:3000');
    expect(publicUrlOf('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080');
    expect(publicUrlOf('HTTP://Zertifizierung.Test:3000//')).toBe('http://zertifizierung.test:3000');
    expect(publicUrlOf('http://zertifizierung.test/Plattform/')).toBe('http://zertifizierung.test/Plattform');
  });

  it('an https address however spelt is a production start: the same refusals, Secure cookies, __Host- names (security 50)', () => {
    for (const PUBLIC_URL of ['HTTPS://Plattform.Example.org', 'Https://plattform.example.org/']) {
      // The refusals of https: the example site configuration, then a missing credential key.
      expect(() => loadConfig({ DATA_DIR: tempDir(), PUBLIC_URL }), PUBLIC_URL).toThrow(
        /still holds example values.*production start/,
      );
      const dataDir = tempDir();
      writeFileSync(path.join(dataDir, 'site-config.json'), JSON.stringify(operatorsOwn()));
      expect(() => loadConfig({ DATA_DIR: dataDir, PUBLIC_URL }), PUBLIC_URL).toThrow(
        /CREDENTIAL_KEY_FILE is required/,
      );
      const config = loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_URL,
        CREDENTIAL_KEY_FILE: credentialKeyFile(dataDir),
      });
      expect(config.publicUrl).toBe('https://plattform.example.org');
      expect(config.secureCookies, PUBLIC_URL).toBe(true);
      const cookieNames = Object.values(createAuthContext(config).cookieNames);
      expect(cookieNames).toContain('__Host-access_token');
      for (const name of cookieNames) expect(name).toMatch(/^__Host-/);
    }
  });

  it('takes a scrape token for the metrics, none by default', () => {
    const token = 'scrape-token-scrape-token-scrape-token-0123';
    expect(loadConfig({ DATA_DIR: tempDir() }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ DATA_DIR: tempDir(), METRICS_TOKEN: token }).metricsToken).toBe(token);
  });

  it('takes a peer group minimum of 5 by default, and a larger one when set', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).peerGroupMinimum).toBe(5);
    expect(loadConfig({ DATA_DIR: tempDir(), PEER_GROUP_MINIMUM: '8' }).peerGroupMinimum).toBe(8);
  });

  it("takes the peer figures' budget of 8 and 30 days between states by default, less budget and longer when set", () => {
    const defaults = loadConfig({ DATA_DIR: tempDir() });
    expect([defaults.peerPrivacyEpsilon, defaults.peerStateIntervalDays]).toEqual([8, 30]);
    const stricter = loadConfig({
      DATA_DIR: tempDir(),
      PEER_PRIVACY_EPSILON: '2',
      PEER_STATE_INTERVAL_DAYS: '90',
    });
    expect([stricter.peerPrivacyEpsilon, stricter.peerStateIntervalDays]).toEqual([2, 90]);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PUBLIC_URL: 'not a url' }, /PUBLIC_URL/],
    // Parsed, not matched as a string (docs/security.md 50): only http and https, and a bare address.
    [{ PUBLIC_URL: 'ftp://plattform.example.org' }, /PUBLIC_URL must be an https address.*ftp:/],
    [{ PUBLIC_URL: 'javascript:alert(1)' }, /PUBLIC_URL must be an https address.*javascript:/],
    [{ PUBLIC_URL: 'https://admin:geheim@plattform.example.org' }, /PUBLIC_URL must be the bare address/],
    [{ PUBLIC_URL: 'https://plattform.example.org/?next=/' }, /PUBLIC_URL must be the bare address/],
    [{ SESSION_SECRET: 'short' }, /SESSION_SECRET/],
    [{ MATOMO_URL: 'https://stats.example.de' }, /MATOMO/],
    [{ METRICS_TOKEN: 'too-short-for-a-scrape-token' }, /METRICS_TOKEN/],
    // Never below 5 (docs/insights.md): refused, not silently raised.
    [{ PEER_GROUP_MINIMUM: '4' }, /PEER_GROUP_MINIMUM/],
    // The peer figures' privacy may only be made stronger (docs/insights.md).
    [{ PEER_PRIVACY_EPSILON: '9' }, /PEER_PRIVACY_EPSILON/],
    [{ PEER_PRIVACY_EPSILON: '0' }, /PEER_PRIVACY_EPSILON/],
    [{ PEER_STATE_INTERVAL_DAYS: '7' }, /PEER_STATE_INTERVAL_DAYS/],
  ])('refuses %j with a message naming the variable', (env, pattern) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(pattern);
  });

  describe('credential key (docs/operations.md, "Credential key")', () => {
    const https = { PUBLIC_URL: 'https://zertifizierung.example.de' };
    const withSite = () => {
      const dataDir = tempDir();
      writeFileSync(path.join(dataDir, 'site-config.json'), JSON.stringify(operatorsOwn()));
      return dataDir;
    };

    it('is generated once on a trial start and kept in the data folder', () => {
      const dataDir = tempDir();
      const first = loadConfig({ DATA_DIR: dataDir }).credentialKeys.signing;
      expect(first.asymmetricKeyType).toBe('ed25519');
      expect(statSync(path.join(dataDir, 'credential-key.pem')).mode & 0o777).toBe(0o600);
      const again = loadConfig({ DATA_DIR: dataDir }).credentialKeys.signing;
      expect(again.export({ format: 'jwk' })).toEqual(first.export({ format: 'jwk' }));
    });

    it('a production start refuses a missing key, an unreadable file, a malformed key and a key of another kind', () => {
      const dataDir = withSite();
      expect(() => loadConfig({ DATA_DIR: dataDir, ...https })).toThrow(/CREDENTIAL_KEY_FILE is required/);
      expect(() =>
        loadConfig({ DATA_DIR: dataDir, ...https, CREDENTIAL_KEY_FILE: path.join(dataDir, 'missing.pem') }),
      ).toThrow(/cannot be read/);
      const malformed = path.join(dataDir, 'malformed.pem');
      writeFileSync(malformed, credentialKeyPem().replace(/[A-Za-z0-9+/]{10}\n/, 'xx\n'));
      expect(() => loadConfig({ DATA_DIR: dataDir, ...https, CREDENTIAL_KEY_FILE: malformed })).toThrow(
        /holds no PEM private key/,
      );
      const rsa = path.join(dataDir, 'rsa.pem');
      writeFileSync(
        rsa,
        generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({
          type: 'pkcs8',
          format: 'pem',
        }),
      );
      expect(() => loadConfig({ DATA_DIR: dataDir, ...https, CREDENTIAL_KEY_FILE: rsa })).toThrow(
        /rsa key, not an Ed25519 key/,
      );
      const good = loadConfig({
        DATA_DIR: dataDir,
        ...https,
        CREDENTIAL_KEY_FILE: credentialKeyFile(dataDir),
      });
      expect(good.credentialKeys.signing.asymmetricKeyType).toBe('ed25519');
    });

    it('keeps the public keys of retired keys, read from their private or public PEM', () => {
      const dataDir = withSite();
      const retiredPrivate = credentialKeyFile(dataDir, 'old-1.pem');
      const retiredPublic = path.join(dataDir, 'old-2.pub.pem');
      writeFileSync(
        retiredPublic,
        generateKeyPairSync('ed25519').publicKey.export({ type: 'spki', format: 'pem' }),
      );
      const config = loadConfig({
        DATA_DIR: dataDir,
        ...https,
        CREDENTIAL_KEY_FILE: credentialKeyFile(dataDir),
        CREDENTIAL_RETIRED_KEY_FILES: `${retiredPrivate}, ${retiredPublic}`,
      });
      expect(config.credentialKeys.retired.map((key) => key.type)).toEqual(['public', 'public']);
    });
  });

  describe('site configuration', () => {
    const complete = operatorsOwn();
    const https = { PUBLIC_URL: 'https://zertifizierung.example.de' };

    it('a production start refuses the documented example file as it is, naming its example values (security 42)', () => {
      // Every value of it, the plausible ones too (docs/security.md 50).
      expect(() =>
        loadConfig({ DATA_DIR: tempDir(), SITE_CONFIG: DOCUMENTED_SITE_CONFIG, ...https }),
      ).toThrow(
        /example values.*: operator\.name, operator\.programme, operator\.street, operator\.postalCode, operator\.city, operator\.email, operator\.phone, responsiblePerson,.*dataProtectionOfficer\.name,.*privacyNoticeDate, participation\.events.*\. The first is operator\.name: "Programmbüro Innovative Beschaffung"\./,
      );
      // A trial start (http) shows it.
      expect(
        loadConfig({ DATA_DIR: tempDir(), SITE_CONFIG: DOCUMENTED_SITE_CONFIG }).site.responsiblePerson,
      ).toMatch(/Mustermann/);
    });

    it('a production start refuses a half-edited copy of the example, naming the first example value left (security 50)', () => {
      const documented = JSON.parse(readFileSync(DOCUMENTED_SITE_CONFIG, 'utf8')) as typeof complete & {
        operator: Record<string, string>;
        accessibilityContact: Record<string, string>;
      };
      // The probe's file: the people, the street and the domain replaced, the telephone numbers and dates left.
      const halfEdited = {
        ...documented,
        operator: {
          ...documented.operator,
          name: 'Geschäftsstelle Innovative Vergabe',
          programme: 'Förderprogramm Innovative Vergabe des Bundes',
          street: 'Friedrichstraße 100',
          postalCode: '10117',
          city: 'Berlin',
          email: 'kontakt@innovative-beschaffung.de',
        },
        responsiblePerson: 'Dr. Jana Weber, Anschrift wie oben',
        supervisoryAuthority: 'Bundesministerium für Wirtschaft und Energie',
        accessibilityContact: {
          ...documented.accessibilityContact,
          email: 'barrierefreiheit@innovative-beschaffung.de',
        },
        dataProtectionOfficer: { name: 'Tobias Brandt', email: 'datenschutz@innovative-beschaffung.de' },
        dataProtectionAuthority:
          'Die Bundesbeauftragte für den Datenschutz und die Informationsfreiheit (BfDI)',
        participation: (complete as { participation: object }).participation,
      };
      const dataDir = tempDir();
      const file = path.join(dataDir, 'site-config.json');
      const env = { DATA_DIR: dataDir, ...https, CREDENTIAL_KEY_FILE: credentialKeyFile(dataDir) };
      writeFileSync(file, JSON.stringify(halfEdited));
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(
        /example values.*: operator\.phone, accessibilityContact\.phone, accessibilityStatementDate, privacyNoticeDate\. The first is operator\.phone: "\+49 30 123456-0"\./,
      );
      // Spelt otherwise, an example value is still one.
      writeFileSync(
        file,
        JSON.stringify({
          ...halfEdited,
          operator: { ...halfEdited.operator, phone: '+49 30 987650-0' },
          accessibilityContact: { ...halfEdited.accessibilityContact, phone: '+49 (30) 123456 10' },
        }),
      );
      expect(() => loadConfig(env)).toThrow(
        /The first is accessibilityContact\.phone: "\+49 \(30\) 123456 10"\./,
      );
      // Only a date is left.
      writeFileSync(file, JSON.stringify({ ...complete, privacyNoticeDate: documented.privacyNoticeDate }));
      expect(() => loadConfig(env)).toThrow(
        /: privacyNoticeDate\. The first is privacyNoticeDate: "22\.11\.2026"\./,
      );
      // Fully edited, it starts.
      writeFileSync(file, JSON.stringify(complete));
      expect(loadConfig(env).site).toEqual(complete);
      // A trial start (http) shows the half-edited file.
      writeFileSync(file, JSON.stringify(halfEdited));
      expect(loadConfig({ DATA_DIR: dataDir }).site.operator.phone).toBe('+49 30 123456-0');
    });

    it('a fresh start without a file shows the example; DATA_DIR/site-config.json is read when it is there', () => {
      const dataDir = tempDir();
      const fresh = loadConfig({ DATA_DIR: dataDir });
      expect(fresh.site).toEqual(exampleSiteConfig);
      expect(fresh.siteConfigFile).toBeUndefined();
      writeFileSync(path.join(dataDir, 'site-config.json'), JSON.stringify(complete));
      const configured = loadConfig({
        DATA_DIR: dataDir,
        ...https,
        CREDENTIAL_KEY_FILE: credentialKeyFile(dataDir),
      });
      expect(configured.site).toEqual(complete);
      expect(configured.siteConfigFile).toBe(path.join(dataDir, 'site-config.json'));
    });

    it('a production start (https) refuses the example and a file with a placeholder left, naming each', () => {
      expect(() => loadConfig({ DATA_DIR: tempDir(), ...https })).toThrow(
        /still holds example values.*operator\.name, operator\.programme/,
      );
      const dataDir = tempDir();
      const file = path.join(dataDir, 'site-config.json');
      const operator = { ...(complete.operator as object), email: '[kontakt@example.de]' };
      writeFileSync(file, JSON.stringify({ ...complete, operator }));
      expect(() => loadConfig({ DATA_DIR: dataDir, ...https })).toThrow(
        /example values.*: operator\.email\. The first is operator\.email: "\[kontakt@example\.de\]"\./,
      );
      // Without https (a trial, a test system) the same file starts and shows the placeholder.
      expect(loadConfig({ DATA_DIR: dataDir }).site.operator.email).toBe('[kontakt@example.de]');
    });

    it.each([
      [{ notJson: true }, /not JSON/],
      [{ ...complete, privacyNoticeDate: '2026-11-22' }, /privacyNoticeDate/],
      [{ ...complete, imprint: 'x' }, /\(top level\).*imprint/],
    ])('refuses an invalid file, naming the field (%#)', (content, pattern) => {
      const dataDir = tempDir();
      const file = path.join(dataDir, 'site-config.json');
      writeFileSync(file, 'notJson' in content ? '{ operator: ' : JSON.stringify(content));
      expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(ConfigError);
      expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(pattern);
    });

    it('SITE_CONFIG must name a file that exists', () => {
      const missing = path.join(tempDir(), 'nowhere.json');
      expect(() => loadConfig({ DATA_DIR: tempDir(), SITE_CONFIG: missing })).toThrow(/SITE_CONFIG names/);
      expect(loadConfig({ DATA_DIR: tempDir(), SITE_CONFIG: DOCUMENTED_SITE_CONFIG }).site).toEqual(
        JSON.parse(readFileSync(DOCUMENTED_SITE_CONFIG, 'utf8')),
      );
    });
  });
});
