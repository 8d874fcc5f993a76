// B8 (bench/README.md): Lighthouse on every public page against the production server (apps/api/dist/server.js
// serving apps/web/dist, compression on), mobile and desktop presets, 5 runs each, median; baseline: a static
// hello page served by the same server in the same run. Run after `npm run build`: node bench/lighthouse.mjs
// Options: RUNS=5 (runs per page and form factor), PAGES=/faq,/impressum (a subset), FORM_FACTORS=mobile (one of
// the two), CHROMIUM_PATH.
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, startServer, stopServer } from './lib/server.mjs';

const serverJs = path.join(root, 'apps/api/dist/server.js');
const webDist = path.join(root, 'apps/web/dist');
const serverEntry = path.join(webDist, '.ssr', 'entry-server.js');
for (const file of [serverJs, path.join(webDist, 'index.html'), serverEntry]) {
  if (!existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run npm run build first`);
}

// Lighthouse and its 161 packages serve this benchmark alone: installed when it runs (without saving), not by every
// `npm ci` of a developer or CI (docs/decisions/032). The version is the one the results were measured with. It goes
// into a folder of its own (LIGHTHOUSE_DIR, ignored by git), not among the checkout's packages, which tests may be
// reading; it is installed beside it and moved into place whole, so that a run cut off mid-install or a second run
// at the same time never leaves a half-installed copy.
const LIGHTHOUSE = 'lighthouse@12.8.2';
const lighthouseDir = process.env.LIGHTHOUSE_DIR ?? path.join(root, '.tmp', LIGHTHOUSE.replace('@', '-'));
async function importLighthouse() {
  const file = (name) => pathToFileURL(path.join(lighthouseDir, 'node_modules', 'lighthouse', name)).href;
  const load = async () => ({
    lighthouse: (await import(file('core/index.js'))).default,
    desktopConfig: (await import(file('core/config/desktop-config.js'))).default,
  });
  try {
    return await load();
  } catch (error) {
    console.error(
      `Installing ${LIGHTHOUSE} for this benchmark into ${lighthouseDir} (${error.code ?? error.message})`,
    );
    const staging = `${lighthouseDir}.${process.pid}`;
    const install = spawnSync(
      'npm',
      [
        'install',
        '--prefix',
        staging,
        '--no-save',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        LIGHTHOUSE,
      ],
      // Not the workspace of an `npm -w` run this one may have been started from.
      {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: { ...process.env, npm_config_workspace: '' },
      },
    );
    if (install.status !== 0) throw new Error(`npm install ${LIGHTHOUSE} failed`);
    try {
      renameSync(staging, lighthouseDir);
    } catch {
      // Another run put its copy there first.
      rmSync(staging, { recursive: true, force: true });
    }
    return load();
  }
}
const { lighthouse, desktopConfig } = await importLighthouse();

// The browser of the tests and of B12: Debian's chromium-headless-shell, which the results were measured with.
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
const runs = Number(process.env.RUNS ?? 5);
// The prerendered pages are the public pages (publicPagePaths in packages/domain/src/site/route-meta.ts), as the
// build's server bundle lists them; PAGES picks among them.
const { prerenderedPaths: publicPages } = await import(pathToFileURL(serverEntry).href);
const chosen = process.env.PAGES ? process.env.PAGES.split(',') : publicPages;
if (
  !Array.isArray(publicPages) ||
  publicPages.length === 0 ||
  chosen.some((page) => !publicPages.includes(page))
) {
  throw new Error(`the server bundle lists no public pages, or not all of PAGES: ${publicPages}`);
}
const HELLO = '/hello.html';
const pages = [HELLO, ...chosen];
const formFactors = process.env.FORM_FACTORS?.split(',') ?? ['mobile', 'desktop'];
if (formFactors.length === 0 || formFactors.some((factor) => !['mobile', 'desktop'].includes(factor))) {
  throw new Error(`FORM_FACTORS names mobile and/or desktop, not ${formFactors}`);
}
const targets = { mobile: 95, desktop: 100, accessibility: 100, cls: 0.02 };
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The baseline: what a page costs with no JavaScript at all, from the same server and headers.
const helloHtml = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8">
    <meta name="viewport" content="width=device-width, initial-scale=1.0">
    <title>Hallo</title>
    <meta name="description" content="Eine statische Vergleichsseite für den Lighthouse-Benchmark.">
  </head>
  <body>
    <main><h1>Hallo</h1><p>Eine statische Seite ohne JavaScript, vom selben Server ausgeliefert.</p></main>
  </body>
</html>
`;

/** The production server on a free port, its own data folder and a copy of the built SPA plus hello.html. */
async function serveSite(tmp) {
  const dist = path.join(tmp, 'web-dist');
  cpSync(webDist, dist, { recursive: true });
  writeFileSync(path.join(dist, 'hello.html'), helloHtml);
  const { base, child } = await startServer({
    args: [serverJs],
    env: { PATH: process.env.PATH, DATA_DIR: path.join(tmp, 'data'), WEB_DIST_DIR: dist, LOG_LEVEL: 'warn' },
  });
  return { baseUrl: base, child };
}

/** Chromium with a DevTools port for Lighthouse; resolves once it listens. */
function startChrome(tmp) {
  const child = spawn(
    chromePath,
    [
      ...chromeFlags,
      '--remote-debugging-port=0',
      `--user-data-dir=${path.join(tmp, 'chrome')}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output}`)), 30_000);
    child.once('exit', (code) => reject(new Error(`Chromium exited with ${code}: ${output}`)));
    child.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({ port: Number(match[1]), child });
      }
    });
  });
}

async function checkCompression(baseUrl) {
  const html = await fetch(`${baseUrl}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  // A prerendered page names its entry in data-entry (loaded after the first paint), others in the script's src.
  const entry = /(?:src|data-entry)="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
  const js = entry && (await fetch(`${baseUrl}${entry}`, { headers: { 'accept-encoding': 'br, gzip' } }));
  // Read to its end: an unread body keeps its connection busy, and the server's stop would wait for it.
  await js?.arrayBuffer();
  // fetch decodes the body but keeps the header.
  const encodings = [html.headers.get('content-encoding'), js?.headers.get('content-encoding')];
  if (encodings.some((encoding) => encoding !== 'br')) {
    throw new Error(
      `compression is off (HTML: ${encodings[0]}, entry JS: ${encodings[1]}): rebuild apps/api`,
    );
  }
  // The build's compressed copy goes out with a Content-Length; a stream compressed per request has none, and a
  // page measured with it would pay for a compression the platform does not do.
  if (!js.headers.get('content-length')) {
    throw new Error(
      'the entry script is compressed per request: rebuild apps/web (scripts/compress-assets.mjs)',
    );
  }
}

function summarize(lhr) {
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    cls: audit('cumulative-layout-shift'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    bytes: audit('total-byte-weight'),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** Failed audits of the accessibility category and the largest opportunities, from one run, for the notes. */
function findings(lhr) {
  const failed = lhr.categories.accessibility.auditRefs
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = audit.details?.items ?? [];
      const nodes = items.map((item) => item.node?.selector ?? item.node?.snippet).filter(Boolean);
      return `a11y ${audit.id}: ${nodes.slice(0, 3).join(' | ')}`;
    });
  const perf = [
    'render-blocking-resources',
    'unused-javascript',
    'uses-text-compression',
    'uses-long-cache-ttl',
    'largest-contentful-paint-element',
    'font-display',
  ]
    .map((id) => lhr.audits[id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => `perf ${audit.id}: ${audit.displayValue ?? ''}`.trim());
  const shifts = (lhr.audits['layout-shifts']?.details?.items ?? []).map((item) => {
    const causes = (item.subItems?.items ?? []).map((sub) => String(sub.extra?.value ?? sub.cause));
    const cause = causes.length ? ` caused by ${causes.map((c) => c.split('/').pop()).join(', ')}` : '';
    return `shift ${item.score.toFixed(3)} of ${item.node?.selector}${cause}`;
  });
  return [...failed, ...perf, ...shifts];
}

/** One Lighthouse run; a failed trace (NO_NAVSTART and the like, seen under heavy load) is retried twice. */
async function audit(page, formFactor, attempt = 1) {
  const result = await lighthouse(
    `${server.baseUrl}${page}`,
    {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // A picture of the whole page, taken after the trace: nothing here reads it, and it costs a second per audit.
      disableFullPageScreenshot: true,
    },
    formFactor === 'desktop' ? desktopConfig : undefined,
  );
  if (result && !result.lhr.runtimeError) return result;
  const reason = `Lighthouse failed on ${page} (${formFactor}): ${result?.lhr.runtimeError?.message}`;
  if (attempt >= 3) throw new Error(reason);
  console.error(`${reason}; retrying`);
  return audit(page, formFactor, attempt + 1);
}

const load = () => loadavg()[0].toFixed(1);
const started = Date.now();
const loadAtStart = load();
const tmp = mkdtempSync(path.join(tmpdir(), 'cert-b8-'));
const server = await serveSite(tmp);
let chrome;
try {
  await checkCompression(server.baseUrl);
  chrome = await startChrome(tmp);
  const results = new Map(); // "page|formFactor" -> summaries
  const notes = new Map(); // "page|formFactor" -> findings of the last run
  // Alternate pages and form factors inside each round, so that drift on this shared machine hits all alike.
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      for (const formFactor of formFactors) {
        const result = await audit(page, formFactor);
        const key = `${page}|${formFactor}`;
        results.set(key, [...(results.get(key) ?? []), summarize(result.lhr)]);
        notes.set(key, findings(result.lhr));
      }
    }
    console.error(`round ${round}/${runs} done after ${Math.round((Date.now() - started) / 1000)} s`);
  }

  const medians = new Map(
    [...results].map(([key, list]) => [
      key,
      Object.fromEntries(Object.keys(list[0]).map((name) => [name, median(list.map((r) => r[name]))])),
    ]),
  );
  console.log(
    `B8 Lighthouse ${runs} runs per page and form factor, medians (FCP, LCP, TBT in ms; weight KiB)`,
  );
  console.log('page | form factor | performance | accessibility | CLS | FCP | LCP | TBT | KiB | target');
  let allMet = true;
  for (const page of pages) {
    for (const formFactor of formFactors) {
      const m = medians.get(`${page}|${formFactor}`);
      const met =
        m.performance >= targets[formFactor] &&
        m.accessibility >= targets.accessibility &&
        m.cls <= targets.cls;
      if (page !== HELLO) allMet &&= met;
      console.log(
        [
          page === HELLO ? `${page} (baseline)` : page,
          formFactor,
          m.performance,
          m.accessibility,
          m.cls.toFixed(3),
          Math.round(m.fcp),
          Math.round(m.lcp),
          Math.round(m.tbt),
          (m.bytes / 1024).toFixed(1),
          page === HELLO ? '—' : met ? 'met' : 'NOT met',
        ].join(' | '),
      );
    }
  }
  console.log('\nFindings (last run):');
  for (const [key, list] of notes) if (list.length) console.log(`${key}: ${list.join('; ')}`);
  console.log(
    `\nduration ${Math.round((Date.now() - started) / 1000)} s; load average ${loadAtStart} at start, ${load()} at the end`,
  );
  console.log(
    allMet
      ? 'B8: all targets met'
      : `B8: targets not met (performance ≥${targets.mobile} mobile, ${targets.desktop} desktop; accessibility ${targets.accessibility}; CLS ≤${targets.cls})`,
  );
} finally {
  // Stopped before its folder is removed: a Chromium still closing writes into it.
  if (chrome) await stopServer(chrome.child);
  await stopServer(server.child);
  rmSync(tmp, { recursive: true, force: true });
}
