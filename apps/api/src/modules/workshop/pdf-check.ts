import type { Worker } from 'node:worker_threads';
import { pdfCheckWorkerFile } from '../../lib/paths';
import { startThread } from '../../lib/threads';

/**
 * How long parsing one upload may take before it is refused: a 20 MB report of 1,500 pages parses in about 1 s.
 * @internal
 */
export const PDF_CHECK_BUDGET_MS = 10_000;
/** The parser's heap: far above what a 20 MB document needs, far below what would starve the server. */
const PDF_CHECK_HEAP_MB = 512;

export type PdfCheckRequest = { id: number; bytes: Uint8Array };
export type PdfCheckReply = { id: number; pdf: boolean };

/** `too-complex`: the parser did not finish within its budget or ran out of memory (docs/security.md 32). */
type PdfVerdict = 'pdf' | 'not-pdf' | 'too-complex';

/**
 * Checks uploads with pdf-lib on a thread of its own (docs/decisions/030-untrusted-input-off-the-request-thread.md):
 * pdf-lib crawls through bytes it cannot parse, and a crafted file keeps it busy for minutes. On the server's
 * thread that stalled every other request; here the thread is terminated when the budget runs out, and the next
 * check starts a new one. One document at a time; the time a check waits for the one before does not count.
 */
export class PdfChecker {
  #worker: Worker | undefined;
  #queue: Promise<unknown> = Promise.resolve();
  #lastId = 0;

  constructor(private readonly budgetMs = PDF_CHECK_BUDGET_MS) {}

  check(bytes: Uint8Array): Promise<PdfVerdict> {
    const checked = this.#queue.then(() => this.#run(bytes));
    this.#queue = checked.catch(() => undefined);
    return checked;
  }

  async close(): Promise<void> {
    const worker = this.#worker;
    this.#worker = undefined;
    await worker?.terminate();
  }

  #run(bytes: Uint8Array): Promise<PdfVerdict> {
    const worker = (this.#worker ??= this.#start());
    const id = ++this.#lastId;
    // A copy moves to the thread; the caller keeps its bytes to store them.
    const copy = new Uint8Array(bytes);
    return new Promise((resolve) => {
      const settle = (verdict: PdfVerdict) => {
        clearTimeout(timer);
        worker.off('message', onReply);
        worker.off('exit', onExit);
        resolve(verdict);
      };
      const onReply = (reply: PdfCheckReply) => {
        if (reply.id === id) settle(reply.pdf ? 'pdf' : 'not-pdf');
      };
      // Out of memory, or terminated: the document was more than the parser can take.
      const onExit = () => {
        if (this.#worker === worker) this.#worker = undefined;
        settle('too-complex');
      };
      const timer = setTimeout(() => {
        if (this.#worker === worker) this.#worker = undefined;
        settle('too-complex');
        void worker.terminate();
      }, this.budgetMs);
      worker.on('message', onReply);
      worker.once('exit', onExit);
      worker.postMessage({ id, bytes: copy } satisfies PdfCheckRequest, [copy.buffer]);
    });
  }

  #start(): Worker {
    const worker = startThread(pdfCheckWorkerFile, {
      resourceLimits: { maxOldGenerationSizeMb: PDF_CHECK_HEAP_MB },
    });
    // An idle checker does not keep the server's process alive.
    worker.unref();
    // Its end is told by 'exit'; an error before it (out of memory) needs no listener of its own but this one.
    worker.on('error', () => {});
    return worker;
  }
}
