import { readFile } from 'node:fs/promises';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PGliteReply, PGliteRequest, PGliteWorkerData } from './pglite-messages';

/**
 * The embedded database's thread (ADR 027): PGlite runs here, so that its statements, which run synchronously in
 * WebAssembly, never hold up the server's event loop. It answers the requests of ./pglite-in-worker.ts in order.
 */
const server = parentPort!;
const { dataDir, imageFile } = workerData as PGliteWorkerData;

// pg_trgm indexes the admin lists' regular-expression filters (the migration creates the extension). In memory,
// PGlite's own loader is the way in for the image: its emulated file system is memory there.
const pg = new PGlite({
  dataDir,
  extensions: { pg_trgm },
  loadDataDir: !dataDir && imageFile ? new Blob([await readFile(imageFile)]) : undefined,
});

/** Open transactions: each holds PGlite's lock until the server ends it. */
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<void> }
>();
let lastTransaction = 0;

/** drizzle passes parsers only to keep values of some types as the database's text (its dates): the same here. */
const keptAsText = new Map<string, Record<number, (value: string) => string>>();
function parsersKeeping(types: number[] | undefined) {
  if (!types) return undefined;
  const key = types.join(',');
  let parsers = keptAsText.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((type) => [type, (value: string) => value]));
    keptAsText.set(key, parsers);
  }
  return parsers;
}

const plain = (results: Results): Results => ({
  rows: results.rows,
  fields: results.fields,
  affectedRows: results.affectedRows,
});

function openTransaction(id: number) {
  const open = transactions.get(id);
  if (!open) throw new Error(`no open transaction ${id}`);
  return open;
}

async function begin(): Promise<number> {
  const id = ++lastTransaction;
  let end!: (commit: boolean) => void;
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  let began!: () => void;
  const beginning = new Promise<void>((resolve) => (began = resolve));
  const done = pg
    .transaction(async (tx) => {
      transactions.set(id, { tx, end, done });
      began();
      if (!(await ended)) await tx.rollback();
    })
    .finally(() => transactions.delete(id));
  await Promise.race([beginning, done]);
  return id;
}

async function endTransaction(id: number, commit: boolean): Promise<void> {
  const open = openTransaction(id);
  open.end(commit);
  await open.done;
}

async function answer(request: PGliteRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const options = { rowMode: request.rowMode, parsers: parsersKeeping(request.textTypes) };
      const target = request.tx === undefined ? pg : openTransaction(request.tx).tx;
      return plain(await target.query(request.text, request.params, options));
    }
    case 'exec': {
      const target = request.tx === undefined ? pg : openTransaction(request.tx).tx;
      return (await target.exec(request.text)).map(plain);
    }
    case 'begin':
      return begin();
    case 'end':
      return endTransaction(request.tx, request.commit);
    case 'close':
      await pg.close();
      return undefined;
  }
}

/** An error as plain data: its message and PostgreSQL's fields (code, detail, constraint, …), not the query. */
function describeError(error: unknown): Extract<PGliteReply, { ok: false }>['error'] {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(error)) {
    if (key !== 'query' && (typeof value === 'string' || typeof value === 'number')) fields[key] = value;
  }
  return { ...fields, name: error.name, message: error.message };
}

server.on('message', (request: PGliteRequest) => {
  answer(request).then(
    (result) => server.postMessage({ id: request.id, ok: true, result } satisfies PGliteReply),
    (error: unknown) =>
      server.postMessage({ id: request.id, ok: false, error: describeError(error) } satisfies PGliteReply),
  );
});

try {
  await pg.waitReady;
  server.postMessage({ id: 0, ok: true, result: 'ready' } satisfies PGliteReply);
} catch (error) {
  server.postMessage({ id: 0, ok: false, error: describeError(error) } satisfies PGliteReply);
}
