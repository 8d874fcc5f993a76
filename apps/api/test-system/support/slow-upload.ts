// A workshop report upload sent slowly, in chunks with pauses, so that a test can act while the body is on its way.
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { CSRF_COOKIE, CSRF_HEADER } from '@cert/domain';
import { PDFDocument } from 'pdf-lib';
import { sleep } from './api-server';
import type { Browser } from './browser';

/**
 * A valid one-page PDF of about `size` bytes: random data as an attached file, the way large real reports carry
 * their bulk inside stream objects (the server parses the PDF, docs/security.md 23; garbage after %%EOF would instead
 * keep pdf-lib busy for minutes).
 */
export async function largePdf(size: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage([595.28, 841.89]);
  await document.attach(randomBytes(size), 'messdaten.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await document.save());
}

export type UploadOutcome = { status?: number; body?: string; error?: string };

export type SlowUpload = {
  /** Resolves when the bytes to send were handed to the socket (all of them: the request is ended). */
  sent: Promise<void>;
  /** Resolves with the answer, or with the error when the connection broke. */
  done: Promise<UploadOutcome>;
  /** Closes the connection (after a test stopped mid-body). */
  abort(): void;
};

const CHUNK = 512 * 1024;

/**
 * POST /api/workshop/procurement/report of `pdf` as multipart, CHUNK bytes at a time with a pause between.
 * With `stopAfter` (a share of the body, 0–1) it stops there and leaves the request open, mid-body.
 */
export function slowUpload(
  base: string,
  admin: Browser,
  pdf: Buffer,
  stopAfter = 1,
  pauseMs = 15,
): SlowUpload {
  const boundary = `----systemtest${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bericht.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
  );
  const body = Buffer.concat([head, pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  const url = new URL('/api/workshop/procurement/report', base);
  const req = request(url, {
    method: 'POST',
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
      cookie: admin.cookieHeader(),
      [CSRF_HEADER]: admin.cookies.get(CSRF_COOKIE) ?? '',
    },
  });
  const done = new Promise<UploadOutcome>((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: text }));
      res.on('error', (error) => resolve({ error: error.message }));
    });
    req.on('error', (error) => resolve({ error: error.message }));
  });
  const sent = (async () => {
    const until = Math.floor(body.length * stopAfter);
    let answered = false;
    void done.then(() => (answered = true));
    // An early answer (a refusal) ends the sending: the server reads no more of the body.
    const written = (write: (callback: () => void) => void) =>
      Promise.race([new Promise<void>((resolve) => write(() => resolve())), done.then(() => {})]);
    for (let offset = 0; offset < until && !req.destroyed && !answered; offset += CHUNK) {
      const chunk = body.subarray(offset, Math.min(offset + CHUNK, until));
      await written((callback) => req.write(chunk, callback));
      await sleep(pauseMs);
    }
    if (until === body.length && !answered) await written((callback) => req.end(callback));
  })();
  return { sent, done, abort: () => req.destroy() };
}
