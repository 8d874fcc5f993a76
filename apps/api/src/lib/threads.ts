import { pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { runningFromSources } from './paths';

/**
 * Starts a thread of the server (PGlite's, ADR 027; the upload check's, ADR 030) from its bundled file, or from the
 * sources (tests, development) with its TypeScript loaded through tsx, as the server's own.
 */
export function startThread(file: string, options: WorkerOptions): Worker {
  if (!runningFromSources) return new Worker(file, options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = pathToFileURL(file).href;
  return new Worker(
    `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`,
    { ...options, eval: true },
  );
}
