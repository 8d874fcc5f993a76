import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
} from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  exampleSiteConfig,
  isPlaceholder,
  PEER_PRIVACY_EPSILON,
  PEER_STATE_INTERVAL_DAYS,
  siteConfigSchema,
  type SiteConfig,
} from '@cert/domain';
import { siteExampleValues } from '@cert/domain/site/site-examples';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const envSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  TRUST_PROXY: z.string().default(''),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Zertifizierungsplattform <no-reply@localhost>'),
  MAIL_REPLY_TO: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_EMAILS: z.string().default(''),
  SESSION_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  MATOMO_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  MATOMO_SITE_ID: optionalString,
  WEB_DIST_DIR: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  SITE_CONFIG: optionalString,
  ADMIN_NOTICES: z.enum(['immediate', 'off']).default('immediate'),
  // Never below 5 (docs/insights.md): a smaller value is refused at start, not silently raised.
  PEER_GROUP_MINIMUM: z.coerce.number().int().min(5).default(5),
  // The peer figures' privacy (docs/insights.md): a programme may spend less budget or publish less often, never more.
  PEER_PRIVACY_EPSILON: z.coerce.number().positive().max(PEER_PRIVACY_EPSILON).default(PEER_PRIVACY_EPSILON),
  PEER_STATE_INTERVAL_DAYS: z.coerce
    .number()
    .int()
    .min(PEER_STATE_INTERVAL_DAYS)
    .default(PEER_STATE_INTERVAL_DAYS),
  CREDENTIAL_KEY_FILE: optionalString,
  CREDENTIAL_RETIRED_KEY_FILES: z.string().default(''),
});

/**
 * The environment variables the platform reads: deploy/env.example and the systemd unit name no others.
 * @internal
 */
export const configVariables: readonly string[] = Object.keys(envSchema.shape);

export type Config = {
  port: number;
  host: string;
  /** Addresses or subnets of reverse proxies whose X-Forwarded-For is believed ("loopback", "10.0.0.0/8"); empty trusts none. */
  trustedProxies: string[];
  /**
   * Address users reach the platform at, parsed: scheme and host in lower case, without trailing slash; links in
   * e-mails start with it.
   */
  publicUrl: string;
  dataDir: string;
  /** Unset: the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /** Unset: mails are written to dataDir/outbox as .eml files. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Where a reply to any mail goes (its Reply-To): MAIL_REPLY_TO, else the operator's address of the site
   * configuration while it is no placeholder; unset: no Reply-To, and no mail invites a reply.
   */
  mailReplyTo: string | undefined;
  adminEmails: string[];
  sessionSecret: string;
  /**
   * Whether this is a production start: the public address is https, however it is spelt (`HTTPS://…` too). The one
   * flag for everything https decides: Secure cookies with __Host- names, HSTS and upgrade-insecure-requests, the
   * refusals of the site configuration and of a missing credential key (docs/security.md 50).
   */
  secureCookies: boolean;
  matomo: { url: string; siteId: string } | undefined;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Folder of the built SPA the server serves; unset: apps/web/dist next to the API. */
  webDistDir: string | undefined;
  /** Bearer token a Prometheus scraper may present at /api/metrics instead of an admin session; unset: admins only. */
  metricsToken: string | undefined;
  /** Whether the platform administrators get a mail for each task waiting for them, at once (ADR 039). */
  adminNotices: 'immediate' | 'off';
  /** The fewest other organisations a peer comparison shows figures for (docs/insights.md), at least 5. */
  peerGroupMinimum: number;
  /** The privacy budget ε of one section's peer figures per published state (docs/insights.md), at most 8. */
  peerPrivacyEpsilon: number;
  /** The fewest days between two published states of a peer group (docs/insights.md), at least 30. */
  peerStateIntervalDays: number;
  /** The operator's details and the programme's links (docs/operations.md, "Site configuration"). */
  site: SiteConfig;
  /** The file the site configuration came from; unset: the example a fresh start shows. */
  siteConfigFile: string | undefined;
  /**
   * The Ed25519 key that signs the Open Badges credentials, and the public keys of earlier ones, which stay in the
   * issuer's DID document so that what they signed still verifies (docs/operations.md, "Credential key").
   */
  credentialKeys: { signing: KeyObject; retired: KeyObject[] };
};

/** @internal */
export class ConfigError extends Error {}

/** The configuration for a command started from the shell (the server, the demo data): a bad one ends it, told why. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Reads and validates the environment once at start; nothing else reads process.env.
 * @internal
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const details = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new ConfigError(`Invalid configuration: ${details}`);
  }
  const e = parsed.data;
  if ((e.MATOMO_URL === undefined) !== (e.MATOMO_SITE_ID === undefined)) {
    throw new ConfigError('Invalid configuration: MATOMO_URL and MATOMO_SITE_ID must be set together');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const { publicUrl, https } = parsePublicUrl(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const { site, siteConfigFile } = loadSiteConfig(e.SITE_CONFIG, dataDir, https);
  return {
    port: e.PORT,
    host: e.HOST,
    trustedProxies: e.TRUST_PROXY.split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailReplyTo: e.MAIL_REPLY_TO ?? (isPlaceholder(site.operator.email) ? undefined : site.operator.email),
    adminEmails: e.ADMIN_EMAILS.split(',')
      .map((address) => address.trim().toLowerCase())
      .filter(Boolean),
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    secureCookies: https,
    matomo: e.MATOMO_URL && e.MATOMO_SITE_ID ? { url: e.MATOMO_URL, siteId: e.MATOMO_SITE_ID } : undefined,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR === undefined ? undefined : path.resolve(e.WEB_DIST_DIR),
    metricsToken: e.METRICS_TOKEN,
    adminNotices: e.ADMIN_NOTICES,
    peerGroupMinimum: e.PEER_GROUP_MINIMUM,
    peerPrivacyEpsilon: e.PEER_PRIVACY_EPSILON,
    peerStateIntervalDays: e.PEER_STATE_INTERVAL_DAYS,
    site,
    siteConfigFile,
    credentialKeys: loadCredentialKeys(e, dataDir, https),
  };
}

/**
 * The public address as a parsed URL, not as a string (docs/security.md 50): whether it is https, however the scheme
 * is spelt, and its normal form, scheme and host in lower case as URL writes them (`HTTPS://Plattform.Example.org/`
 * → `https://plattform.example.org`), without trailing slash, so that links are `${publicUrl}/path`. Only http and
 * https, and nothing a link cannot carry on: no user name or password, query or fragment.
 */
function parsePublicUrl(value: string): { publicUrl: string; https: boolean } {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(
      `Invalid configuration: PUBLIC_URL must be an https address (http only for a trial start), not ${url.protocol}`,
    );
  }
  if (url.username !== '' || url.password !== '' || url.search !== '' || url.hash !== '') {
    throw new ConfigError(
      `Invalid configuration: PUBLIC_URL must be the bare address users reach the platform at, without user name, password, query or fragment (${url.origin}${url.pathname})`,
    );
  }
  return { publicUrl: url.origin + url.pathname.replace(/\/+$/, ''), https: url.protocol === 'https:' };
}

/**
 * The credential signing key: the PEM file CREDENTIAL_KEY_FILE names (an Ed25519 private key), else, except for a
 * production start (https), a key generated on first start and kept in the data folder like the session secret.
 * Earlier keys (CREDENTIAL_RETIRED_KEY_FILES, comma-separated, private or public PEM) keep verifying what they signed.
 */
function loadCredentialKeys(
  e: z.infer<typeof envSchema>,
  dataDir: string,
  production: boolean,
): Config['credentialKeys'] {
  if (e.CREDENTIAL_KEY_FILE === undefined && production) {
    throw new ConfigError(
      'Invalid configuration: CREDENTIAL_KEY_FILE is required for a production start (https PUBLIC_URL): the key that signs the certificates as Open Badges credentials, the same on every instance. See docs/operations.md, "Credential key".',
    );
  }
  const signing =
    e.CREDENTIAL_KEY_FILE === undefined
      ? persistedCredentialKey(dataDir)
      : readEd25519Key('CREDENTIAL_KEY_FILE', path.resolve(e.CREDENTIAL_KEY_FILE), 'private');
  const retired = e.CREDENTIAL_RETIRED_KEY_FILES.split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((file) => readEd25519Key('CREDENTIAL_RETIRED_KEY_FILES', path.resolve(file), 'public'));
  return { signing, retired };
}

/** An Ed25519 key from a PEM file; a public key may be read from its private key's file. */
function readEd25519Key(variable: string, file: string, kind: 'private' | 'public'): KeyObject {
  let pem: string;
  try {
    pem = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration: ${variable} names ${file}, which cannot be read (${(error as Error).message})`,
    );
  }
  let key: KeyObject;
  try {
    key = kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
  } catch {
    throw new ConfigError(
      `Invalid configuration: ${variable} names ${file}, which holds no PEM ${kind} key (openssl genpkey -algorithm ed25519 writes one)`,
    );
  }
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new ConfigError(
      `Invalid configuration: ${variable} names ${file}, which holds a ${key.asymmetricKeyType ?? 'unknown'} key, not an Ed25519 key`,
    );
  }
  return key;
}

/** A signing key generated on first start and kept in the data folder, so credentials stay verifiable after restarts. */
function persistedCredentialKey(dataDir: string): KeyObject {
  const file = path.join(dataDir, 'credential-key.pem');
  createOnce(file, () =>
    generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  );
  return readEd25519Key('the data folder', file, 'private');
}

/**
 * Writes the file unless it exists, whole or not at all: written aside, then linked into place, which fails when
 * another process (a second instance on the same data folder, starting at the same moment) was first; the caller
 * then reads whichever was first.
 */
function createOnce(file: string, content: () => string): void {
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(aside, content(), { mode: 0o600, flag: 'wx' });
  try {
    linkSync(aside, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(aside);
  }
}

/**
 * The site configuration: the file SITE_CONFIG names (it must exist), else DATA_DIR/site-config.json if there is
 * one, else the example. A file must be complete and valid; a production start (https) refuses while a value is
 * still an example placeholder or any value of the documented example, naming each and the first with its value
 * (docs/operations.md, "Site configuration"; docs/security.md 42 and 50).
 */
function loadSiteConfig(named: string | undefined, dataDir: string, production: boolean) {
  const file = named === undefined ? path.join(dataDir, 'site-config.json') : path.resolve(named);
  let site = exampleSiteConfig;
  let siteConfigFile: string | undefined;
  if (existsSync(file)) {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new ConfigError(`Invalid site configuration ${file}: not JSON (${(error as Error).message})`);
    }
    const parsed = siteConfigSchema.safeParse(json);
    if (!parsed.success) {
      const details = parsed.error.issues
        .map((issue) => {
          // The operator needs the key's name, which the message for an unknown key does not repeat.
          const keys = issue.code === 'unrecognized_keys' ? ` (${issue.keys.join(', ')})` : '';
          return `${issue.path.join('.') || '(top level)'}: ${issue.message}${keys}`;
        })
        .join('; ');
      throw new ConfigError(`Invalid site configuration ${file}: ${details}`);
    }
    site = parsed.data;
    siteConfigFile = file;
  } else if (named !== undefined) {
    throw new ConfigError(`Invalid configuration: SITE_CONFIG names ${file}, which does not exist`);
  }
  // Square-bracket placeholders, every value of the documented example (a half-edited copy too) and values that
  // look like examples (docs/security.md 42 and 50).
  const examples = siteExampleValues(site);
  const [first] = examples;
  if (production && first !== undefined) {
    throw new ConfigError(
      `The site configuration ${siteConfigFile ?? '(none: the example)'} still holds example values, which a production start (https PUBLIC_URL) does not publish: ${examples.map(({ name }) => name).join(', ')}. The first is ${first.name}: ${JSON.stringify(first.value)}. See docs/operations.md, "Site configuration".`,
    );
  }
  return { site, siteConfigFile };
}

/** A secret generated on first start and kept in the data folder, so sessions survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  createOnce(file, () => randomBytes(48).toString('base64url'));
  return readFileSync(file, 'utf8').trim();
}
