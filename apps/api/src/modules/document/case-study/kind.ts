import {
  CaseStudyKind,
  caseStudyMessages,
  type CaseStudyDraftContent,
  type OrganizationType,
} from '@cert/domain';
import { caseStudyContracts } from '@cert/domain/contracts';
import type { App } from '../../../app-type';
import { caseStudySubmittedNotice, officeNotices } from '../../office-notices';
import type { DocumentKind } from '../kinds';
import {
  caseStudyAccess,
  deleteDraft,
  insertDraft,
  loadCaseStudy,
  saveDraft,
  submitDraft,
  toRecord,
  type CaseStudyRow,
} from './repository';

/** The organisation type whose journey has the case study of each kind. */
const organizationTypeOf: Record<CaseStudyKind, OrganizationType> = {
  gold: 'PublicProcurer',
  practitioner: 'Provider',
};

/** Five long texts and a few short ones stay far below this; over it: 413 (docs/security.md 45). */
const CASE_STUDY_BODY_LIMIT = 512 * 1024;

/**
 * A case study as a document kind (ADR 014): one in work per organisation and kind, its title shown on the
 * journey (so a save refreshes it), and a submission that waits for the programme office's decision
 * (./decide.ts), which learns of it by a notice recorded with the submission.
 */
function caseStudyKind(app: App, kind: CaseStudyKind): DocumentKind<CaseStudyRow, CaseStudyDraftContent> {
  return {
    name: kind,
    calls: caseStudyContracts[kind],
    organizationType: organizationTypeOf[kind],
    gate: { kind: 'case-study', caseStudy: kind },
    levelNotOpenMessage: caseStudyMessages.levelNotOpen,
    notDraftMessage: caseStudyMessages.notDraft,
    alreadyInWorkMessage: caseStudyMessages.alreadyInWork,
    bodyLimit: CASE_STUDY_BODY_LIMIT,
    refreshJourneyOnCreate: true,
    refreshJourneyOnSave: true,
    store: {
      insert: (db, draft) => insertDraft(db, { kind, ...draft }),
      load: async (db, id) => {
        const row = await loadCaseStudy(db, kind, id);
        return row && { row };
      },
      access: (db, id, userId) => caseStudyAccess(db, kind, id, userId),
      save: (db, id, change) => saveDraft(db, kind, id, change),
      // The submit schema made the content complete (CaseStudyContent); stored as the draft content it now is.
      submit: (tx, id, change) => submitDraft(tx, kind, id, change as Parameters<typeof submitDraft>[3]),
      remove: (db, id) => deleteDraft(db, kind, id),
    },
    record: (row) => toRecord(row),
    outcome: {
      scored: false,
      recordSubmitted: (tx, row, { organizationName, submittedBy }) =>
        officeNotices(app, submittedBy)(
          tx,
          caseStudySubmittedNotice(
            { id: row.organizationId, name: organizationName },
            { id: row.id, kind, title: row.content.title ?? '' },
            app.config.publicUrl,
          ),
        ),
    },
  };
}

/** Every case-study kind, described once for the app (its notices need the app's mailer and configuration). */
export const caseStudyKinds = (app: App) => CaseStudyKind.values.map((kind) => caseStudyKind(app, kind));
