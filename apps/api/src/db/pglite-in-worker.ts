import type { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { pgliteWorkerFile } from '../lib/paths';
import { startThread } from '../lib/threads';
import type { PGliteReply, PGliteRequest, PGliteWorkerData } from './pglite-messages';

type Waiting = { resolve(result: unknown): void; reject(error: Error): void };
/** A request before it gets its id (Omit on each kind of request, not on their union). */
type Request = PGliteRequest extends infer Kind ? (Kind extends unknown ? Omit<Kind, 'id'> : never) : never;
/** What drizzle passes: rows as arrays or objects, and parsers that keep some types as the database's text. */
type Options = Pick<QueryOptions, 'rowMode' | 'parsers'>;

/** The statements of one open transaction, as PGlite's own transaction object offers them to drizzle. */
export type TransactionInWorker = {
  query<T>(text: string, params?: unknown[], options?: Options): Promise<Results<T>>;
  exec(text: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
};

/** An error of the database's thread with its fields (code, detail, constraint, …), as the callers test them. */
function asError(described: Extract<PGliteReply, { ok: false }>['error']): Error {
  const { message, ...fields } = described;
  return Object.assign(new Error(message), fields);
}

/**
 * The embedded database, PGlite, on a thread of its own (ADR 027), with the part of PGlite's interface drizzle
 * uses: query, exec and transaction. PGlite runs every statement synchronously in WebAssembly; on the server's
 * thread, a statement held up every request meanwhile.
 */
export class PGliteInWorker {
  readonly #channel: Worker;
  readonly #waiting = new Map<number, Waiting>();
  #lastId = 0;
  /** Set once the thread is gone or closing: every further request fails with it. */
  #ended: Error | undefined;

  private constructor(channel: Worker) {
    this.#channel = channel;
    channel.on('message', (reply: PGliteReply) => {
      const waiting = this.#waiting.get(reply.id);
      this.#waiting.delete(reply.id);
      if (reply.ok) waiting?.resolve(reply.result);
      else waiting?.reject(asError(reply.error));
    });
    channel.on('error', (error: Error) => this.#end(error));
    channel.on('exit', (code: number) => this.#end(new Error(`PGlite's thread ended (exit code ${code})`)));
  }

  /** Starts the thread and resolves once PGlite is ready. */
  static open(data: PGliteWorkerData): Promise<PGliteInWorker> {
    const client = new PGliteInWorker(startThread(pgliteWorkerFile, { workerData: data }));
    return new Promise((resolve, reject) => {
      client.#waiting.set(0, { resolve: () => resolve(client), reject });
    });
  }

  #end(error: Error) {
    this.#ended ??= error;
    for (const waiting of this.#waiting.values()) waiting.reject(error);
    this.#waiting.clear();
  }

  #request(request: Request): Promise<unknown> {
    if (this.#ended) return Promise.reject(this.#ended);
    const id = ++this.#lastId;
    return new Promise((resolve, reject) => {
      this.#waiting.set(id, { resolve, reject });
      this.#channel.postMessage({ ...request, id } as PGliteRequest);
    });
  }

  #query<T>(text: string, params: unknown[] | undefined, options: Options | undefined, tx?: number) {
    const textTypes = options?.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.#request({
      op: 'query',
      tx,
      text,
      params,
      rowMode: options?.rowMode,
      textTypes,
    }) as Promise<Results<T>>;
  }

  query<T>(text: string, params?: unknown[], options?: Options): Promise<Results<T>> {
    return this.#query<T>(text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#request({ op: 'exec', text }) as Promise<Results[]>;
  }

  /**
   * Runs `callback` in a transaction: committed when it resolves, rolled back when it throws. Meanwhile PGlite
   * runs no other statement, as on the server's thread before.
   */
  async transaction<T>(callback: (tx: TransactionInWorker) => Promise<T>): Promise<T> {
    const id = (await this.#request({ op: 'begin' })) as number;
    let closed = false;
    const end = async (commit: boolean) => {
      closed = true;
      await this.#request({ op: 'end', tx: id, commit });
    };
    const tx: TransactionInWorker = {
      query: (text, params, options) => this.#query(text, params, options, id),
      exec: (text) => this.#request({ op: 'exec', tx: id, text }) as Promise<Results[]>,
      rollback: () => end(false),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      // The callback's error tells what went wrong; a failing rollback means the thread is gone, lock and all.
      if (!closed) await end(false).catch(() => undefined);
      throw error;
    }
    if (!closed) await end(true);
    return result;
  }

  /** Closes PGlite (it writes its data folder) and ends the thread. */
  async close(): Promise<void> {
    if (this.#ended) return;
    const channel = this.#channel;
    try {
      await this.#request({ op: 'close' });
    } finally {
      this.#end(new Error('PGlite is closed'));
      await channel.terminate();
    }
  }
}
