// Signing in to the API as the web client does: cookies, the CSRF header, a magic link read from the outbox.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

// As CSRF_COOKIE and CSRF_HEADER in packages/domain/src/api/auth.ts.
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';

/** Keeps the cookies an answer sets in the jar (a Map of name to value); an emptied one is dropped. */
export function keepCookies(cookies, res) {
  for (const cookie of res.headers.getSetCookie()) {
    const [pair] = cookie.split(';');
    const at = pair.indexOf('=');
    const value = pair.slice(at + 1);
    if (value === '') cookies.delete(pair.slice(0, at));
    else cookies.set(pair.slice(0, at), value);
  }
}

/**
 * A cookie jar with the web client's CSRF header, enough for sign-in and set-up calls. `headers` go with every
 * request (e.g. an X-Forwarded-For address of the user's own, believed by a server with TRUST_PROXY=loopback).
 */
export class Session {
  cookies = new Map();
  constructor(base, headers = {}) {
    this.base = base;
    this.headers = headers;
  }
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  /** The CSRF header a changing request needs, for requests sent outside `call` (autocannon). */
  csrfHeader() {
    return { [CSRF_HEADER]: this.cookies.get(CSRF_COOKIE) ?? '' };
  }
  async call(method, url, body) {
    const headers = { ...this.headers, cookie: this.header() };
    if (method !== 'GET') Object.assign(headers, this.csrfHeader());
    if (body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(this.base + url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    keepCookies(this.cookies, res);
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : undefined;
  }
}

/**
 * The mails read so far, by their path, soft line breaks removed: each complete one is read once (B10 signs in
 * 1,000s of users). A mail written less than a second ago may still be being written, so it is read again next time.
 */
const mailTexts = new Map();
const COMPLETE_AFTER_MS = 1000;

function mailText(file) {
  const known = mailTexts.get(file);
  if (known !== undefined) return known;
  const complete = statSync(file).mtimeMs < Date.now() - COMPLETE_AFTER_MS;
  const text = readFileSync(file, 'utf8').replace(/=\r?\n/g, '');
  if (complete) mailTexts.set(file, text);
  return text;
}

/** The sign-in token of the newest mail to the address in the server's outbox (quoted-printable decoded). */
function signInToken(dataDir, email) {
  const dir = path.join(dataDir, 'outbox');
  const mails = readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => mailText(path.join(dir, name)))
    .filter((text) => text.includes(email));
  const decoded = mails
    .at(-1)
    ?.replace(/=([0-9A-F]{2})/g, (_all, hex) => String.fromCharCode(parseInt(hex, 16)));
  const match = /\/login\/redirect\?token=([A-Za-z0-9_%-]+)/.exec(decoded ?? '');
  if (!match) throw new Error(`no sign-in link for ${email} in the outbox`);
  return decodeURIComponent(match[1]);
}

/** A session of the address, signed in through a magic link from the outbox of the server's data folder. */
export async function signIn(base, dataDir, email, headers = {}) {
  const session = new Session(base, headers);
  await session.call('GET', '/api/auth/csrf');
  await session.call('POST', '/api/auth/magic-link', { email });
  await session.call('POST', '/api/auth/verify', { token: signInToken(dataDir, email) });
  return session;
}
