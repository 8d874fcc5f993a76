import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { compressAssets } from '../../../scripts/compress-assets.mjs';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from './helpers/app';

const js = `export const labels = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `Bezeichnung ${i}`))};\n`;
const css = Array.from({ length: 100 }, (_, i) => `.c${i}{margin:${i}px;color:#2044aa}`).join('\n');

describe('hashed assets sent as the build compressed them (scripts/compress-assets.mjs)', () => {
  let t: TestContext;
  let app: App;
  beforeAll(async () => {
    t = await createTestApp();
    const dist = path.join(t.dataDir, 'web-dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
    writeFileSync(path.join(dist, 'assets', 'main-1.js'), js);
    writeFileSync(path.join(dist, 'assets', 'index-1.css'), css);
    writeFileSync(path.join(dist, 'assets', 'tiny-1.js'), 'export {};');
    // As the web build does; the tiny file gets no copy, a compressed one would not be smaller.
    expect(compressAssets(dist)).toBe(2);
    app = await buildApp(t.config, { database: t.database, clock: t.clock, logger: false, webDistDir: dist });
    await app.ready();
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  it.each([
    ['br', (body: Buffer) => brotliDecompressSync(body)],
    ['gzip', (body: Buffer) => gunzipSync(body)],
  ] as const)('sends %s that decompresses to the file, with the asset headers', async (encoding, decode) => {
    for (const [url, content, type] of [
      ['/assets/main-1.js', js, /^application\/javascript/],
      ['/assets/index-1.css', css, /^text\/css/],
    ] as const) {
      const res = await get(url, { 'accept-encoding': encoding });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe(encoding);
      expect(res.headers['content-type'], url).toMatch(type);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
      expect(decode(res.rawPayload).toString('utf8'), url).toBe(content);
      // Security headers still apply.
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('shrinks the file to a fraction', async () => {
    const compressed = await get('/assets/main-1.js', { 'accept-encoding': 'br' });
    expect(compressed.rawPayload.length).toBeLessThan(Buffer.byteLength(js) / 3);
  });

  it.each([
    ['gzip, deflate, br', 'br'],
    ['br;q=0.5, gzip', 'gzip'],
    ['br;q=0, gzip;q=0.1', 'gzip'],
    ['gzip;q=0, br;q=0', undefined],
    ['deflate', undefined],
  ])('chooses by Accept-Encoding %s: %s', async (acceptEncoding, expected) => {
    const res = await get('/assets/main-1.js', { 'accept-encoding': acceptEncoding });
    expect(res.headers['content-encoding']).toBe(expected);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends the plain file without Accept-Encoding, its ranges, and tiny files', async () => {
    const plain = await get('/assets/main-1.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
    const range = await get('/assets/main-1.js', { range: 'bytes=0-9' });
    expect(range.statusCode).toBe(206);
    expect(range.body).toBe(js.slice(0, 10));
    const tiny = await get('/assets/tiny-1.js', { 'accept-encoding': 'br' });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
  });

  it('answers HEAD with the headers only', async () => {
    const res = await app.inject({
      method: 'HEAD',
      url: '/assets/main-1.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.length).toBe(0);
  });
});
