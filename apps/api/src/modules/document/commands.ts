import { eq } from 'drizzle-orm';
import type { User } from '@cert/domain';
import type { Database } from '../../db/client';
import { organizations } from '../../db/schema';
import { conflict, notFound } from '../../lib/http-error';
import { refreshJourney, requireLevelOpen } from '../journey';
import { requireOrganizationAccess } from '../organization';
import { grantWrite, readAccess } from './access';
import type { DocumentKind, StoredDocument } from './kinds';

// The commands every kind of document goes through (docs/decisions/053-one-document-module.md): one create, read,
// save, submit and delete, each with the access rule of ./access.ts. The routes translate HTTP; these own the
// transactions and the rules.

type Versions = number[] | null;

/** A write that found no draft to change: the kind's message for one submitted, the generic conflict if stale. */
async function refusedWrite(db: Database, kind: DocumentKind, id: string): Promise<never> {
  const found = await kind.store.load(db, id);
  if (!found) throw notFound();
  throw found.row.submittedAt !== null ? conflict(kind.notDraftMessage) : conflict();
}

/** Starts a draft for an organisation the caller may start one for (./access.ts organizationToStart). */
export async function createDocument<Row extends StoredDocument, Content>(
  db: Database,
  kind: DocumentKind<Row, Content>,
  draft: { organizationId: string; content: Content; userId: string; now: Date },
): Promise<Row> {
  const insert = async (tx: Database) => {
    const row = await kind.store.insert(tx, draft);
    if (!row) throw conflict(kind.alreadyInWorkMessage);
    if (kind.refreshJourneyOnCreate) {
      await refreshJourney(tx, draft.organizationId, draft.now, { organizationActivity: true });
    }
    return row;
  };
  return kind.refreshJourneyOnCreate ? db.transaction(insert) : insert(db);
}

/** One document for a reader the rule admits (members; platform admins once submitted); 404 otherwise. */
export async function readDocument<Row extends StoredDocument, Content>(
  db: Database,
  kind: DocumentKind<Row, Content>,
  user: User,
  id: string,
) {
  const found = await kind.store.load(db, id);
  if (!found) throw notFound();
  await requireOrganizationAccess(
    db,
    user,
    found.row.organizationId,
    readAccess(found.row.submittedAt !== null),
  );
  return found;
}

/**
 * Saves a draft: access and write in the store's statement (docs/security.md 25: of two saves at one version exactly
 * one writes). 404/403 by the access rule; 409 when stale or submitted.
 */
export async function saveDocument<Row extends StoredDocument, Content>(
  db: Database,
  kind: DocumentKind<Row, Content>,
  user: User,
  id: string,
  change: { versions: Versions; content: Content; now: Date },
): Promise<Row> {
  const { store } = kind;
  const save = async (tx: Database) => {
    let saved: Row | undefined;
    let organizationId: string;
    if (store.saveWithAccess) {
      const result = await store.saveWithAccess(tx, id, user._id, change);
      organizationId = grantWrite(user, result).organizationId;
      saved = result?.saved;
    } else {
      organizationId = grantWrite(user, await store.access(tx, id, user._id)).organizationId;
      saved = await store.save(tx, id, change);
    }
    if (!saved) return refusedWrite(tx, kind, id);
    if (kind.refreshJourneyOnSave) await refreshJourney(tx, organizationId, change.now);
    return saved;
  };
  return kind.refreshJourneyOnSave ? db.transaction(save) : save(db);
}

/** The organisation of a document the user may write (404 for no such document or a non-member, 403 unapproved). */
export async function writableOrganization(db: Database, kind: DocumentKind, user: User, id: string) {
  return grantWrite(user, await kind.store.access(db, id, user._id)).organizationId;
}

/**
 * Submits a draft in one transaction that first locks the organisation's row, so that two submits of one
 * organisation check its journey and results in turn: 409 when it is no longer a draft or the expected version is
 * stale, 409 LEVEL_NOT_OPEN before the kind's level opens, then the kind's outcome: a scored kind is evaluated from
 * the content as stored (never from client input) and its facts recorded in the same transaction; a case study
 * waits for the decision, the office's notice recorded in the same transaction (its mail ids answered, to try
 * after the commit). The caller has checked that the user may write the document (writableOrganization).
 */
export async function submitDocument<Row extends StoredDocument, Content>(
  db: Database,
  kind: DocumentKind<Row, Content>,
  id: string,
  change: {
    organizationId: string;
    versions: Versions;
    content: Content;
    now: Date;
    /** The address of the member who submits; none when the demo data or a test arranges a submission. */
    submittedBy?: string;
  },
): Promise<{ row: Row; mailIds: string[] }> {
  const { organizationId, now } = change;
  return db.transaction(async (tx) => {
    const [organization] = await tx
      .select({ name: organizations.name })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .for('update');
    const organizationName = organization?.name ?? '';
    const found = await kind.store.load(tx, id);
    if (!found) throw notFound();
    if (found.row.submittedAt !== null) throw conflict(kind.notDraftMessage);
    if (change.versions !== null && !change.versions.includes(found.row.version)) throw conflict();
    await requireLevelOpen(tx, organizationId, kind.gate, now, kind.levelNotOpenMessage);
    const evaluation = kind.outcome.scored
      ? await kind.outcome.evaluate(tx, { organizationId, organizationName, content: change.content, now })
      : undefined;
    const row = await kind.store.submit(tx, id, { ...change, evaluation });
    // A concurrent save or submit changed the draft between the read and this write.
    if (!row) throw conflict();
    if (kind.outcome.scored && evaluation) await kind.outcome.recorded(tx, row, evaluation);
    await refreshJourney(tx, organizationId, now, { organizationActivity: true });
    const mailIds = kind.outcome.scored
      ? []
      : await kind.outcome.recordSubmitted(tx, row, { organizationName, submittedBy: change.submittedBy });
    return { row, mailIds };
  });
}

/** Deletes a draft the user may write; 409 once submitted. */
export async function removeDocument(
  db: Database,
  kind: DocumentKind,
  user: User,
  id: string,
  now: Date,
): Promise<void> {
  const organizationId = await writableOrganization(db, kind, user, id);
  await db.transaction(async (tx) => {
    if (!(await kind.store.remove(tx, id))) throw conflict(kind.notDraftMessage);
    await refreshJourney(tx, organizationId, now);
  });
}
