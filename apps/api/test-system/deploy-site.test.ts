// The nginx site the repository deploys (deploy/nginx/zertifizierung.conf with its proxy file), run by Debian's nginx
// in front of the built server, TLS included: what docs/operations.md tells an operator to install is what answers
// here (issue 56, item 5). Only the ports, the instance and the certificate files are rewritten (support/nginx.ts).
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TLSSocket } from 'node:tls';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, killAllApis, requireBuiltApi, startApi } from './support/api-server';
import { nginxBinary, noNginxReason, startSite, type Nginx } from './support/nginx';

if (!existsSync(nginxBinary)) console.warn(`deploy-site.test.ts: ${noNginxReason}`);

const HOST = 'zertifizierung.example.de';

type Answer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  protocol: string;
};

describe.skipIf(!existsSync(nginxBinary))('the deployed nginx site in front of the built server', () => {
  let dataDir: string;
  let site: Nginx & { certificate: string; plainBase: string };
  let httpsPort: number;

  beforeAll(async () => {
    requireBuiltApi();
    dataDir = mkdtempSync(path.join(tmpdir(), 'system-site-'));
    const api = await startApi({ dataDir, env: { TRUST_PROXY: 'loopback' } });
    httpsPort = await freePort();
    site = await startSite({ https: httpsPort, http: await freePort() }, [`127.0.0.1:${api.port}`], HOST);
  });

  afterAll(async () => {
    await site?.stop();
    await killAllApis();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** A request over TLS as a browser of the host sends it, trusting the test's certificate. */
  const request = (
    method: string,
    url: string,
    options: { headers?: Record<string, string>; body?: Buffer } = {},
  ): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = https.request(
        {
          host: '127.0.0.1',
          port: httpsPort,
          path: url,
          method,
          servername: HOST,
          ca: site.certificate,
          agent: false,
          headers: { host: HOST, ...options.headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
              protocol: (res.socket as TLSSocket).getProtocol() ?? '',
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(options.body);
    });

  it('answers over TLS 1.2 or 1.3 with the certificate of its host name, and refuses older protocols', async () => {
    const health = await request('GET', '/api/health');
    expect(health.status).toBe(200);
    expect(['TLSv1.3', 'TLSv1.2']).toContain(health.protocol);
    const ready = await request('GET', '/api/ready');
    expect(ready.status, ready.body.toString()).toBe(200);

    const old = await new Promise<string>((resolve) => {
      const socket = tls.connect({
        host: '127.0.0.1',
        port: httpsPort,
        servername: HOST,
        ca: site.certificate,
        minVersion: 'TLSv1',
        maxVersion: 'TLSv1.1',
      });
      socket.on('secureConnect', () => {
        socket.destroy();
        resolve('connected');
      });
      socket.on('error', (error) => resolve(error.message));
    });
    expect(old).not.toBe('connected');
  });

  it('serves the web app and its precompressed assets through the proxy', async () => {
    const page = await request('GET', '/', { headers: { 'accept-encoding': 'identity' } });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const html = page.body.toString('utf8');
    expect(html).toContain('<html lang="de"');
    // The entry the page loads after its first paint.
    const script = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeDefined();
    const asset = await request('GET', script!, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    // Compressed by the API, passed on untouched by nginx.
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it("sets the proxy headers: the API's request id is nginx's, and the API's own security headers pass through", async () => {
    const answer = await request('GET', '/api/health');
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f]{32}$/);
    expect(answer.headers['strict-transport-security']).toBeUndefined();
    const page = await request('GET', '/');
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends plain HTTP to https on the host name, and refuses a body over the upload limit before the API', async () => {
    const plain = await new Promise<http.IncomingMessage>((resolve, reject) =>
      http
        .get(`${site.plainBase}/zertifikat?code=1`, { headers: { host: HOST }, agent: false }, resolve)
        .on('error', reject),
    );
    plain.resume();
    expect(plain.statusCode).toBe(301);
    expect(plain.headers.location).toBe(`https://${HOST}/zertifikat?code=1`);

    const tooLarge = await request('POST', '/api/workshop/reports', {
      headers: { 'content-type': 'application/pdf' },
      body: Buffer.alloc(22 * 1024 * 1024),
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.toString()).toContain('nginx');
  });
});
