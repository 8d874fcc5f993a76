import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicRouteMeta, documentTitle, SITE_CONFIG_ELEMENT_ID, type SiteConfig } from '@cert/domain';
import { buildApp, type App } from '../src/app';
import { CONFIGURED_SITE_CONFIG, createTestApp, type TestContext } from './helpers/app';

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
const site = JSON.parse(readFileSync(CONFIGURED_SITE_CONFIG, 'utf8')) as SiteConfig;
const pageTitles = Object.fromEntries(
  Object.entries(publicRouteMeta)
    .filter(([, meta]) => !meta.noIndex)
    .map(([route, meta]) => [route, meta.title]),
);
// The markup of #root for each indexable public page, as the build's server bundle renders it with the server's
// site configuration.
const prerenderedPages = Object.fromEntries(
  Object.entries(pageTitles).map(([route, title]) => [
    route,
    `<header>Kopf</header><main><h1>${title}</h1><p>${site.operator.name}</p></main>`,
  ]),
);
// A stand-in for the build's server bundle (dist/.ssr/entry-server.js, apps/web/src/entry-server.tsx): the same
// exports, rendering the markup above from the configuration the server passes.
const serverEntry = `const titles = ${JSON.stringify(pageTitles)};
export const prerenderedPaths = Object.keys(titles);
export async function renderPage(pathname, site) {
  return '<header>Kopf</header><main><h1>' + titles[pathname] + '</h1><p>' + site.operator.name + '</p></main>';
}
`;

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
    mkdirSync(path.join(dist, '.ssr'));
    writeFileSync(path.join(dist, '.ssr', 'entry-server.js'), serverEntry);
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
    const res = await app.inject({ method: 'GET', url: '/.ssr/entry-server.js' });
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).not.toContain('renderPage');
  });

  it('writes the site configuration into every page as a data block that no value can end', async () => {
    const block = new RegExp(
      `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">([^<]*)</script>`,
    );
    for (const url of ['/', '/impressum', '/profil']) {
      const html = (await app.inject({ method: 'GET', url })).body;
      expect(JSON.parse(block.exec(html)?.[1] ?? 'null'), url).toEqual(site);
    }
    const hostile = await createTestApp({ SITE_CONFIG: writeHostileConfig(t.dataDir) });
    const hostileApp = await buildApp(hostile.config, {
      database: hostile.database,
      clock: hostile.clock,
      logger: false,
      webDistDir: path.join(t.dataDir, 'web-dist'),
    });
    try {
      const html = (await hostileApp.inject({ method: 'GET', url: '/profil' })).body;
      expect(html).not.toContain('</script><script>');
      expect(JSON.parse(block.exec(html)?.[1] ?? 'null').operator.name).toBe(
        '</script><script>alert(1)</script>',
      );
    } finally {
      await hostileApp.close();
      await hostile.close();
    }
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

function writeHostileConfig(dir: string): string {
  const file = path.join(dir, 'hostile-site-config.json');
  writeFileSync(
    file,
    JSON.stringify({ ...site, operator: { ...site.operator, name: '</script><script>alert(1)</script>' } }),
  );
  return file;
}
