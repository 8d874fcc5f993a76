import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { HttpError } from '../src/lib/http-error';
import { ErrorCode } from '@cert/domain';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from './helpers/app';

// Large enough to pass the 1 KiB threshold, repetitive enough to shrink a lot.
const paragraphs = Array.from({ length: 60 }, (_, i) => `<p>Absatz ${i}: Innovative Beschaffung.</p>`).join(
  '',
);
const indexHtml = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8">
    <title>Platzhalter</title>
    <script type="module" src="/assets/main-abc123.js"></script>
  </head>
  <body><div id="root"></div>${paragraphs}</body>
</html>`;
const mainJs = `export const labels = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Bezeichnung ${i}`))};\n`;
const streamed = Array.from({ length: 2000 }, (_, i) => `Zeile ${i};Organisation ${i % 17}\n`).join('');

type Encoding = 'gzip' | 'br';
const decompress = (encoding: Encoding, body: Buffer) =>
  (encoding === 'gzip' ? gunzipSync(body) : brotliDecompressSync(body)).toString('utf8');

describe('response compression', () => {
  let t: TestContext;
  let app: App;
  beforeAll(async () => {
    t = await createTestApp();
    const dist = path.join(t.dataDir, 'web-dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    writeFileSync(path.join(dist, 'assets', 'main-abc123.js'), mainJs);
    writeFileSync(path.join(dist, 'assets', 'font-abc123.woff2'), Buffer.alloc(4096, 7));
    writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    app = await buildApp(t.config, { database: t.database, clock: t.clock, logger: false, webDistDir: dist });
    // Test-only routes for the paths the product has no public example of yet: a streamed body, a large
    // error, a binary body.
    app.get('/api/test/stream', (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .send(Readable.from([streamed.slice(0, 5000), streamed.slice(5000)])),
    );
    app.get('/api/test/stream-fails', (_request, reply) => {
      const body = new Readable({
        read() {
          this.push(streamed.slice(0, 4000));
          this.destroy(new Error('export failed'));
        },
      });
      return reply.type('application/json').send(body);
    });
    app.get('/api/test/error', () => {
      throw new HttpError(
        400,
        ErrorCode.ValidationFailed,
        undefined,
        Array.from({ length: 40 }, (_, i) => ({
          path: `answers.q${i}`,
          code: 'too_small',
          message: 'Bitte füllen Sie dieses Feld aus.',
        })),
      );
    });
    app.get('/api/test/binary', (_request, reply) =>
      reply.type('application/pdf').send(Buffer.alloc(8192, 1)),
    );
    await app.ready();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding, ...headers } : headers,
    });

  describe.each(['gzip', 'br'] as const)('with Accept-Encoding: %s', (encoding) => {
    it.each([
      ['the SPA HTML of a public page', '/faq', /^text\/html/],
      ['a hashed JS asset', '/assets/main-abc123.js', /javascript/],
      ['API JSON', '/api/docs/json', /^application\/json/],
    ])('compresses %s to the same content', async (_name, url, type) => {
      const plain = await get(url);
      expect(plain.statusCode).toBe(200);
      const res = await get(url, `${encoding}, deflate`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(type);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decompress(encoding, res.rawPayload)).toBe(plain.body);
    });

    it('keeps the long caching of hashed assets', async () => {
      const res = await get('/assets/main-abc123.js', encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('compresses a streamed body completely', async () => {
      const res = await get('/api/test/stream', encoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(decompress(encoding, res.rawPayload)).toBe(streamed);
    });

    it('compresses a large error in the API error shape', async () => {
      const plain = await get('/api/test/error');
      const res = await get('/api/test/error', encoding);
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-encoding']).toBe(encoding);
      const body = JSON.parse(decompress(encoding, res.rawPayload));
      expect(body).toEqual(plain.json());
      expect(body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
      expect(body.fields).toHaveLength(40);
    });

    it('leaves tiny bodies, small errors and binary bodies alone', async () => {
      for (const url of [
        '/api/health',
        '/api/does-not-exist',
        '/api/test/binary',
        '/assets/font-abc123.woff2',
        '/favicon.svg',
      ]) {
        const res = await get(url, encoding);
        expect(res.headers['content-encoding'], url).toBeUndefined();
      }
      expect((await get('/api/health', encoding)).json()).toEqual({ status: 'ok' });
      expect((await get('/api/test/binary', encoding)).rawPayload).toEqual(Buffer.alloc(8192, 1));
    });

    it('never compresses partial content', async () => {
      const res = await get('/assets/main-abc123.js', encoding, { range: 'bytes=0-99' });
      expect(res.statusCode).toBe(206);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.body).toBe(mainJs.slice(0, 100));
    });
  });

  it('prefers brotli when the client accepts both', async () => {
    const res = await get('/faq', 'gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('sends plain bodies without Accept-Encoding or with identity', async () => {
    for (const acceptEncoding of [undefined, 'identity', 'deflate']) {
      for (const url of ['/faq', '/assets/main-abc123.js', '/api/docs/json', '/api/test/stream']) {
        const res = await get(url, acceptEncoding);
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['content-encoding'], `${url} ${acceptEncoding}`).toBeUndefined();
      }
    }
    expect((await get('/faq')).body).toContain('<p>Absatz 59');
    expect((await get('/assets/main-abc123.js')).body).toBe(mainJs);
    expect((await get('/api/test/stream')).body).toBe(streamed);
  });

  it('answers a missing asset and an unknown API path with the 404 shape, not the SPA HTML', async () => {
    for (const url of ['/assets/gone-123.js', '/api/unknown']) {
      const res = await get(url, 'gzip');
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
    const head = await app.inject({ method: 'HEAD', url: '/faq' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
  });

  it('answers a stream that fails before its first byte with a readable error', async () => {
    // (Uncompressed, Fastify has sent the headers with the first chunk and cuts the connection instead.)
    for (const acceptEncoding of ['gzip', 'br']) {
      const res = await get('/api/test/stream-fails', acceptEncoding);
      expect(res.statusCode).toBe(500);
      // The error body is small: sent as it is, without the Content-Encoding the stream had been given.
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.json()).toMatchObject({ status: 500, code: 'INTERNAL' });
    }
  });
});
