import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRouteMeta, documentTitle } from '@cert/domain';
import { buildApp, type App } from '../src/app';
import { createTestApp, type TestContext } from './helpers/app';

const indexHtml = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8">
    <title>Platzhalter</title>
    <meta name="description" content="Platzhalter">
    <script type="module" src="/assets/main.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('HTML of the SPA with route metadata', () => {
  let t: TestContext;
  let app: App;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://zertifizierung.example.de' });
    const dist = path.join(t.dataDir, 'web-dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    writeFileSync(path.join(dist, 'assets', 'main.js'), 'console.log(1)');
    app = await buildApp(t.config, { database: t.database, clock: t.clock, logger: false, webDistDir: dist });
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  it.each(Object.entries(publicRouteMeta))(
    'gives %s its title, description, og tags and canonical',
    async (route, meta) => {
      const res = await app.inject({ method: 'GET', url: route });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      const html = res.body;
      const title = documentTitle(meta).replace(/&/g, '&amp;');
      expect(html).toContain(`<title>${title}</title>`);
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html.match(/name="description"/g)).toHaveLength(1);
      expect(html).toContain(`<meta name="description" content="${meta.description}">`);
      expect(html).toContain(`<meta property="og:title" content="${title}">`);
      expect(html).toContain('<meta property="og:type" content="website">');
      expect(html).toContain(`<link rel="canonical" href="https://zertifizierung.example.de${route}">`);
      expect(html).toContain(`<meta property="og:url" content="https://zertifizierung.example.de${route}">`);
      expect(html.includes('name="robots"')).toBe(Boolean(meta.noIndex));
    },
  );

  it('serves client routes with the default metadata, kept out of search indexes', async () => {
    const res = await app.inject({ method: 'GET', url: '/profil?callbackUrl=%2Fx' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="canonical" href="https://zertifizierung.example.de/profil">');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('escapes whatever the address contains', async () => {
    const res = await app.inject({ method: 'GET', url: '/%22%3E%3Cscript%3Ealert(1)%3C/script%3E' });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body).not.toMatch(/href="[^"]*"><script/);
  });

  it('serves built assets with long caching and never HTML for unknown API paths', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/main.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
