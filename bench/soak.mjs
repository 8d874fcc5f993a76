// B13 (bench/README.md): the fault soak. Two instances of the built server behind nginx (the deployed proxy file,
// deploy/nginx) on a PostgreSQL cluster of their own, a real SMTP server, simulated respondents and an office, for
// DURATION seconds; in the faults run, while they work: SIGKILL of one instance about every minute (it restarts at
// once, as systemd's Restart=always does), one PostgreSQL restart, the mail server down for MAIL_DOWN seconds, and
// one rolling restart by SIGTERM (one instance, then the other). The control is the same run without faults.
// Respondents: each signs in (its own X-Forwarded-For address), creates a public procurer, which the office
// approves (a promised mail), opens an office draft, saves it every SAVE_EVERY_MS with a marker in one answer (the
// web app's writes: the version of its last save; a failed save is tried again, a 409 re-reads the draft), then
// submits it with passing answers (evaluation and bronze certificate), and starts over. The office also records an
// event participation of a provider every OFFICE_EVERY_MS (a promised mail each).
// Afterwards, once the outbox is empty: every acknowledged save is stored (its version or a later one, with its
// marker), every acknowledged submit has its evaluation and exactly one certificate, every promised mail arrived
// (duplicates counted by Message-ID); failed requests are counted by the window they fell in (an instance killed,
// PostgreSQL restarting, the SIGTERM restart, none).
// Run after `npm run build`: node bench/soak.mjs. Options: DURATION=600, RESPONDENTS=8, SAVE_EVERY_MS=1000,
// SAVES_PER_DRAFT=15, OFFICE_EVERY_MS=5000, KILL_EVERY=60, MAIL_DOWN=120, MODES=control,faults.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { CSRF_COOKIE, CSRF_HEADER, keepCookies } from './lib/session.mjs';

// The system tests' own parts, TypeScript source: the server as a process, nginx, a cluster, the SMTP server.
register();
const { freePort, killAllApis, requireBuiltApi, sleep, startApi } =
  await import('../apps/api/test-system/support/api-server.ts');
const { startNginx } = await import('../apps/api/test-system/support/nginx.ts');
const { createCluster, withClient } = await import('../apps/api/test-system/support/postgres.ts');
const { startSmtpSink } = await import('../apps/api/test/helpers/smtp-sink.ts');
const { parseMail, signInTokenOf } = await import('../apps/api/test/helpers/outbox.ts');
const { questionnaires } = await import('@cert/domain');
const { API_BASE } = await import('@cert/domain/contracts');
const { extremeAnswers } = await import('@cert/domain/testing');

const duration = Number(process.env.DURATION ?? 600) * 1000;
const respondents = Number(process.env.RESPONDENTS ?? 8);
const saveEvery = Number(process.env.SAVE_EVERY_MS ?? 1000);
const savesPerDraft = Number(process.env.SAVES_PER_DRAFT ?? 15);
const officeEvery = Number(process.env.OFFICE_EVERY_MS ?? 5000);
const killEvery = Number(process.env.KILL_EVERY ?? 60) * 1000;
const mailDown = Number(process.env.MAIL_DOWN ?? 120) * 1000;
const modes = (process.env.MODES ?? 'control,faults').split(',');

const KIND = 'procurement-office';
const apiBase = `${API_BASE}${questionnaires[KIND].apiBase}`;
const passing = extremeAnswers(questionnaires[KIND].definition, 'max');
const ADMIN = 'leitstelle@soak.example';
const PROVIDER_ADMIN = 'anbieter@soak.example';
/** The web app's save time-out: a request without an answer by then counts as failed. */
const REQUEST_TIMEOUT_MS = 15_000;
/** nginx's default fail_timeout: how long an instance that refused a connection gets no requests. */
const NGINX_FAIL_TIMEOUT_MS = 10_000;
/** How long after a window's end its failures still count to it (a request sent in it, answered after). */
const WINDOW_GRACE_MS = 2_000;

const withMarker = (answers, marker) => ({
  ...answers,
  general: { ...answers.general, contactName: marker },
});

/** A browser's session through nginx: cookies, the CSRF header, its own client address. */
class Session {
  cookies = new Map();
  constructor(base, address) {
    this.base = base;
    this.address = address;
  }
  /** One request; answers { status, body } or { status: 0, error } without throwing. */
  async send(method, url, body, log) {
    const headers = {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-forwarded-for': this.address,
    };
    if (method !== 'GET') headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? '';
    if (body !== undefined) headers['content-type'] = 'application/json';
    const at = Date.now();
    let outcome;
    try {
      const res = await fetch(this.base + url, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      keepCookies(this.cookies, res);
      const text = await res.text();
      outcome = {
        status: res.status,
        body: text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text,
      };
    } catch (error) {
      outcome = { status: 0, error: error.message };
    }
    log?.({
      at,
      method,
      url,
      status: outcome.status,
      error: outcome.error ?? (outcome.status >= 500 ? String(outcome.body).slice(0, 120) : undefined),
    });
    return outcome;
  }
}

/** Runs once with or without faults; answers the counts. */
async function soak(mode) {
  const faults = mode === 'faults';
  const dirs = [];
  const folder = (name) => {
    const dir = mkdtempSync(path.join(tmpdir(), `soak-${name}-`));
    dirs.push(dir);
    return dir;
  };
  const cluster = await createCluster();
  const mails = [];
  const sinkPort = await freePort();
  let sink = await startSmtpSink((mail) => mails.push(mail), sinkPort);
  const env = {
    ADMIN_EMAILS: ADMIN,
    SMTP_URL: `smtp://127.0.0.1:${sinkPort}`,
    MAIL_FROM: 'Zertifizierungsplattform <noreply@soak.example>',
    TRUST_PROXY: 'loopback',
  };
  const instances = await Promise.all(
    ['a', 'b'].map(async (name) => {
      const options = { dataDir: folder(name), databaseUrl: cluster.url, port: await freePort(), env };
      return { name, options, server: await startApi(options) };
    }),
  );
  const nginxPort = await freePort();
  const nginx = await startNginx(
    nginxPort,
    instances.map((instance) => `127.0.0.1:${instance.options.port}`),
  );

  /** Requests and their outcomes; windows of faults. */
  const requests = [];
  const log = (entry) => requests.push(entry);
  const windows = [];
  const windowed = async (kind, work) => {
    const window = { kind, start: Date.now(), end: Infinity };
    windows.push(window);
    try {
      await work();
    } finally {
      window.end = Date.now();
    }
  };

  let stopped = false;
  let addressCounter = 0;
  const address = () => `198.18.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;
  /**
   * Signs in through nginx with the link the SMTP server received; tries again while faults interfere. Sign-in
   * links are sent directly, not through the outbox (ADR 063): while the mail server is down nobody signs in, and
   * the person asks again later. `emailOf(attempt)`: a new attempt may need a new address, as the per-address limit
   * on links holds through an outage. Answers null once the run has stopped.
   */
  async function signIn(emailOf) {
    for (let attempt = 1; ; attempt++) {
      const email = emailOf(attempt);
      const session = new Session(nginx.base, address());
      const before = mails.length;
      const csrf = await session.send('GET', '/api/auth/csrf');
      const asked = csrf.status === 200 && (await session.send('POST', '/api/auth/magic-link', { email }));
      if (asked?.status === 204) {
        for (let wait = 0; wait < 50 && !mails.slice(before).some((mail) => mail.to.includes(email)); wait++)
          await sleep(100);
        const mail = mails.slice(before).findLast((candidate) => candidate.to.includes(email));
        if (mail) {
          const token = signInTokenOf(parseMail(mail.raw), email);
          if ((await session.send('POST', '/api/auth/verify', { token })).status === 200) return session;
        }
      }
      if (stopped) return null;
      if (attempt > 200) throw new Error(`could not sign in ${email}`);
      await sleep(1000);
    }
  }

  /** Sends until a status it accepts: the simulated client's retry; answers the final outcome. */
  async function until(session, method, url, body, accept = (status) => status >= 200 && status < 300) {
    for (let attempt = 1; ; attempt++) {
      const outcome = await session.send(method, url, body, log);
      if (accept(outcome.status) || (outcome.status >= 400 && outcome.status < 500 && outcome.status !== 429))
        return outcome;
      if (attempt > 60) return outcome;
      await sleep(500);
    }
  }

  const admin = await signIn(() => ADMIN);
  // The provider whose participations the office records.
  const providerUser = await signIn(() => PROVIDER_ADMIN);
  const provider = (
    await until(providerUser, 'POST', '/api/organization', {
      organization: {
        type: 'Provider',
        name: 'Dauerlauf GmbH',
        address: { street: 'Prüfweg 2', postalCode: '10115', city: 'Berlin' },
        website: null,
        companySize: 'ElevenToFifty',
        businessSector: 'Service',
      },
      newMembers: [],
    })
  ).body;
  await until(admin, 'PUT', `/api/organization/${provider._id}/approve`, {});

  const acknowledged = { saves: new Map(), submits: [], approvals: [], records: [] };
  let savesAcknowledged = 0;
  const started = Date.now();

  async function respondent(index) {
    for (let cycle = 1; !stopped; cycle++) {
      // A person of their own each time: one person creates at most 10 organisations a day.
      let email = '';
      const session = await signIn(
        (attempt) => (email = `befragte-${index}-${cycle}-${attempt}@soak.example`),
      );
      if (!session) break;
      const created = await until(session, 'POST', '/api/organization', {
        organization: {
          type: 'PublicProcurer',
          name: `Vergabestelle Dauerlauf ${index}-${cycle}`,
          address: { street: 'Prüfweg 1', postalCode: '10115', city: 'Berlin' },
          website: null,
          agencyLevel: 'Municipality',
        },
        newMembers: [],
      });
      if (created.status !== 201) continue;
      const organizationId = created.body._id;
      const approved = await until(
        admin,
        'PUT',
        `/api/organization/${organizationId}/approve`,
        {},
        (status) => [200, 409].includes(status),
      );
      if (approved.status === 200) acknowledged.approvals.push({ organizationId, email });
      else if (approved.status !== 409) continue;
      const draft = await until(session, 'POST', `${apiBase}/draft`, {
        meta: { organization: organizationId },
      });
      if (draft.status !== 201) continue;
      const id = draft.body._id;
      let version = draft.body.version;
      for (let save = 1; save <= savesPerDraft && !stopped; save++) {
        const marker = `${index}-${cycle}-${save}`;
        const answer = await until(session, 'PUT', `${apiBase}/draft/${id}`, {
          ...withMarker(passing, marker),
          version,
        });
        if (answer.status === 200) {
          version = answer.body.version;
          acknowledged.saves.set(id, { version, marker });
          savesAcknowledged += 1;
        } else if (answer.status === 409) {
          // A save whose answer was lost went in: continue from what is stored.
          const stored = await until(session, 'GET', `${apiBase}/${id}`);
          if (stored.status === 200) version = stored.body.version;
        }
        await sleep(saveEvery);
      }
      if (stopped) break;
      const submitted = await until(session, 'PUT', `${apiBase}/draft/${id}/submit`, {
        ...withMarker(passing, `${index}-${cycle}-abgeschickt`),
        version,
      });
      if (submitted.status === 200) acknowledged.submits.push({ id, organizationId });
    }
  }

  async function office() {
    for (let record = 1; !stopped; record++) {
      const day = new Date().toISOString().slice(0, 10);
      const answer = await until(
        admin,
        'POST',
        `/api/admin/organization/${provider._id}/journey/provider/professional/event`,
        { performedAt: day, eventName: `Praxisforum ${record}` },
      );
      if (answer.status === 201) acknowledged.records.push(record);
      await sleep(officeEvery);
    }
  }

  async function faultSchedule() {
    const at = (fraction) => started + fraction * duration;
    const until = (time) => sleep(Math.max(0, time - Date.now()));
    const plan = [
      {
        time: at(0.4),
        run: () =>
          windowed('postgres', async () => {
            await cluster.stop();
            await sleep(3000);
            await cluster.start();
          }),
      },
      {
        time: at(0.55),
        run: () =>
          windowed('mail', async () => {
            await sink.close();
            await sleep(mailDown);
            sink = await startSmtpSink((mail) => mails.push(mail), sinkPort);
          }),
        background: true,
      },
      {
        time: at(0.8),
        run: () =>
          windowed('sigterm', async () => {
            // As docs/operations.md says: one instance, then, once it answers again and nginx takes it back (its
            // fail_timeout), the other; with both marked failed at once nginx would have no server left.
            for (const [at, instance] of instances.entries()) {
              if (at > 0) await sleep(NGINX_FAIL_TIMEOUT_MS + 1000);
              await instance.server.stop();
              instance.server = await startApi(instance.options);
            }
          }),
      },
    ];
    // Kills about every KILL_EVERY, away from the other faults of the processes (a kill in the SIGTERM window would
    // make its failures the kill's): 25 s apart, or a sixth of a short run, so the one-minute run of the system tests
    // (apps/api/test-system/soak.test.ts) still has a kill between the PostgreSQL restart and the rolling restart.
    const apart = Math.min(25_000, duration / 6);
    let victim = 0;
    for (let time = started + killEvery * 0.75; time < started + duration - 10_000; time += killEvery) {
      const clear = plan.every((fault) => fault.background || Math.abs(fault.time - time) > apart);
      if (clear)
        plan.push({
          time,
          run: () =>
            windowed('kill', async () => {
              const instance = instances[victim++ % instances.length];
              await instance.server.kill();
              instance.server = await startApi(instance.options);
            }),
        });
    }
    plan.sort((a, b) => a.time - b.time);
    const background = [];
    for (const fault of plan) {
      await until(fault.time);
      if (stopped) break;
      if (fault.background) background.push(fault.run());
      else await fault.run();
    }
    await Promise.all(background);
  }

  const work = [...Array.from({ length: respondents }, (_, index) => respondent(index + 1)), office()];
  const schedule = faults ? faultSchedule() : Promise.resolve();
  await sleep(duration);
  stopped = true;
  await Promise.all(work);
  await schedule;
  const seconds = (Date.now() - started) / 1000;

  // Every promised mail out of the outbox: the retries after the mail server's outage take minutes.
  const waitingMails = () =>
    withClient(cluster.url, async (client) =>
      Number(
        (
          await client.query(
            'SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL AND failed_at IS NULL',
          )
        ).rows[0].n,
      ),
    );
  const drainStarted = Date.now();
  while ((await waitingMails()) > 0 && Date.now() - drainStarted < 8 * 60_000) await sleep(5000);
  const drainSeconds = (Date.now() - drainStarted) / 1000;

  const counts = await withClient(cluster.url, async (client) => {
    let lostSaves = 0;
    for (const [id, ack] of acknowledged.saves) {
      const { rows } = await client.query(
        "SELECT version, answers->'general'->>'contactName' AS marker, submitted_at FROM questionnaires WHERE id = $1",
        [id],
      );
      const row = rows[0];
      const kept =
        row && (row.version > ack.version || (row.version === ack.version && row.marker === ack.marker));
      if (!kept) lostSaves += 1;
    }
    let brokenSubmits = 0;
    for (const submit of acknowledged.submits) {
      const { rows } = await client.query(
        `SELECT q.state, q.evaluation IS NOT NULL AS evaluated,
                (SELECT count(*) FROM certificates c WHERE c.organization_id = q.organization_id
                   AND c.level = 'bronze-office')::int AS certificates
           FROM questionnaires q WHERE q.id = $1`,
        [submit.id],
      );
      const row = rows[0];
      if (!(row?.state === 'PASSED' && row.evaluated && row.certificates === 1)) brokenSubmits += 1;
    }
    const outbox = (
      await client.query(
        'SELECT count(*) FILTER (WHERE sent_at IS NULL)::int AS undelivered, count(*)::int AS recorded FROM mail_outbox',
      )
    ).rows[0];
    return { lostSaves, brokenSubmits, outbox };
  });

  // Promised mails: the approval to each respondent organisation's admin, the record to the provider's admin.
  const byMessageId = new Map();
  for (const mail of mails) {
    const id = /^message-id:\s*(\S+)/im.exec(mail.raw)?.[1] ?? mail.raw;
    byMessageId.set(id, (byMessageId.get(id) ?? 0) + 1);
  }
  const duplicates = [...byMessageId.values()].reduce((sum, count) => sum + count - 1, 0);
  const approvalMails = new Map();
  for (const { email } of acknowledged.approvals)
    approvalMails.set(email, (approvalMails.get(email) ?? 0) + 1);
  let lostMails = 0;
  for (const [email, expected] of approvalMails) {
    const arrived = new Set(
      mails
        .filter((mail) => mail.to.includes(email) && /wurde freigegeben/.test(parseMail(mail.raw).subject))
        .map((mail) => /^message-id:\s*(\S+)/im.exec(mail.raw)?.[1]),
    ).size;
    lostMails += Math.max(0, expected - arrived);
  }
  const recordMails = new Set(
    mails
      .filter((mail) => mail.to.includes(PROVIDER_ADMIN) && /Eintrag/.test(parseMail(mail.raw).subject))
      .map((mail) => /^message-id:\s*(\S+)/im.exec(mail.raw)?.[1]),
  ).size;
  lostMails += Math.max(0, acknowledged.records.length - recordMails);

  const failed = requests.filter((request) => request.status === 0 || request.status >= 500);
  const windowOf = (request) =>
    windows.find((window) => request.at >= window.start && request.at <= window.end + WINDOW_GRACE_MS)
      ?.kind ?? 'none';
  const failures = {};
  for (const request of failed) failures[windowOf(request)] = (failures[windowOf(request)] ?? 0) + 1;
  if (process.env.VERBOSE)
    for (const request of failed)
      console.log(
        `  failed at ${((request.at - started) / 1000).toFixed(1)} s (${windowOf(request)}): ${request.method} ${request.url} → ${request.status} ${request.error ?? ''}`,
      );

  await nginx.stop();
  await killAllApis();
  await sink.close();
  await cluster.destroy();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  return {
    mode,
    seconds,
    requests: requests.length,
    savesAcknowledged,
    savesPerSecond: savesAcknowledged / seconds,
    submits: acknowledged.submits.length,
    approvals: acknowledged.approvals.length,
    records: acknowledged.records.length,
    mailsReceived: mails.length,
    duplicates,
    lostMails,
    lostSaves: counts.lostSaves,
    brokenSubmits: counts.brokenSubmits,
    undelivered: counts.outbox.undelivered,
    drainSeconds,
    failures,
    windows: windows.map(
      (window) =>
        `${window.kind} ${((window.start - started) / 1000).toFixed(1)}–${((window.end - started) / 1000).toFixed(1)} s`,
    ),
  };
}

requireBuiltApi();
const results = [];
for (const mode of modes) {
  console.log(`[soak] ${mode}: ${duration / 1000} s, ${respondents} respondents`);
  const result = await soak(mode);
  console.log(JSON.stringify(result));
  results.push(result);
}
const control = results.find((result) => result.mode === 'control');
const faulty = results.find((result) => result.mode === 'faults');
console.log('\nB13 fault soak');
for (const result of results)
  console.log(
    `  ${result.mode.padEnd(8)} ${result.savesAcknowledged} saves (${result.savesPerSecond.toFixed(2)}/s), ` +
      `${result.submits} submits, ${result.approvals} approvals, ${result.records} records; lost: ` +
      `${result.lostSaves} saves, ${result.brokenSubmits} submits, ${result.lostMails} mails ` +
      `(${result.duplicates} duplicates, ${result.undelivered} undelivered after ${result.drainSeconds.toFixed(0)} s); ` +
      `failed requests by window: ${JSON.stringify(result.failures)}`,
  );
if (control && faulty)
  console.log(
    `  throughput with faults: ${(faulty.savesPerSecond / control.savesPerSecond).toFixed(2)}× the control`,
  );
const met = results.every(
  (result) =>
    result.lostSaves === 0 &&
    result.brokenSubmits === 0 &&
    result.lostMails === 0 &&
    result.undelivered === 0 &&
    !result.failures.sigterm &&
    !result.failures.none,
);
console.log(met ? 'B13: all targets met' : 'B13: targets not met');
