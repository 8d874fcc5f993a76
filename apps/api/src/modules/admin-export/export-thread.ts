import { PassThrough, type Readable } from 'node:stream';
import type { Worker } from 'node:worker_threads';
import type { ExportKind } from '@cert/domain';
import type { DatabaseHandle } from '../../db/client';
import { exportWorkerFile } from '../../lib/paths';
import { startThread } from '../../lib/threads';
import type { ExportReply, ExportRequest, ExportThreadData } from './export-messages';

/** How long a closing server waits for the export's thread to end its database connections. */
const CLOSE_WAIT_MS = 2_000;

type Job = { output: PassThrough; failed(error: Error): void };

/**
 * The server's side of the export's thread (ADR 028): started with the first export and kept, it computes the
 * workbooks of every export that runs; here their bytes only pass on to the downloads, as fast as those take them.
 */
export class ExportThread {
  #worker: Worker | undefined;
  #starting: Promise<Worker> | undefined;
  readonly #jobs = new Map<number, Job>();
  #lastJob = 0;

  constructor(private readonly database: Pick<DatabaseHandle, 'forThread'>) {}

  /**
   * The workbook of `kind` at `now` as it is written. A failure after the first bytes breaks the download (its
   * status is sent already) and is told to `failed`.
   */
  async start(kind: ExportKind, now: Date, failed: (error: Error) => void): Promise<Readable> {
    const worker =
      this.#worker ??
      (await (this.#starting ??= this.#startWorker().finally(() => (this.#starting = undefined))));
    const job = ++this.#lastJob;
    const output = new PassThrough();
    this.#jobs.set(job, { output, failed });
    output.once('close', () => {
      // Closed before its end (the download broken off): the thread stops writing it.
      if (this.#jobs.delete(job)) this.#post({ op: 'cancel', job });
    });
    worker.postMessage({ op: 'start', job, kind, now: now.getTime() } satisfies ExportRequest);
    return output;
  }

  async #startWorker(): Promise<Worker> {
    const { access, transfer } = await this.database.forThread();
    const worker = startThread(exportWorkerFile, {
      workerData: { database: access } satisfies ExportThreadData,
      transferList: transfer,
    });
    // The server may end while the thread waits for work.
    worker.unref();
    worker.on('message', (reply: ExportReply) => this.#receive(reply));
    const gone = (error: Error) => {
      if (this.#worker !== worker) return;
      this.#worker = undefined;
      for (const [job, { output, failed }] of this.#jobs) {
        this.#jobs.delete(job);
        failed(error);
        output.destroy(error);
      }
    };
    worker.on('error', gone);
    worker.on('exit', (code) => gone(new Error(`the export's thread ended (exit code ${code})`)));
    this.#worker = worker;
    return worker;
  }

  #post(request: ExportRequest) {
    this.#worker?.postMessage(request);
  }

  #receive(reply: ExportReply) {
    if (reply.op === 'closed') return;
    const job = this.#jobs.get(reply.job);
    if (!job) return;
    const { output, failed } = job;
    switch (reply.op) {
      case 'bytes':
        if (output.write(reply.bytes)) this.#post({ op: 'more', job: reply.job });
        else output.once('drain', () => this.#post({ op: 'more', job: reply.job }));
        return;
      case 'end':
        this.#jobs.delete(reply.job);
        output.end();
        return;
      case 'failed': {
        this.#jobs.delete(reply.job);
        const error = Object.assign(new Error(reply.error.message), reply.error);
        failed(error);
        output.destroy(error);
        return;
      }
    }
  }

  /** Ends the thread: its database connections first, so that the database sees them closed, not cut. */
  async close(): Promise<void> {
    const worker = this.#worker;
    if (!worker) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, CLOSE_WAIT_MS);
      worker.on('message', (reply: ExportReply) => {
        if (reply.op !== 'closed') return;
        clearTimeout(timer);
        resolve();
      });
      worker.postMessage({ op: 'close' } satisfies ExportRequest);
    });
    await worker.terminate();
  }
}
