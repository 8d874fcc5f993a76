import type { EvaluationResult, JourneyAction, OrganizationType } from '@cert/domain';
import type { Contract } from '@cert/domain/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';

/**
 * What an organisation fills in and submits (docs/decisions/053-one-document-module.md): the questionnaires and the
 * case studies are documents of one life (a draft saved at versions, submitted once, read-only then) with one
 * access rule. Each kind is described here once; ./routes.ts serves every kind through the same calls and
 * ./commands.ts runs the same save and submit for all of them. What differs is what a submission leads to: a
 * scored kind is evaluated in the submit's transaction, a case study waits for the programme office's decision.
 */

/** The columns every document's row has. */
export type StoredDocument = {
  id: string;
  organizationId: string;
  version: number;
  submittedAt: Date | null;
};

/** The organisation a document belongs to, its approval and the caller's role in it (null: not a member). */
export type DocumentAccess = { organizationId: string; approvalStatus: string; role: string | null };

/** Who saved a document last, where the store looked it up. */
type Author = { id: string; name: string } | null;

/** The version a write expects: any of these; null: whatever is stored. */
type Versions = number[] | null;

/**
 * Where a kind's documents live: one table per family, each statement restricted to the kind. Writes answer
 * undefined when they changed nothing; the caller loads the document to say why.
 */
interface StoreBase<Row extends StoredDocument, Content> {
  /** A new draft; undefined when the kind allows one in work per organisation and one is. */
  insert(
    db: Database,
    draft: { organizationId: string; content: Content; userId: string; now: Date },
  ): Promise<Row | undefined>;
  load(db: Database, id: string): Promise<{ row: Row; updatedBy?: Author } | undefined>;
  /** The access row of a document, without its content: undefined for no such document of the kind. */
  access(db: Database, id: string, userId: string): Promise<DocumentAccess | undefined>;
  /** Stores the complete content as submitted; undefined when stale or submitted meanwhile. */
  submit(
    tx: Database,
    id: string,
    change: { versions: Versions; content: Content; now: Date; evaluation?: EvaluationResult },
  ): Promise<Row | undefined>;
  /** Deletes a draft; false when there is none (submitted, or deleted meanwhile). */
  remove(db: Database, id: string): Promise<boolean>;
}

type Change<Content> = { versions: Versions; content: Content; now: Date };

/** A kind saves either with the access check in its write's statement or after it. */
type StoreSave<Row extends StoredDocument, Content> =
  | {
      /** Writes the draft's content if it is still a draft at an expected version; undefined when it is not. */
      save(db: Database, id: string, change: Change<Content>): Promise<Row | undefined>;
      saveWithAccess?: never;
    }
  | {
      save?: never;
      /**
       * The same write with the access check in its statement, for a kind whose save is a hot path
       * (questionnaires, B2): it writes only for a user the write rule (./access.ts) admits, and answers the access
       * row (undefined: no such document) with the saved row, if any.
       */
      saveWithAccess(
        db: Database,
        id: string,
        userId: string,
        change: Change<Content>,
      ): Promise<(DocumentAccess & { saved?: Row }) | undefined>;
    };

export type DocumentStore<Row extends StoredDocument, Content> = StoreBase<Row, Content> &
  StoreSave<Row, Content>;

/** A request body of a write, as the kind's contract parsed it: in the terms of this module. */
type WriteInput<Content> = { content: Content; version?: number; id?: string };

/** A call on one document, named by its id in the path. */
type OnDocument = Contract & { readonly params: z.ZodType<{ id: string }, unknown> };

/**
 * The five calls every kind has, each kind with its own paths and bodies (its contracts). The contracts parse a
 * body straight into this module's terms, so the routes take it as it comes, typed.
 */
export type DocumentCalls<Content> = {
  create: Contract & {
    readonly body: z.ZodType<{ content: Content; organization: string | undefined }, unknown>;
  };
  read: OnDocument;
  save: OnDocument & { readonly body: z.ZodType<WriteInput<Content>, unknown> };
  submit: OnDocument & { readonly body: z.ZodType<WriteInput<Content>, unknown> };
  remove: OnDocument;
};

/** One kind of document: its calls, rules and store. */
export interface DocumentKind<Row extends StoredDocument = StoredDocument, Content = unknown> {
  /** The kind's id (a questionnaire kind or a case-study kind). */
  name: string;
  calls: DocumentCalls<Content>;
  /** Whose documents these are: a member of another type's organisation cannot start one (403). */
  organizationType: OrganizationType;
  /** The journey gate of the submit (409 LEVEL_NOT_OPEN before the level opens). */
  gate: Extract<JourneyAction, { kind: 'questionnaire' | 'case-study' }>;
  /** The kind's own wording of the gate's refusal, when it has one. */
  levelNotOpenMessage?: (opensAt: string | null) => string;
  /** A write of a document that is no longer a draft: the kind's message, else the generic conflict. */
  notDraftMessage?: string;
  /** A create while the kind allows only one in work per organisation. */
  alreadyInWorkMessage?: string;
  /** Larger bodies answer 413 before they are parsed. */
  bodyLimit?: number;
  store: DocumentStore<Row, Content>;
  /** A document as the calls answer it. */
  record(row: Row, updatedBy?: Author): unknown;
  /**
   * What a submission leads to. `scored`: checks before the evaluation (the failed result's waiting time) and the
   * evaluation itself, in the submit's transaction, and the facts recorded from it. Not scored (a case study): it
   * awaits the office's decision, whose notice `recordSubmitted` records in the submit's transaction, answering the
   * recorded mails' ids (docs/decisions/063-mail-outbox.md).
   */
  outcome:
    | {
        scored: true;
        evaluate(
          tx: Database,
          submission: { organizationId: string; organizationName: string; content: Content; now: Date },
        ): Promise<EvaluationResult>;
        recorded(tx: Database, row: Row, evaluation: EvaluationResult): Promise<void>;
      }
    | {
        scored: false;
        recordSubmitted(
          tx: Database,
          row: Row,
          /** `submittedBy`: the address of the member who submitted (per-person notice limits, docs/security.md 49). */
          context: { organizationName: string; submittedBy: string | undefined },
        ): Promise<string[]>;
      };
  /** Whether a save changes what the journey shows (a case study's title): then the journey is refreshed with it. */
  refreshJourneyOnSave: boolean;
  /** Whether starting a draft changes the journey (a case study in work): then the journey is refreshed with it. */
  refreshJourneyOnCreate: boolean;
}
