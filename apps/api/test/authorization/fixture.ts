import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import {
  addDuration,
  CERTIFICATE_VALIDITY,
  certificateLevels,
  isoDateInGermany,
  questionnaires as registry,
} from '@cert/domain';
import type { Database } from '../../src/db/client';
import {
  caseStudies,
  certificates,
  invitations,
  journeyRequests,
  journeys,
  memberships,
  organizationChangeRequests,
  providerRecords,
  questionnaires,
  workshopReports,
  workshopResults,
} from '../../src/db/schema';
import { completePractitioner } from '../helpers/journeys';
import { insertResult } from '../journey/support';
import { minimalPdf } from '../helpers/pdf-files';
import { issueMagicLinkToken } from '../../src/modules/account/magic-link';
import { newCertificateCode } from '../../src/modules/certificate/issue';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';
import type { Actor, Fixture, FixtureOptions, FixtureUser, JourneyFixture } from './matrix';
import { sampleAnswers } from '@cert/domain/testing';

export type SignedInActors = Fixture['users'];

/**
 * A fresh fixture for one cell, written straight into the database. First every membership and invitation of the
 * signed-in actors is removed (earlier cells may have created, joined or left organisations), so each actor stands
 * exactly where its column says: then the organisation under test and another organisation are written anew.
 */
export async function createFixture(
  db: Database,
  users: SignedInActors,
  actor: Actor,
  options: FixtureOptions,
  now: () => Date,
): Promise<Fixture> {
  // One transaction: one commit instead of one per statement (the cells' main cost on PostgreSQL).
  const written = await db.transaction((tx) => writeFixture(tx, users, options, now()));
  return {
    ...written,
    users,
    caller: actor === 'anonymous' ? null : users[actor],
    signInToken: () =>
      issueMagicLinkToken(db, {
        email: `verify-${randomUUID()}@matrix.example`,
        callbackUrl: null,
        // Asked for by no browser of the matrix: the cells confirm (docs/security.md 46).
        requestedBy: randomUUID(),
        now: now(),
      }),
  };
}

async function writeFixture(
  db: Database,
  users: SignedInActors,
  options: FixtureOptions,
  now: Date,
): Promise<Omit<Fixture, 'users' | 'caller' | 'signInToken'>> {
  const ids = Object.values(users).map((user) => user.id);
  const emails = Object.values(users).map((user) => user.email);
  await db.delete(memberships).where(inArray(memberships.userId, ids));
  await db.delete(invitations).where(inArray(invitations.email, emails));

  const colleagueEmail = `colleague-${randomUUID()}@matrix.example`;
  const colleague: FixtureUser = { id: await insertUser(db, colleagueEmail), email: colleagueEmail };
  const questionnaire = options.questionnaire ? registry[options.questionnaire] : undefined;
  const pathType =
    options.journey ?? (options.certificate && certificateLevels[options.certificate].pathType);
  const organization = organizationData(
    questionnaire?.organizationType ?? (pathType === 'provider' ? 'Provider' : 'PublicProcurer'),
  );
  const organizationId = await insertOrganization(db, {
    data: organization,
    approvalStatus: options.approvalStatus ?? 'Approved',
    members: [
      { userId: users.member.id, role: 'Member' },
      { userId: users.organizationAdmin.id, role: 'Admin' },
      { userId: colleague.id, role: 'Admin' },
    ],
    invitations: [{ email: users.pendingMember.email, role: 'Member' }],
  });
  const [invitation] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(eq(invitations.organizationId, organizationId));
  const otherOrganizationId = await insertOrganization(db, {
    data: organizationData('Provider'),
    members: [{ userId: users.otherOrganizationMember.id, role: 'Admin' }],
  });

  let changeRequestId: string | null = null;
  if (options.openChangeRequest) {
    const [row] = await db
      .insert(organizationChangeRequests)
      .values({
        organizationId,
        data: { ...organization, name: `${organization.name} (neu)` },
        requestedBy: users.organizationAdmin.id,
      })
      .returning({ id: organizationChangeRequests.id });
    changeRequestId = row!.id;
  }

  let draftId: string | null = null;
  let submissionId: string | null = null;
  if (questionnaire) {
    const [draft, submission] = await db
      .insert(questionnaires)
      .values([
        { kind: questionnaire.kind, organizationId, answers: {} },
        {
          kind: questionnaire.kind,
          organizationId,
          answers: sampleAnswers(questionnaire.definition),
          version: 2,
          submittedAt: new Date(),
        },
      ])
      .returning({ id: questionnaires.id });
    draftId = draft!.id;
    submissionId = submission!.id;
    // The expert questionnaire opens only 4 weeks after a completed practitioner level (ADR 014): one completed
    // long ago lets the submit cell pass every journey rule, so that it fails only on authorization.
    if (questionnaire.kind === 'provider-expert') await completePractitioner(db, organizationId);
  }

  const journey = options.journey
    ? await writeJourney(db, organizationId, options.journey, options.caseStudyState ?? 'SUBMITTED', now)
    : null;

  let certificateCode: string | null = null;
  if (options.certificate) {
    const awardedOn = isoDateInGermany(now);
    certificateCode = newCertificateCode();
    await db.insert(certificates).values({
      organizationId,
      level: options.certificate,
      code: certificateCode,
      awardedOn,
      validUntil: addDuration(awardedOn, CERTIFICATE_VALIDITY),
      organizationName: organization.name,
    });
  }

  return {
    organizationId,
    organization,
    otherOrganizationId,
    invitationId: invitation!.id,
    colleague,
    changeRequestId,
    draftId,
    submissionId,
    journey,
    certificateCode,
  };
}

async function writeJourney(
  db: Database,
  organizationId: string,
  pathType: 'procurement' | 'provider',
  caseStudyState: 'DRAFT' | 'SUBMITTED',
  now: Date,
): Promise<JourneyFixture> {
  const [journey] = await db
    .insert(journeys)
    .values({ organizationId, pathType })
    .returning({ id: journeys.id });
  const submitted = caseStudyState === 'SUBMITTED';
  const [caseStudy] = await db
    .insert(caseStudies)
    .values({
      kind: pathType === 'procurement' ? 'gold' : 'practitioner',
      organizationId,
      content: {},
      state: caseStudyState,
      submittedAt: submitted ? new Date() : null,
    })
    .returning({ id: caseStudies.id });
  const base = { journeyId: journey!.id, caseStudyId: caseStudy!.id };
  if (pathType === 'provider') {
    const [record] = await db
      .insert(providerRecords)
      .values([
        { organizationId, kind: 'event', performedAt: '2026-01-15', eventName: 'Innovationstag' },
        { organizationId, kind: 'elearning', performedAt: '2026-01-15', eventName: 'E-Learning' },
      ])
      .returning({ id: providerRecords.id });
    const [request] = await db
      .insert(journeyRequests)
      .values({
        organizationId,
        kind: 'participation',
        recordKind: 'event',
        performedAt: isoDateInGermany(now),
        eventName: 'Innovationstag Süd',
        createdAt: now,
      })
      .returning({ id: journeyRequests.id });
    return {
      ...base,
      workshopReportRef: null,
      workshopFileName: null,
      workshopResultId: null,
      providerRecordId: record!.id,
      requestId: request!.id,
    };
  }
  const content = minimalPdf();
  const fileName = 'Workshop Ergebnisbericht.pdf';
  const [report] = await db
    .insert(workshopReports)
    .values({ organizationId, fileName, size: content.length, sha256: 'fixture', content })
    .returning({ id: workshopReports.id });
  const [result] = await db
    .insert(workshopResults)
    .values({
      organizationId,
      type: 'office',
      reportRef: report!.id,
      performedAt: '2026-01-15',
      passed: true,
    })
    .returning({ id: workshopResults.id });
  // Bronze of the project branch passed long ago: its silver workshop may be asked for.
  await insertResult(db, organizationId, 'procurement-project', 'PASSED', new Date('2025-01-15T10:00:00Z'));
  const [request] = await db
    .insert(journeyRequests)
    .values({ organizationId, kind: 'workshop', branch: 'office', createdAt: now })
    .returning({ id: journeyRequests.id });
  return {
    ...base,
    workshopReportRef: report!.id,
    workshopFileName: fileName,
    workshopResultId: result!.id,
    providerRecordId: null,
    requestId: request!.id,
  };
}
