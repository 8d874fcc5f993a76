// The thread that parses uploaded PDFs (docs/decisions/030-untrusted-input-off-the-request-thread.md): one document
// at a time, answered by id. The server terminates it when a document takes longer than its budget.
import { parentPort } from 'node:worker_threads';
import { isPdf } from './report-file';
import type { PdfCheckReply, PdfCheckRequest } from './pdf-check';

const port = parentPort!;
port.on('message', (request: PdfCheckRequest) => {
  void isPdf(request.bytes).then((pdf) => port.postMessage({ id: request.id, pdf } satisfies PdfCheckReply));
});
