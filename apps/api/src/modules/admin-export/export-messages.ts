import type { ExportKind } from '@cert/domain';
import type { ThreadDatabase } from '../../db/thread-database';

/** What the server's thread and the export's thread (ADR 028) say to each other. */

export type ExportThreadData = { database: ThreadDatabase };

/** `job`: one export, one download; several may run at once. */
export type ExportRequest =
  | { op: 'start'; job: number; kind: ExportKind; now: number }
  /** The bytes last sent are written to the download: send more. */
  | { op: 'more'; job: number }
  /** The download was closed before its end. */
  | { op: 'cancel'; job: number }
  /** The server closes: end the database's connections, then the thread. */
  | { op: 'close' };

export type ExportReply =
  | { op: 'bytes'; job: number; bytes: Uint8Array }
  | { op: 'end'; job: number }
  | { op: 'failed'; job: number; error: { name: string; message: string; stack?: string } }
  | { op: 'closed' };
