import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MAX_BYTES } from '@cert/domain';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type TestBrowser } from '../helpers/browser';
import { minimalPdf } from '../helpers/pdf-files';

/**
 * docs/security.md 36: a request refused before its body was read leaves the keep-alive connection usable. Each test
 * sends the refused request and then `GET /api/health` on the same socket, as a browser or a proxy reusing its
 * connection does, and expects both answers on it.
 */

const ADMIN = 'verbindung-admin@programm.example';
const BOUNDARY = 'grenze4711';

/** One HTTP/1.1 connection: writes requests and reads whole responses (Content-Length or chunked). */
class Connection {
  private buffered = Buffer.alloc(0);
  private waiting: (() => void) | undefined;
  closed = false;

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.buffered = Buffer.concat([this.buffered, chunk]);
      this.waiting?.();
    });
    socket.on('close', () => {
      this.closed = true;
      this.waiting?.();
    });
    socket.on('error', () => {});
  }

  static open(port: number): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new Connection(socket)));
      socket.once('error', reject);
    });
  }

  send(head: string, body: Buffer = Buffer.alloc(0)): void {
    this.socket.write(Buffer.concat([Buffer.from(head), body]));
  }

  /** The next whole response on the connection, or an error after `timeoutMs` or when the server closed it. */
  async response(
    timeoutMs = 10_000,
  ): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = this.parse();
      if (parsed) return parsed;
      if (this.closed) throw new Error('the server closed the connection before answering');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no answer within ${timeoutMs} ms on the same connection`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiting = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    }
  }

  private parse() {
    const end = this.buffered.indexOf('\r\n\r\n');
    if (end < 0) return undefined;
    const [statusLine, ...lines] = this.buffered.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    let rest = this.buffered.subarray(end + 4);
    let body: Buffer;
    if (headers['transfer-encoding'] === 'chunked') {
      const chunks: Buffer[] = [];
      for (;;) {
        const lineEnd = rest.indexOf('\r\n');
        if (lineEnd < 0) return undefined;
        const size = parseInt(rest.subarray(0, lineEnd).toString(), 16);
        if (rest.length < lineEnd + 2 + size + 2) return undefined;
        chunks.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
        rest = rest.subarray(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
      body = Buffer.concat(chunks);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (rest.length < length) return undefined;
      body = rest.subarray(0, length);
      rest = rest.subarray(length);
    }
    this.buffered = rest;
    return { status: Number(statusLine!.split(' ')[1]), headers, body: body.toString('utf8') };
  }

  close() {
    this.socket.destroy();
  }
}

function multipart(name: string, fileName: string | undefined, content: Buffer): Buffer {
  const disposition = fileName === undefined ? `name="${name}"` : `name="${name}"; filename="${fileName}"`;
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; ${disposition}\r\n` +
        'Content-Type: application/pdf\r\n\r\n',
    ),
    content,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

describe('keep-alive after a request refused before its body was read (docs/security.md 36)', () => {
  let t: TestContext;
  let admin: TestBrowser;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN });
    admin = (await signIn(t, ADMIN)).browser;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const headOf = (
    target: string,
    body: Buffer,
    contentType: string,
    { signedIn = true, csrf = true }: { signedIn?: boolean; csrf?: boolean } = {},
  ) => {
    const lines = [
      `${target} HTTP/1.1`,
      'Host: 127.0.0.1',
      'Connection: keep-alive',
      `Content-Type: ${contentType}`,
      `Content-Length: ${body.length}`,
    ];
    if (signedIn) lines.push(`Cookie: ${admin.cookieHeader()}`);
    const token = admin.cookies.get('XSRF-TOKEN');
    if (csrf && token) lines.push(`X-XSRF-TOKEN: ${token}`);
    return `${lines.join('\r\n')}\r\n\r\n`;
  };

  /**
   * Sends the refused request and expects its status; then the health check on the same connection, unless the
   * refusal said `Connection: close` and the server closed it (the client then knows to open a new one).
   */
  async function expectConnectionReused(head: string, body: Buffer, status: number) {
    const connection = await Connection.open(port);
    try {
      connection.send(head, body);
      const refused = await connection.response();
      expect(refused.status, refused.body.slice(0, 200)).toBe(status);
      if (refused.headers.connection === 'close') {
        await expect.poll(() => connection.closed, { timeout: 5_000 }).toBe(true);
        return;
      }
      connection.send('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n');
      const health = await connection.response();
      expect(health.status).toBe(200);
      expect(JSON.parse(health.body)).toMatchObject({ status: 'ok' });
    } finally {
      connection.close();
    }
  }

  const upload = 'POST /api/workshop/procurement/report';
  const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
  // Large enough that the server cannot have read it along with the head of the request.
  const filler = Buffer.alloc(512 * 1024, 0x41);

  it('a multipart upload whose only part is not `file` (400)', async () => {
    const body = multipart('dokument', 'bericht.pdf', Buffer.concat([minimalPdf(), filler]));
    await expectConnectionReused(headOf(upload, body, multipartType), body, 400);
  });

  it('a multipart upload whose only part is a text field (400)', async () => {
    const body = multipart('comment', undefined, filler);
    await expectConnectionReused(headOf(upload, body, multipartType), body, 400);
  });

  it('an upload of another content type (415)', async () => {
    await expectConnectionReused(headOf(upload, filler, 'application/octet-stream'), filler, 415);
  });

  it('an upload without a session or without the CSRF header (403)', async () => {
    const body = multipart('file', 'bericht.pdf', Buffer.concat([minimalPdf(), filler]));
    await expectConnectionReused(headOf(upload, body, multipartType, { signedIn: false }), body, 403);
    await expectConnectionReused(headOf(upload, body, multipartType, { csrf: false }), body, 403);
  });

  it('a malformed multipart body (400)', async () => {
    const body = Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nkaputt\r\n\r\n`), filler]);
    await expectConnectionReused(headOf(upload, body, multipartType), body, 400);
  });

  it('a file over the size limit (413)', async () => {
    const body = multipart('file', 'gross.pdf', Buffer.alloc(REPORT_MAX_BYTES + 1024, 0x20));
    await expectConnectionReused(headOf(upload, body, multipartType), body, 413);
  }, 60_000);

  it('a JSON body over the limit (413) and one that is not JSON (400)', async () => {
    const big = Buffer.from(JSON.stringify({ firstName: 'x'.repeat(2 * 1024 * 1024) }));
    await expectConnectionReused(headOf('PUT /api/user/me', big, 'application/json'), big, 413);
    const broken = Buffer.from(`{"firstName": ${'['.repeat(1000)}`);
    await expectConnectionReused(headOf('PUT /api/user/me', broken, 'application/json'), broken, 400);
  });
});
