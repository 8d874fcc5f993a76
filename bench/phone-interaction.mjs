// B12 (bench/README.md): a phone answering at once. The longest office step (anwendung-beschaffungswerkzeuge) of a
// signed-in user's draft at 390×844 in Chromium with the CPU slowed down 4× (CDP Emulation.setCPUThrottlingRate):
// the main thread's blocking time while the step loads after "Weiter" on the step before (long tasks, each beyond 50 ms;
// the cold load of the whole app reported beside it), the blocking time of a cold load of the step itself (a reload on
// it, or a link to it: the whole app and the step from nothing) and every tap and key press on its ratings, checkboxes
// and list after either way in (Event Timing, each interaction's longest event, as INP counts it).
// Controls in the same run: a static page with the same number of native range inputs and checkboxes and one text
// field, loaded and operated the same way in the same browser; and the same step as the least a React app on our
// stack needs for it (bench/lib/form-skeleton.mjs: React, Router, TanStack Query, Mantine, one query, the same
// controls), to tell what a standard implementation costs from what is ours.
// Run after `npm run build`: node bench/phone-interaction.mjs
// Options: RUNS=5 (alternating runs of each, medians), CPU_SLOWDOWN=4, CHROMIUM_PATH (Debian's headless shell).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright';
import { root, startServer, stopServer } from './lib/server.mjs';
import { apiBase } from './lib/draft.mjs';
import { buildFormSkeleton, SKELETON_BASE } from './lib/form-skeleton.mjs';
import { signIn } from './lib/session.mjs';
import { median, percentile } from './lib/stats.mjs';

const serverJs = path.join(root, 'apps/api/dist/server.js');
const runs = Number(process.env.RUNS ?? 5);
const slowdown = Number(process.env.CPU_SLOWDOWN ?? 4);
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';
const STEP = 'anwendung-beschaffungswerkzeuge';
const PREVIOUS_STEP = 'anwendung-von-methoden-und-strategie-tools';
const targets = { interactionMs: 200, blockingMs: 300 };
const ADMIN = 'leitung@bench.example';
const USER = 'bearbeiterin@bench.example';
/** Sliders tapped and moved by key, checkboxes and list keys typed: enough to find the slow ones, bounded. */
const SLIDERS = 8;
const CHECKBOXES = 4;
const TYPED = 'Eigenes Werkzeug';

for (const file of [serverJs, path.join(root, 'apps/web/dist/index.html')]) {
  if (!existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run npm run build first`);
}

/** Long tasks and Event Timing entries from the first moment of every page, kept on window for the measurement. */
function observe() {
  const perf = { longtasks: [], events: [] };
  globalThis.__perf = perf;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      perf.longtasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        perf.events.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The static control: the step's number of native ratings and checkboxes, and a text field where it has one. */
function controlHtml(ratings, checkboxes, withText) {
  const rows = Array.from(
    { length: ratings },
    (_, index) =>
      `<p><label for="r${index}">Aussage ${index + 1}</label><br><input id="r${index}" type="range" min="0" max="5" step="1" value="0" style="width:100%"></p>` +
      (index < checkboxes ? `<p><label><input type="checkbox"> Keine Angabe möglich</label></p>` : ''),
  ).join('\n');
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Kontrolle</title></head>
<body><main><h1>Anwendung von Beschaffungswerkzeugen</h1>${rows}${withText ? '<p><label for="t">Weiteres Werkzeug</label><input id="t" type="text"></p>' : ''}</main></body></html>`;
}

/** Sums the main thread's blocking time (each long task beyond 50 ms) since the page's entries were last cleared. */
const blockingTime = (page) =>
  page.evaluate(() =>
    globalThis.__perf.longtasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
  );

/**
 * One run: opens the page with the CPU slowed down, `arrive` brings it to the step (a full load, then, for the app,
 * the respondent's "Weiter" from the step before, whose blocking time counts), `operate` taps and types; the figures.
 */
async function measure(context, subject) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.goto(subject.url);
  await subject.ready(page);
  // Whatever the load started (lazy chunks, the draft's queries) ends before the blocking time is read.
  await page.waitForTimeout(1500);
  const coldBlocking = await blockingTime(page);
  let blocking = coldBlocking;
  if (subject.arrive) {
    await page.evaluate(() => (globalThis.__perf.longtasks.length = 0));
    await subject.arrive(page);
    await page.waitForTimeout(1500);
    blocking = await blockingTime(page);
  }
  await page.evaluate(() => (globalThis.__perf.events.length = 0));
  await subject.operate(page);
  await page.waitForTimeout(1000);
  const events = await page.evaluate(() => globalThis.__perf.events);
  await page.close();
  const byInteraction = new Map();
  for (const event of events)
    byInteraction.set(event.id, Math.max(byInteraction.get(event.id) ?? 0, event.duration));
  const interactions = [...byInteraction.values()];
  return {
    coldBlocking,
    blocking,
    interactions,
    worst: Math.max(0, ...interactions),
    p75: interactions.length > 0 ? percentile(interactions, 0.75) : 0,
    slowest: events.sort((a, b) => b.duration - a.duration).slice(0, 3),
  };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-phone-'));
const { base, child } = await startServer({
  args: [serverJs],
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    ADMIN_EMAILS: ADMIN,
    SESSION_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  },
});
const browser = await chromium.launch({ executablePath: chromiumPath });
try {
  const user = await signIn(base, dataDir, USER);
  const admin = await signIn(base, dataDir, ADMIN);
  await user.call('PUT', '/api/user/me', {
    firstName: 'Erika',
    lastName: 'Mustermann',
    phoneNumber: '+49 30 1234567',
  });
  const organization = await user.call('POST', '/api/organization', {
    organization: {
      type: 'PublicProcurer',
      name: 'Beschaffungsamt Benchmark',
      address: { street: 'Lastweg 1', postalCode: '10115', city: 'Berlin' },
      website: null,
      agencyLevel: 'Municipality',
    },
    newMembers: [],
  });
  await admin.call('PUT', `/api/organization/${organization._id}/approve`, {});
  const draft = await user.call('POST', `${apiBase}/draft`, { meta: { organization: organization._id } });
  const stepUrl = `${base}/fragebogen/innovative-beschaffungsstelle/${draft._id}/${STEP}`;
  const cookies = [...user.cookies].map(([name, value]) => ({ name, value, url: base }));

  const newContext = async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    await context.addCookies(cookies);
    // The cookie choice made before, as a returning user has it; the banner would cover the form.
    await context.addInitScript(() =>
      localStorage.setItem(
        'cert.consent',
        JSON.stringify({
          consentGiven: true,
          options: { optionalCookiesAllowed: false },
          decidedAt: new Date().toISOString(),
        }),
      ),
    );
    await context.addInitScript(observe);
    return context;
  };

  const stepTitle = 'Anwendung von Beschaffungswerkzeugen';
  const app = {
    // The step before, then "Weiter": how a respondent arrives at the step.
    url: `${base}/fragebogen/innovative-beschaffungsstelle/${draft._id}/${PREVIOUS_STEP}`,
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
    arrive: async (page) => {
      await page.getByRole('button', { name: 'Weiter' }).click();
      await page.getByRole('heading', { level: 1, name: stepTitle }).waitFor();
    },
    operate: async (page) => {
      const sliders = page.getByRole('slider');
      for (let index = 0; index < SLIDERS; index++) {
        const slider = sliders.nth(index);
        await slider.scrollIntoViewIfNeeded();
        await slider.locator('[data-step-index="3"]').click();
        await page.keyboard.press('ArrowRight');
      }
      const boxes = page.getByRole('checkbox', { name: 'Keine Angabe möglich' });
      for (let index = 0; index < CHECKBOXES; index++) await boxes.nth(index).click();
      // A list's row name, where the step has one.
      if ((await page.getByRole('textbox').count()) > 0) {
        const name = page.getByRole('textbox').last();
        await name.scrollIntoViewIfNeeded();
        await name.click();
        await page.keyboard.type(TYPED, { delay: 50 });
      }
    },
  };

  // The same step opened by its address: the whole app and the step from a cold start.
  const cold = {
    url: stepUrl,
    ready: (page) => page.getByRole('heading', { level: 1, name: stepTitle }).waitFor(),
    operate: app.operate,
  };

  // The control has as many ratings as the step shows.
  const counting = await newContext();
  const countPage = await counting.newPage();
  await countPage.goto(stepUrl);
  await countPage.getByRole('heading', { level: 1, name: stepTitle }).waitFor();
  const ratings = await countPage.getByRole('slider').count();
  const checkboxCount = await countPage.getByRole('checkbox').count();
  const textboxes = await countPage.getByRole('textbox').count();
  await counting.close();
  const html = controlHtml(ratings, checkboxCount, textboxes > 0);
  const skeletonFiles = await buildFormSkeleton({ title: stepTitle, ratings, text: textboxes > 0 });
  const skeleton = {
    url: `${base}${SKELETON_BASE}index.html`,
    ready: (page) => page.getByRole('heading', { level: 1, name: stepTitle }).waitFor(),
    operate: app.operate,
  };
  const control = {
    url: `${base}/bench-control.html`,
    ready: (page) => page.getByRole('heading', { level: 1 }).waitFor(),
    operate: async (page) => {
      for (let index = 0; index < SLIDERS; index++) {
        const range = page.locator(`#r${index}`);
        await range.scrollIntoViewIfNeeded();
        await range.click({ position: { x: 200, y: 8 } });
        await page.keyboard.press('ArrowRight');
      }
      const boxes = page.getByRole('checkbox');
      for (let index = 0; index < CHECKBOXES; index++) await boxes.nth(index).click();
      if ((await page.locator('#t').count()) > 0) {
        await page.locator('#t').click();
        await page.keyboard.type(TYPED, { delay: 50 });
      }
    },
  };

  const results = { app: [], cold: [], control: [], skeleton: [] };
  const subjects = [
    ['app', app],
    ['cold', cold],
    ['control', control],
    ['skeleton', skeleton],
  ];
  for (let run = 0; run < runs; run++) {
    // Each subject in turn first, so that none always runs on the machine the one before warmed.
    for (const [name, subject] of subjects.map((_, index) => subjects[(index + run) % subjects.length])) {
      const context = await newContext();
      await context.route(`${base}/bench-control.html`, (route) =>
        route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }),
      );
      await context.route(`${base}${SKELETON_BASE}**`, (route) => {
        const file = skeletonFiles.get(new URL(route.request().url()).pathname);
        return file
          ? route.fulfill({ contentType: file.type, body: file.body })
          : route.fulfill({ status: 404 });
      });
      const result = await measure(context, subject);
      await context.close();
      results[name].push(result);
      console.log(
        `run ${run + 1} ${name.padEnd(7)}: blocking ${result.blocking.toFixed(0)} ms (cold load ${result.coldBlocking.toFixed(0)} ms), ${result.interactions.length} interactions, worst ${result.worst.toFixed(0)} ms, p75 ${result.p75.toFixed(0)} ms; slowest ${result.slowest.map((event) => `${event.name} ${event.duration}`).join(', ')}`,
      );
    }
  }

  const summary = (list) => ({
    coldLoad: median(list.map((result) => result.coldBlocking)),
    blocking: median(list.map((result) => result.blocking)),
    worst: median(list.map((result) => result.worst)),
    p75: median(list.map((result) => result.p75)),
  });
  const appSummary = summary(results.app);
  const coldSummary = summary(results.cold);
  const controlSummary = summary(results.control);
  const skeletonSummary = summary(results.skeleton);
  console.log(
    `\nB12 at 390×844, CPU ${slowdown}× slower, ${ratings} ratings and ${checkboxCount} checkboxes on the step, ${runs} runs, medians (load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}):`,
  );
  console.table({
    step: appSummary,
    'step, cold': coldSummary,
    control: controlSummary,
    'skeleton (React + Mantine), cold': skeletonSummary,
    ratio: {
      coldLoad: appSummary.coldLoad / Math.max(1, controlSummary.coldLoad),
      blocking: appSummary.blocking / Math.max(1, controlSummary.blocking),
      worst: appSummary.worst / Math.max(1, controlSummary.worst),
      p75: appSummary.p75 / Math.max(1, controlSummary.p75),
    },
  });
  const worst = Math.max(appSummary.worst, coldSummary.worst);
  const met =
    worst <= targets.interactionMs &&
    appSummary.blocking <= targets.blockingMs &&
    coldSummary.coldLoad <= targets.blockingMs;
  console.log(
    `B12: ${met ? 'all targets met' : 'targets not met'} (worst interaction ${worst.toFixed(0)} ms ≤${targets.interactionMs}, blocking after "Weiter" ${appSummary.blocking.toFixed(0)} ms and on a cold load of the step ${coldSummary.coldLoad.toFixed(0)} ms, each ≤${targets.blockingMs}; control ${controlSummary.worst.toFixed(0)} ms / ${controlSummary.coldLoad.toFixed(0)} ms; the skeleton on our stack ${skeletonSummary.worst.toFixed(0)} ms / ${skeletonSummary.coldLoad.toFixed(0)} ms)`,
  );
} finally {
  await browser.close();
  await stopServer(child);
  rmSync(dataDir, { recursive: true, force: true });
}
