import { readFile } from 'node:fs/promises';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import {
  parse,
  PGlite,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PGliteReply, PGliteRequest, PGliteWorkerData } from './pglite-messages';

/**
 * The embedded database's thread (ADR 027): PGlite runs here, so that its statements, which run synchronously in
 * WebAssembly, never hold up the server's event loop. It answers the requests of ./pglite-in-worker.ts in order:
 * the server's, and those of its other threads on ports the server connected (ADR 028).
 */
const server = parentPort!;
const { serialize } = protocol;
const { dataDir, imageFile } = workerData as PGliteWorkerData;

// pg_trgm indexes the admin lists' regular-expression filters (the migration creates the extension). In memory,
// PGlite's own loader is the way in for the image: its emulated file system is memory there.
const pg = new PGlite({
  dataDir,
  extensions: { pg_trgm },
  loadDataDir: !dataDir && imageFile ? new Blob([await readFile(imageFile)]) : undefined,
});

/** Open transactions: each holds PGlite's lock until the thread that began it ends it (`by`: its port). */
const transactions = new Map<
  number,
  { tx: Transaction; end: (commit: boolean) => void; done: Promise<void>; by: Port }
>();
type Port = MessagePort | typeof server;
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

/** At most this many statements stay prepared: each holds its plan in PGlite's memory. */
const MOST_PREPARED = 100;
/** The kept statements by their text: the name they were prepared under and their parameters' types. */
const prepared = new Map<string, { name: string; parameterTypes: number[] }>();

/** One message of several protocol messages; each copied at once, as the serializer may reuse its buffer. */
function messages(...parts: Array<() => Uint8Array>): Uint8Array {
  const copies = parts.map((part) => part().slice());
  const joined = new Uint8Array(copies.reduce((length, copy) => length + copy.length, 0));
  let offset = 0;
  for (const copy of copies) {
    joined.set(copy, offset);
    offset += copy.length;
  }
  return joined;
}

async function prepare(text: string) {
  const name = `kept_${prepared.size + 1}`;
  const replies = await pg.execProtocolStream(
    messages(
      () => serialize.parse({ name, text }),
      () => serialize.describe({ type: 'S', name }),
      () => serialize.sync(),
    ),
    { syncToFs: false },
  );
  const description = replies.find((reply) => reply.name === 'parameterDescription') as
    { dataTypeIDs: number[] } | undefined;
  const statement = { name, parameterTypes: description?.dataTypeIDs ?? [] };
  prepared.set(text, statement);
  return statement;
}

/**
 * A statement the server runs on every request, prepared once under a name and then only bound and executed
 * (ADR 027): PGlite's query() parses and plans it anew every time, which cost more than running it. PGlite's
 * locks are taken as its query() takes them.
 */
function queryPrepared(text: string, params: unknown[] = [], options: QueryOptions): Promise<Results> {
  return pg._runExclusiveTransaction(() =>
    pg._runExclusiveQuery(async () => {
      const statement = prepared.get(text) ?? (await prepare(text));
      const values = params.map((value, index) => {
        if (value === null || value === undefined) return null;
        const serializer = pg.serializers[statement.parameterTypes[index] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const replies = await pg.execProtocolStream(
        messages(
          () => serialize.bind({ statement: statement.name, values }),
          () => serialize.describe({ type: 'P' }),
          () => serialize.execute({}),
          () => serialize.sync(),
        ),
        { syncToFs: false },
      );
      await pg.syncToFs();
      return parse.parseResults(replies, pg.parsers, options)[0]!;
    }),
  );
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

async function begin(by: Port): Promise<number> {
  const id = ++lastTransaction;
  let end!: (commit: boolean) => void;
  const ended = new Promise<boolean>((resolve) => (end = resolve));
  let began!: () => void;
  const beginning = new Promise<void>((resolve) => (began = resolve));
  const done = pg
    .transaction(async (tx) => {
      transactions.set(id, { tx, end, done, by });
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

async function answer(request: PGliteRequest, by: Port): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const options = { rowMode: request.rowMode, parsers: parsersKeeping(request.textTypes) };
      if (
        request.keep &&
        request.tx === undefined &&
        (prepared.has(request.text) || prepared.size < MOST_PREPARED)
      )
        return plain(await queryPrepared(request.text, request.params, options));
      const target = request.tx === undefined ? pg : openTransaction(request.tx).tx;
      return plain(await target.query(request.text, request.params, options));
    }
    case 'exec': {
      const target = request.tx === undefined ? pg : openTransaction(request.tx).tx;
      return (await target.exec(request.text)).map(plain);
    }
    case 'begin':
      return begin(by);
    case 'end':
      return endTransaction(request.tx, request.commit);
    case 'close':
      // Only the server closes PGlite; another thread's client closes its port.
      if (by === server) await pg.close();
      return undefined;
    case 'connect':
      serve(request.port);
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

function serve(port: Port) {
  port.on('message', (request: PGliteRequest) => {
    answer(request, port).then(
      (result) => port.postMessage({ id: request.id, ok: true, result } satisfies PGliteReply),
      (error: unknown) =>
        port.postMessage({ id: request.id, ok: false, error: describeError(error) } satisfies PGliteReply),
    );
  });
  // A thread that ends, or closes its port, in a transaction must not keep PGlite's lock.
  port.on('close', () => {
    for (const open of transactions.values()) if (open.by === port) open.end(false);
  });
}

serve(server);

try {
  await pg.waitReady;
  server.postMessage({ id: 0, ok: true, result: 'ready' } satisfies PGliteReply);
} catch (error) {
  server.postMessage({ id: 0, ok: false, error: describeError(error) } satisfies PGliteReply);
}
