import { PGlite, type QueryOptions, type Results, type Transaction } from '@electric-sql/pglite';

/** Callers waiting for their turn, first come first served. */
const waiting: Array<() => void> = [];

/** Lets the first caller in line go and schedules the next one for the next turn of the event loop. */
function letNextGo() {
  waiting.shift()?.();
  if (waiting.length > 0) setImmediate(letNextGo);
}

/** Resolves in a turn of the event loop of its own: one caller per turn, in the order they asked. */
function turn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) setImmediate(letNextGo);
  });
}

/**
 * PGlite whose statements and transactions start one per turn of the event loop (ADR 026). PGlite runs each
 * statement synchronously on the process's one thread and hands its lock to the next caller through a promise, so
 * the statements of every request already read ran as one chain of microtasks: under 100 connections a turn of the
 * loop took half a second, and libuv accepts one new connection per turn, so connections waited in the accept
 * queue beyond a client's 10 s timeout. One statement per turn keeps a turn as short as one statement and the
 * requests read in it. Statements inside a transaction do not wait: it holds PGlite's lock meanwhile.
 */
export class PGliteWithTurns extends PGlite {
  override async query<T>(query: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    await turn();
    return super.query<T>(query, params, options);
  }

  override async exec(query: string, options?: QueryOptions): Promise<Array<Results>> {
    await turn();
    return super.exec(query, options);
  }

  override async transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    await turn();
    return super.transaction(callback);
  }
}
