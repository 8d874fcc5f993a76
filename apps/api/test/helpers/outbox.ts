import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type OutboxMail = {
  file: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
};

/** Every mail the app wrote to dataDir/outbox, oldest first (file names sort by time). */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => ({ file: name, ...parseMail(readFileSync(path.join(dir, name), 'utf8')) }));
}

export function mailsTo(dataDir: string, email: string): OutboxMail[] {
  const address = email.trim().toLowerCase();
  return readOutbox(dataDir).filter((mail) => mail.to.toLowerCase().includes(address));
}

/** The token of the sign-in link in the newest mail to the address. */
export function latestSignInToken(dataDir: string, email: string): string {
  const mail = mailsTo(dataDir, email).at(-1);
  if (!mail) throw new Error(`No mail to ${email} in the outbox`);
  return signInTokenOf(mail, email);
}

/** The token of the sign-in link in a mail (of the outbox, or parsed with `parseMail`). */
export function signInTokenOf(mail: Pick<OutboxMail, 'text'>, email: string): string {
  const match = /\/login\/redirect\?token=([A-Za-z0-9_%-]+)/.exec(mail.text);
  if (!match?.[1]) throw new Error(`The mail to ${email} holds no sign-in link`);
  return decodeURIComponent(match[1]);
}

type Part = { headers: Map<string, string>; body: string };

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

function decodeQuotedPrintable(value: string): string {
  const joined = value.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeEncodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function leafParts(part: Part): Part[] {
  const type = part.headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\n/, ''))));
}

/** A raw RFC 5322 message (as the outbox stores it, or an SMTP server receives it) in readable parts. */
export function parseMail(raw: string): Omit<OutboxMail, 'file'> {
  const root = splitPart(raw);
  const leaves = leafParts(root);
  const ofType = (type: string) =>
    leaves.find((leaf) => (leaf.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type));
  const text = ofType('text/plain');
  const html = ofType('text/html');
  return {
    to: decodeEncodedWords(root.headers.get('to') ?? ''),
    from: decodeEncodedWords(root.headers.get('from') ?? ''),
    subject: decodeEncodedWords(root.headers.get('subject') ?? ''),
    text: text ? decodeBody(text) : '',
    html: html ? decodeBody(html) : '',
  };
}
