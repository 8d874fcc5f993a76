import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPagePaths } from '@cert/domain/site/route-meta';
import { buildApp, type App } from '../src/app';
import { publicRouteModules } from '../src/plugins/route-preload';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from './helpers/app';

const indexHtml = `<!doctype html>
<html lang="de">
  <head>
    <title>Platzhalter</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
  </head>
  <body><div id="root"></div></body>
</html>`;

// The shape Vite writes with build.manifest: the entry, a chunk it shares with the page, the page's own chunks.
const manifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_shared-1.js'] },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_contact-1.js': { file: 'assets/contact-1.js', imports: ['_shared-1.js'], css: ['assets/contact-1.css'] },
  'src/app/routes/public/faq.tsx': {
    file: 'assets/faq-1.js',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-1.js', '_contact-1.js'],
  },
};

describe('the route module of each public page', () => {
  it('is known for exactly the public pages, and the module exists in the web app', () => {
    expect(Object.keys(publicRouteModules).sort()).toEqual([...publicPagePaths].sort());
    const webApp = path.resolve(import.meta.dirname, '../../web');
    for (const file of Object.values(publicRouteModules))
      expect(existsSync(path.join(webApp, file)), file).toBe(true);
  });
});

describe('preload hints for the chunks of public pages', () => {
  let t: TestContext;
  let app: App;
  beforeAll(async () => {
    t = await createTestApp();
    const dist = path.join(t.dataDir, 'web-dist');
    mkdirSync(path.join(dist, '.vite'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), indexHtml);
    writeFileSync(path.join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
    app = await buildApp(t.config, { database: t.database, clock: t.clock, logger: false, webDistDir: dist });
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await app?.close();
    await t?.close();
  });

  it("preloads a public page's route chunk, its own imports and their CSS in the head", async () => {
    const html = (await app.inject({ method: 'GET', url: '/faq' })).body;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/faq-1.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/contact-1.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/contact-1.css">');
    // What index.html loads already is not repeated.
    expect(html.match(/shared-1\.js/g)).toHaveLength(1);
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
  });

  it('adds nothing for other pages', async () => {
    for (const url of ['/impressum', '/profil', '/faq/x']) {
      const html = (await app.inject({ method: 'GET', url })).body;
      expect(html, url).not.toContain('faq-1.js');
      expect(html.match(/modulepreload/g), url).toHaveLength(1);
    }
  });
});
