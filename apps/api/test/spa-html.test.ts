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
    <link rel="stylesheet" crossorigin href="/assets/main.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

const css = 'body{margin:0}';
// What apps/web/scripts/prerender.mjs writes: the markup of #root for each indexable public page.
const prerenderedPages = Object.fromEntries(
  Object.entries(publicRouteMeta)
    .filter(([, meta]) => !meta.noIndex)
    .map(([route, meta]) => [route, `<header>Kopf</header><main><h1>${meta.title}</h1></main>`]),
);

describe('HTML of the SPA with route metadata', () => {
  let t: TestContext;
  let app: App;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://zertifizierung.example.de' });
    const dist = path.join(t.dataDir, 'web-dist');
    mkdirSync(path.join(dist, 'assets'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    writeFileSync(path.join(dist, 'assets', 'main.js'), 'console.log(1)');
    writeFileSync(path.join(dist, 'assets', 'main.css'), css);
    mkdirSync(path.join(dist, '.prerender'));
    writeFileSync(path.join(dist, '.prerender', 'pages.json'), JSON.stringify(prerenderedPages));
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

  it.each(Object.keys(prerenderedPages))(
    'serves %s prerendered, with the stylesheet inline',
    async (route) => {
      const html = (await app.inject({ method: 'GET', url: route })).body;
      expect(html).toContain(`<div id="root">${prerenderedPages[route]}</div>`);
      expect(html).toContain(`<title>${documentTitle(publicRouteMeta[route]!)}</title>`);
      expect(html).toContain(`<style>${css}</style>`);
      // Disabled, not gone: the loader of lazy chunks must not add it again.
      expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main.css" disabled>');
      // The entry loads after the first paint.
      expect(html).toContain(
        '<script defer src="/entry-after-paint.js" data-entry="/assets/main.js"></script>',
      );
      expect(html).not.toContain('type="module"');
    },
  );

  it('serves other pages, and public ones with a query or a session hint, as the empty shell', async () => {
    const requests = [
      { url: '/profil' },
      { url: '/login' },
      { url: '/faq/' },
      { url: '/faq?utm_source=x' },
      { url: '/faq', headers: { cookie: 'consent=1; signed_in=1' } },
    ];
    for (const request of requests) {
      const res = await app.inject({ method: 'GET', ...request });
      expect(res.body, request.url).toContain('<div id="root"></div>');
      expect(res.body, request.url).not.toContain('<h1>');
      expect(res.body, request.url).toContain('<link rel="stylesheet" crossorigin href="/assets/main.css">');
      expect(res.body, request.url).toContain('<script type="module" src="/assets/main.js"></script>');
      expect(res.headers.vary, request.url).toContain('Cookie');
    }
  });

  it('does not serve the build data as files', async () => {
    const res = await app.inject({ method: 'GET', url: '/.prerender/pages.json' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toContain('Kopf');
  });

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
