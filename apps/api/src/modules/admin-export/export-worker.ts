import { setPriority } from 'node:os';
import { Writable } from 'node:stream';
import { parentPort, workerData } from 'node:worker_threads';
import { ExportKind, exportKinds, questionnaires } from '@cert/domain';
import { openThreadDatabase } from '../../db/thread-database';
import { exportColumns } from './columns';
import type { ExportReply, ExportRequest, ExportThreadData } from './export-messages';
import { journeyPages } from './journey-pages';
import { writeExportWorkbook } from './workbook';

/**
 * The export's thread (ADR 028): reads the journeys and writes the XLSX here, so that the server's event loop only
 * passes the finished bytes on to the download.
 */
const server = parentPort!;
const { database } = workerData as ExportThreadData;

// An export is a batch job: on a busy machine the server's own thread, which answers every other request, goes
// first. On Linux the nice value is the calling thread's alone; where it cannot be set, the export runs as it is.
try {
  setPriority(0, 10);
} catch {
  // Not permitted here: no harm, only no precedence.
}

const { db, close } = await openThreadDatabase(database);

/** The download's end in this thread: bytes go to the server one batch at a time, the next when it has room. */
class ToServer extends Writable {
  #sent: ((error?: Error | null) => void) | undefined;

  constructor(private readonly job: number) {
    // Room for a few of deflate's pieces while one batch is on its way: deflate keeps working meanwhile.
    super({ highWaterMark: 1024 * 1024 });
  }

  override _writev(chunks: Array<{ chunk: Buffer }>, callback: (error?: Error | null) => void) {
    // A fresh copy: deflate's buffers may share their memory, and the copy's is handed over, not cloned.
    const bytes = new Uint8Array(Buffer.concat(chunks.map(({ chunk }) => chunk)));
    this.#sent = callback;
    server.postMessage({ op: 'bytes', job: this.job, bytes } satisfies ExportReply, [bytes.buffer]);
  }

  /** The server has written the last batch to the download. */
  more() {
    const sent = this.#sent;
    this.#sent = undefined;
    sent?.();
  }
}

const jobs = new Map<number, ToServer>();

async function run({ job, kind, now: moment }: Extract<ExportRequest, { op: 'start' }>) {
  const output = new ToServer(job);
  jobs.set(job, output);
  try {
    const { questionnaire } = exportKinds[kind];
    const now = new Date(moment);
    await writeExportWorkbook(
      output,
      { sheetName: ExportKind.label(kind), created: now },
      exportColumns(kind),
      journeyPages(db, questionnaires[questionnaire].journey, questionnaire, now),
    );
    if (!output.writableFinished) await new Promise((resolve) => output.once('finish', resolve));
    server.postMessage({ op: 'end', job } satisfies ExportReply);
  } catch (error) {
    const { name, message, stack } = error instanceof Error ? error : new Error(String(error));
    output.destroy();
    server.postMessage({ op: 'failed', job, error: { name, message, stack } } satisfies ExportReply);
  } finally {
    jobs.delete(job);
  }
}

server.on('message', (request: ExportRequest) => {
  switch (request.op) {
    case 'start':
      void run(request);
      return;
    case 'more':
      jobs.get(request.job)?.more();
      return;
    case 'cancel':
      jobs.get(request.job)?.destroy();
      return;
    case 'close':
      for (const output of jobs.values()) output.destroy();
      void close()
        .catch(() => undefined)
        .then(() => server.postMessage({ op: 'closed' } satisfies ExportReply));
      return;
  }
});
