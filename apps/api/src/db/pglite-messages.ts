/** What the server and the embedded database's thread (ADR 027) say to each other. */

export type PGliteWorkerData = {
  /** undefined: in memory (tests). */
  dataDir: string | undefined;
  /** In memory only: the pre-migrated image to start from (./image.ts). */
  imageFile: string | undefined;
};

/** `tx`: the open transaction the statement belongs to; none for a statement of its own. */
export type PGliteRequest =
  | {
      id: number;
      op: 'query';
      tx?: number;
      text: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      /** The types whose values stay the database's text. */
      textTypes?: number[];
    }
  | { id: number; op: 'exec'; tx?: number; text: string }
  | { id: number; op: 'begin' }
  | { id: number; op: 'end'; tx: number; commit: boolean }
  | { id: number; op: 'close' };

/** id 0 answers the start: ready, or why not. */
export type PGliteReply =
  | { id: number; ok: true; result: unknown }
  | {
      id: number;
      ok: false;
      error: { name?: string; message: string; [field: string]: string | number | undefined };
    };
