// A real SMTP server for the end-to-end tests: the platform sends its mails here through nodemailer,
// and the tests read them over HTTP: GET /messages?to=address (oldest first), GET /health.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.SMTP_SINK_PORT ?? 3125);
const httpPort = Number(process.env.SMTP_SINK_HTTP_PORT ?? 3126);
const host = '127.0.0.1';

/** @type {{ to: string[]; from: string; subject: string; text: string; links: string[]; receivedAt: string }[]} */
const messages = [];

function decodeQuotedPrintable(body) {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The message cut at its MIME boundaries (every boundary its Content-Type headers declare), or the whole message
 * when it has none. Only a declared boundary ends a part: a quoted-printable line may itself begin with "--" (a
 * sign-in token holding "--" wrapped by a soft line break).
 */
function mimeParts(raw) {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map(([, boundary]) =>
    boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
  );
  return boundaries.length ? raw.split(new RegExp(`\\r?\\n--(?:${boundaries.join('|')})(?:--)?`)) : [raw];
}

/** Each MIME part decoded from its transfer encoding (or the raw message if none is encoded). */
function decodedText(raw) {
  const texts = [];
  for (const part of mimeParts(raw)) {
    const blank = /\r?\n\r?\n/.exec(part);
    if (!blank) continue;
    const encoding = /^Content-Transfer-Encoding:[ \t]*(base64|quoted-printable)[ \t]*$/im.exec(
      part.slice(0, blank.index),
    )?.[1];
    if (!encoding) continue;
    const body = part.slice(blank.index + blank[0].length);
    texts.push(
      encoding.toLowerCase() === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : decodeQuotedPrintable(body),
    );
  }
  return texts.length ? texts.join('\n') : raw;
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value) {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset, kind, text) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

function header(raw, name) {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(
    raw.split(/\r?\n\r?\n/)[0] ?? '',
  );
  return match ? match[1].replace(/\r?\n[ \t]+/g, ' ').trim() : '';
}

const smtp = new SMTPServer({
  disabledCommands: ['STARTTLS'],
  authOptional: true,
  logger: false,
  size: 5 * 1024 * 1024,
  // A recipient at unzustellbar.example is refused for good, as a mail server refuses an address it does not know.
  onRcptTo(address, _session, callback) {
    if (!address.address.toLowerCase().endsWith('@unzustellbar.example')) return callback();
    return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
  },
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const text = decodedText(raw).replace(/&amp;/g, '&');
      const links = [...new Set(text.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])];
      messages.push({
        to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        subject: decodeWords(header(raw, 'Subject')),
        text,
        links,
        receivedAt: new Date().toISOString(),
      });
      callback();
    });
  },
});

const http = createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${host}`);
  if (url.pathname === '/health') {
    res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname === '/messages' && req.method === 'GET') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? messages.filter((message) => message.to.includes(to)) : messages;
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(list));
    return;
  }
  res.writeHead(404).end();
});

smtp.listen(smtpPort, host, () => {
  http.listen(httpPort, host, () => {
    console.log(`SMTP sink: smtp://${host}:${smtpPort}, messages at http://${host}:${httpPort}/messages`);
  });
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    http.close();
    smtp.close(() => process.exit(0));
  });
}
