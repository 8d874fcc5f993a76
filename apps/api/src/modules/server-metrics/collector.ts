import { monitorEventLoopDelay, performance, type EventLoopUtilization } from 'node:perf_hooks';
import { isNull, sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { Gauge, Registry } from 'prom-client';
import type { Database } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import { requestMetrics, type RequestObservation } from './requests';

/** A scrape must not hang on an unreachable database: it reports 0 after this. */
const DATABASE_PROBE_TIMEOUT_MS = 2_000;

export type Metrics = {
  observeRequest(observation: RequestObservation): void;
  /** The Prometheus text exposition of every metric, collected now. */
  render(): Promise<string>;
  contentType: string;
  /** Starts and stops sampling the event-loop delay (a timer in libuv), with the app's lifetime. */
  start(): void;
  stop(): void;
};

/**
 * One registry per app instance (tests build many apps in one process), not prom-client's global one. Process
 * metrics are our own gauges, read at scrape time: prom-client's default collectors start samplers and
 * observers that can never be stopped.
 */
export function createMetrics(db: Database): Metrics {
  const registry = new Registry();
  const registers = [registry];

  const observeRequest = requestMetrics(registry);

  /** A gauge without labels whose value is read at scrape time; undefined leaves the previous value. */
  const gauge = (name: string, help: string, read: () => number | undefined) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const value = read();
        if (value !== undefined) this.set(value);
      },
    });

  gauge('process_resident_memory_bytes', 'Resident memory size in bytes.', () => process.memoryUsage.rss());
  gauge('nodejs_heap_size_used_bytes', 'V8 heap in use in bytes.', () => process.memoryUsage().heapUsed);
  gauge('nodejs_heap_size_total_bytes', 'V8 heap reserved in bytes.', () => process.memoryUsage().heapTotal);
  gauge('process_uptime_seconds', 'Seconds since the process started.', () => process.uptime());
  gauge('process_start_time_seconds', 'Start time of the process since the Unix epoch in seconds.', () =>
    Math.round(performance.timeOrigin / 1000),
  );

  // Event-loop delay and utilisation describe the interval since the previous scrape (render() resets).
  const delay = monitorEventLoopDelay({ resolution: 20 });
  const sampled = (read: () => number) => () => (delay.count === 0 ? undefined : read() / 1e9);
  gauge(
    'nodejs_eventloop_lag_p50_seconds',
    'Median event-loop delay since the previous scrape.',
    sampled(() => delay.percentile(50)),
  );
  gauge(
    'nodejs_eventloop_lag_p99_seconds',
    '99th percentile of the event-loop delay since the previous scrape.',
    sampled(() => delay.percentile(99)),
  );
  gauge(
    'nodejs_eventloop_lag_max_seconds',
    'Longest event-loop delay since the previous scrape.',
    sampled(() => delay.max),
  );
  let lastUtilization: EventLoopUtilization = performance.eventLoopUtilization();
  gauge(
    'nodejs_eventloop_utilization_ratio',
    'Share of time the event loop was busy since the previous scrape (0 to 1).',
    () => {
      const now = performance.eventLoopUtilization();
      const busy = performance.eventLoopUtilization(now, lastUtilization).utilization;
      lastUtilization = now;
      return busy;
    },
  );

  new Gauge({
    name: 'database_up',
    help: 'Whether the database answered a trivial query during this scrape (1) or not (0).',
    registers,
    async collect() {
      this.set((await databaseAnswers(db)) ? 1 : 0);
    },
  });
  // The promised mails the mail server has not taken (docs/decisions/063-mail-outbox.md): waiting for a retry, or
  // refused for good; and how long the oldest waiting one has waited. One query per scrape, read by both gauges
  // (prom-client collects them concurrently); an unreachable database leaves the last values.
  let backlog: ReturnType<typeof mailBacklog> | undefined;
  const undelivered = new Gauge({
    name: 'mail_undelivered',
    help: 'Mails of decisions and actions not delivered: waiting for a retry, or failed (refused for good).',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const counts = await backlog;
      if (!counts) return;
      undelivered.set({ state: 'waiting' }, counts.waiting);
      undelivered.set({ state: 'failed' }, counts.failed);
    },
  });
  new Gauge({
    name: 'mail_oldest_waiting_seconds',
    help: 'How long the oldest mail waiting for a retry has waited, in seconds (0 when none waits).',
    registers,
    async collect() {
      const counts = await backlog;
      if (counts) this.set(counts.oldestSeconds);
    },
  });
  const pool = poolOf(db);
  if (pool) {
    const connections = new Gauge({
      name: 'database_pool_connections',
      help: 'PostgreSQL connection pool: open (total), idle, and requests waiting for a connection.',
      labelNames: ['state'] as const,
      registers,
      collect() {
        connections.set({ state: 'total' }, pool.totalCount);
        connections.set({ state: 'idle' }, pool.idleCount);
        connections.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  return {
    observeRequest,
    async render() {
      backlog = mailBacklog(db);
      const text = await registry.metrics();
      delay.reset();
      return text;
    },
    contentType: registry.contentType,
    start() {
      delay.enable();
    },
    stop() {
      delay.disable();
    },
  };
}

async function mailBacklog(
  db: Database,
): Promise<{ waiting: number; failed: number; oldestSeconds: number } | undefined> {
  try {
    const [row] = await db
      .select({
        waiting: sql<number>`count(*) filter (where ${mailOutbox.failedAt} is null)`.mapWith(Number),
        failed: sql<number>`count(*) filter (where ${mailOutbox.failedAt} is not null)`.mapWith(Number),
        oldest:
          sql<Date | null>`min(${mailOutbox.createdAt}) filter (where ${mailOutbox.failedAt} is null)`.mapWith(
            mailOutbox.createdAt,
          ),
      })
      .from(mailOutbox)
      .where(isNull(mailOutbox.sentAt));
    const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
    return {
      waiting: row?.waiting ?? 0,
      failed: row?.failed ?? 0,
      oldestSeconds: oldest === null ? 0 : Math.max(0, Math.round((Date.now() - oldest) / 1000)),
    };
  } catch {
    return undefined;
  }
}

async function databaseAnswers(db: Database): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_PROBE_TIMEOUT_MS);
  });
  const probe = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

type PoolCounts = Pick<Pool, 'totalCount' | 'idleCount' | 'waitingCount'>;

/**
 * drizzle's node-postgres database keeps its pool as `$client`; PGlite's client has no connection counts. Told
 * apart by those counts, not by `instanceof`: the embedded default starts without loading pg (ADR 020).
 */
function poolOf(db: Database): PoolCounts | undefined {
  const client = (db as { $client?: Partial<PoolCounts> }).$client;
  return typeof client?.waitingCount === 'number' ? (client as PoolCounts) : undefined;
}
