import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import {
  CASE_STUDY_MIN_TEXT,
  caseStudyRecordSchema,
  type CaseStudyContent,
  type CaseStudyKind,
  type ApprovalStatus,
  type CaseStudyRecord,
  type MembershipRole,
  type OrganizationType,
} from '@cert/domain';
import { caseStudyApiBase } from '../helpers/case-study-paths';
import type { Database } from '../../src/db/client';
import { caseStudies, providerRecords, workshopReports, workshopResults } from '../../src/db/schema';
import type { SignedIn } from '../helpers/browser';
import { insertOrganization, organizationData } from '../helpers/organizations';
import { minimalPdf } from '../helpers/pdf-files';

/** The platform admin of the case study tests. */
export const ADMIN = 'programmteam@plattform.example';

export const kinds = ['gold', 'practitioner'] as const satisfies readonly CaseStudyKind[];
export const organizationTypeOf: Record<CaseStudyKind, OrganizationType> = {
  gold: 'PublicProcurer',
  practitioner: 'Provider',
};

const long = (topic: string) =>
  `${topic}: `
    .concat('Wir beschreiben hier ausführlich, was geschah und warum. '.repeat(5))
    .slice(0, CASE_STUDY_MIN_TEXT + 20);

/** A complete case study, as a submission needs it. */
export const complete = (variant = ''): CaseStudyContent => ({
  title: `Digitale Bauakte${variant}`,
  counterpart: 'Elektronische Akte für das Bauordnungsamt',
  initialSituation: long('Ausgangslage'),
  procedure: long('Vorgehen'),
  innovation: long('Innovation'),
  results: long('Ergebnisse'),
  lessonsLearned: long('Erfahrungen'),
  period: '03/2025 – 11/2025',
  contactName: 'Erika Mustermann',
  contactEmail: 'erika.mustermann@amt.example',
  website: 'https://amt.example/bauakte',
  publicationConsent: true,
});

const base = (kind: CaseStudyKind) => caseStudyApiBase[kind];

export const create = (who: SignedIn, kind: CaseStudyKind, organization: string, content = {}) =>
  who.browser.post(base(kind), { organization, content });
export const read = (who: SignedIn, kind: CaseStudyKind, id: string) =>
  who.browser.get(`${base(kind)}/${id}`);
export const readCurrent = (who: SignedIn, kind: CaseStudyKind, organizationId: string) =>
  who.browser.get(`${base(kind)}/organization/${organizationId}`);
export const save = (who: SignedIn, kind: CaseStudyKind, id: string, body: unknown) =>
  who.browser.put(`${base(kind)}/${id}`, body);
export const submit = (who: SignedIn, kind: CaseStudyKind, id: string, body: unknown) =>
  who.browser.put(`${base(kind)}/${id}/submit`, body);
export const remove = (who: SignedIn, kind: CaseStudyKind, id: string) =>
  who.browser.request('DELETE', `${base(kind)}/${id}`);

/** The record of a successful answer, checked against the contract. */
export function recordOf(res: LightMyRequestResponse, status = 200): CaseStudyRecord {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json() as CaseStudyRecord;
  expect(() => caseStudyRecordSchema.strict().parse(body)).not.toThrow();
  return body;
}

/** What a refused write must leave as it was. */
export async function stored(db: Database, id: string) {
  const [row] = await db
    .select({
      version: caseStudies.version,
      state: caseStudies.state,
      content: caseStudies.content,
      submittedAt: caseStudies.submittedAt,
      reviewedAt: caseStudies.reviewedAt,
    })
    .from(caseStudies)
    .where(eq(caseStudies.id, id));
  return row;
}

/**
 * The records that complete the level before the case study, performed on `performedAt`: a passed office
 * workshop (gold opens 4 weeks later) or an event and an e-learning (practitioner opens 4 weeks later).
 */
export async function completeEarlierLevel(
  db: Database,
  organizationId: string,
  kind: CaseStudyKind,
  performedAt: string,
) {
  if (kind === 'practitioner') {
    await db.insert(providerRecords).values([
      { organizationId, kind: 'event', performedAt, eventName: 'Innovationstag' },
      { organizationId, kind: 'elearning', performedAt, eventName: 'E-Learning Grundlagen' },
    ]);
    return;
  }
  const content = minimalPdf();
  const [report] = await db
    .insert(workshopReports)
    .values({ organizationId, fileName: 'Bericht.pdf', size: content.length, sha256: 'test', content })
    .returning({ id: workshopReports.id });
  await db
    .insert(workshopResults)
    .values({ organizationId, type: 'office', reportRef: report!.id, performedAt, passed: true });
}

/**
 * An organisation of the kind's type with the members, approved unless said otherwise; the level before the
 * case study completed on `earlierLevelOn` if given.
 */
export async function caseStudyOrganization(
  db: Database,
  kind: CaseStudyKind,
  options: {
    members: Array<{ userId: string; role: MembershipRole }>;
    name?: string;
    approvalStatus?: ApprovalStatus;
    earlierLevelOn?: string;
  },
): Promise<string> {
  const id = await insertOrganization(db, {
    data: organizationData(organizationTypeOf[kind], options.name),
    approvalStatus: options.approvalStatus ?? 'Approved',
    members: options.members,
  });
  if (options.earlierLevelOn) await completeEarlierLevel(db, id, kind, options.earlierLevelOn);
  return id;
}
