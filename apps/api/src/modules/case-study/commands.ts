import {
  caseStudyMessages,
  type CaseStudyContent,
  type CaseStudyDraftContent,
  type CaseStudyKind,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/http-error';
import { refreshJourney, requireLevelOpen } from '../journey';
import { organizationName } from '../organization';
import {
  decide,
  deleteDraft,
  insertDraft,
  loadCaseStudy,
  saveDraft,
  submitDraft,
  type CaseStudyRow,
} from './repository';

// The commands on case studies (ADR 014 "Case studies"): each owns its transaction, its rules and the journey
// refresh; the routes check access and translate HTTP.

const notDraft = () => conflict(caseStudyMessages.notDraft);

/** Starts a draft for the organisation; 409 while one of the kind is in work (draft or submitted). */
export async function startCaseStudy(
  db: Database,
  kind: CaseStudyKind,
  draft: { organizationId: string; content: CaseStudyDraftContent; userId: string; now: Date },
): Promise<CaseStudyRow> {
  return db.transaction(async (tx) => {
    const inserted = await insertDraft(tx, { kind, ...draft });
    if (!inserted) throw conflict(caseStudyMessages.alreadyInWork);
    await refreshJourney(tx, draft.organizationId, draft.now, { organizationActivity: true });
    return inserted;
  });
}

/** Saves a draft; 409 when the version is not the stored one or it is no longer a draft. */
export async function saveCaseStudy(
  db: Database,
  kind: CaseStudyKind,
  id: string,
  change: { organizationId: string; version: number; content: CaseStudyDraftContent; now: Date },
): Promise<CaseStudyRow> {
  return db.transaction(async (tx) => {
    const saved = await saveDraft(tx, kind, id, change);
    if (!saved) {
      const current = await loadCaseStudy(tx, kind, id);
      throw current?.state === 'DRAFT' ? conflict() : notDraft();
    }
    await refreshJourney(tx, change.organizationId, change.now);
    return saved;
  });
}

/**
 * Submits the complete draft: 404 when it was deleted, 409 when it is no longer a draft or stale, 409
 * LEVEL_NOT_OPEN (with the case study's own message: the draft stays editable) before its level opens.
 */
export async function submitCaseStudy(
  db: Database,
  kind: CaseStudyKind,
  id: string,
  change: { organizationId: string; version: number; content: CaseStudyContent; now: Date },
): Promise<CaseStudyRow> {
  const { organizationId, now } = change;
  return db.transaction(async (tx) => {
    const current = await loadCaseStudy(tx, kind, id);
    if (!current) throw notFound();
    if (current.state !== 'DRAFT') throw notDraft();
    if (current.version !== change.version) throw conflict();
    await requireLevelOpen(
      tx,
      organizationId,
      { kind: 'case-study', caseStudy: kind },
      now,
      caseStudyMessages.levelNotOpen,
    );
    const submitted = await submitDraft(tx, kind, id, change);
    // A concurrent save or submit changed the draft between the read and this write.
    if (!submitted) throw conflict();
    await refreshJourney(tx, organizationId, now, { organizationActivity: true });
    return submitted;
  });
}

/** Deletes a draft; 409 once submitted. */
export async function deleteCaseStudy(
  db: Database,
  kind: CaseStudyKind,
  id: string,
  change: { organizationId: string; now: Date },
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await deleteDraft(tx, kind, id))) throw notDraft();
    await refreshJourney(tx, change.organizationId, change.now);
  });
}

/**
 * A platform admin accepts or rejects the organisation's submitted case study of the kind: 404 for an unknown
 * organisation, 409 when it has no submitted case study of the kind (none, or decided meanwhile: of two concurrent
 * decisions one applies). Decision, audit row and journey refresh in one transaction.
 */
export async function decideCaseStudy(
  db: Database,
  kind: CaseStudyKind,
  organizationId: string,
  review: { accept: boolean; comment: string | null; reviewerId: string; now: Date },
): Promise<{ row: CaseStudyRow; name: string }> {
  return db.transaction(async (tx) => {
    const name = await organizationName(tx, organizationId);
    if (name === undefined) throw notFound();
    const row = await decide(tx, kind, organizationId, review);
    if (!row) throw conflict(caseStudyMessages.notSubmitted);
    await recordAudit(tx, {
      action: review.accept ? 'case-study.accepted' : 'case-study.rejected',
      actorId: review.reviewerId,
      organizationId,
      subjectId: row.id,
      comment: review.comment,
      now: review.now,
    });
    await refreshJourney(tx, organizationId, review.now);
    return { row, name };
  });
}
