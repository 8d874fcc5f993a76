import { and, count, eq } from 'drizzle-orm';
import {
  ErrorCode,
  formatDate,
  isoDateInGermany,
  MAX_OPEN_JOURNEY_REQUESTS,
  ProcurementBranch,
  procurementJourneyLevels,
  ProviderRecordKind,
  type JourneyRequest,
  type ParticipationReportBody,
  type ProcurementBranch as Branch,
  type ProviderRecordKind as ProviderRecordKindValue,
  type WorkshopRequestBody,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { journeyRequests } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { conflict, HttpError, notFound } from '../../lib/http-error';
import {
  lockJourneyOrganization,
  requirePerformedAtInWindow,
  type RecordedOrganization,
} from './record-checks';
import { requireLevelOpen } from './gate';
import type { RecordDecisionMails } from './notify';
import { loadJourneyRecords, toJourneyRequest } from './records';
import { refreshJourney } from './refresh';

/**
 * Requests of respondents to the programme office (docs/product.md §4 "Requests", ADR 047): a provider reports a
 * participation, a procurer asks for a branch's silver workshop. Each is checked by the rules the office's record
 * would meet (the date window, the level open), so that what is asked for can be recorded; an open request is the
 * journey's open task until the office records from it or declines it.
 */

export type Requester = {
  organizationId: string;
  userId: string;
  now: Date;
  /** The office's notice of the request, recorded with it (docs/decisions/063-mail-outbox.md); answers mail ids. */
  recordNotice: (
    tx: Database,
    organization: RecordedOrganization,
    request: JourneyRequest,
  ) => Promise<string[]>;
};

/** A request made, with the ids of the mails recorded with it (to try at once after the commit). */
type MadeRequest = { request: JourneyRequest; mailIds: string[] };

/** At most MAX_OPEN_JOURNEY_REQUESTS open at once: the office answers them one by one. */
async function requireRoomForRequest(tx: Database, organizationId: string) {
  const [row] = await tx
    .select({ open: count() })
    .from(journeyRequests)
    .where(and(eq(journeyRequests.organizationId, organizationId), eq(journeyRequests.state, 'open')));
  if ((row?.open ?? 0) >= MAX_OPEN_JOURNEY_REQUESTS) {
    throw conflict(
      `Es liegen bereits ${MAX_OPEN_JOURNEY_REQUESTS} offene Meldungen Ihrer Organisation vor. Bitte warten Sie, bis das Programmteam sie bearbeitet hat.`,
    );
  }
}

/** An innovation entry is recorded with its marketplace address: a report of one and its record need it. */
export function requireMarketplaceUrl(kind: ProviderRecordKindValue, url: string | undefined): void {
  if (kind !== 'innovation-entry' || url) return;
  throw new HttpError(400, ErrorCode.ValidationFailed, undefined, [
    {
      path: 'url',
      code: 'required',
      message: 'Bitte geben Sie die Adresse des Eintrags auf dem Marktplatz an.',
    },
  ]);
}

/** Stores a request and rewrites the journey row, whose open task it now is. */
async function insertRequest(
  tx: Database,
  values: Omit<typeof journeyRequests.$inferInsert, 'createdAt'>,
  now: Date,
) {
  const [row] = await tx
    .insert(journeyRequests)
    .values({ ...values, createdAt: now })
    .returning();
  await refreshJourney(tx, values.organizationId, now);
  return toJourneyRequest(row!);
}

/** A provider reports a participation: the fields of the record the office will make of it. */
export async function reportParticipation(
  db: Database,
  input: Requester & { body: ParticipationReportBody },
): Promise<MadeRequest> {
  const { body, now } = input;
  requirePerformedAtInWindow(body.performedAt, now);
  requireMarketplaceUrl(body.recordKind, body.url);
  return db.transaction(async (tx) => {
    const organization = await lockJourneyOrganization(tx, input.organizationId, 'provider');
    await requireLevelOpen(
      tx,
      organization.id,
      { kind: 'provider-record', record: body.recordKind, performedAt: body.performedAt },
      now,
    );
    await requireRoomForRequest(tx, organization.id);
    const request = await insertRequest(
      tx,
      {
        organizationId: organization.id,
        kind: 'participation',
        recordKind: body.recordKind,
        performedAt: body.performedAt,
        eventName: body.eventName,
        url: body.url ?? null,
        note: body.note || null,
        requestedBy: input.userId,
      },
      now,
    );
    return { request, mailIds: await input.recordNotice(tx, organization, request) };
  });
}

/** A procurer asks for the silver workshop of a branch whose silver level is open. */
export async function requestWorkshop(
  db: Database,
  input: Requester & { body: WorkshopRequestBody },
): Promise<MadeRequest> {
  const { body, now } = input;
  return db.transaction(async (tx) => {
    const organization = await lockJourneyOrganization(tx, input.organizationId, 'procurement');
    const today = isoDateInGermany(now);
    await requireLevelOpen(
      tx,
      organization.id,
      { kind: 'workshop', branch: body.branch, performedAt: today },
      now,
    );
    const records = await loadJourneyRecords(tx, organization.id, 'active');
    const silver = procurementJourneyLevels(records, now)[
      body.branch === 'office' ? 'silverOffice' : 'silverProject'
    ];
    if (silver.status === 'done') {
      throw conflict(`Die Stufe Silber (${ProcurementBranch.label(body.branch)}) ist bereits abgeschlossen.`);
    }
    const asked = records.requests.find(
      (request) => request.kind === 'workshop' && request.branch === body.branch && request.state === 'open',
    );
    if (asked) {
      throw conflict(
        `Sie haben den Workshop (${ProcurementBranch.label(body.branch)}) am ${formatDate(asked.createdAt)} angefragt. Das Programmteam meldet sich bei Ihnen.`,
      );
    }
    await requireRoomForRequest(tx, organization.id);
    const request = await insertRequest(
      tx,
      {
        organizationId: organization.id,
        kind: 'workshop',
        branch: body.branch,
        note: body.note || null,
        requestedBy: input.userId,
      },
      now,
    );
    return { request, mailIds: await input.recordNotice(tx, organization, request) };
  });
}

/** The open request of the organisation, locked for the transaction; 404 for none, 409 once it was answered. */
export async function lockOpenRequest(tx: Database, organizationId: string, requestId: string) {
  const [row] = await tx
    .select()
    .from(journeyRequests)
    .where(and(eq(journeyRequests.id, requestId), eq(journeyRequests.organizationId, organizationId)))
    .for('update');
  if (!row) throw notFound();
  if (row.state !== 'open') throw conflict('Diese Meldung wurde bereits bearbeitet.');
  return toJourneyRequest(row);
}

/** Marks a request answered: done when the office recorded from it, dismissed with the office's reason. */
export async function closeRequest(
  tx: Database,
  requestId: string,
  outcome: { state: 'done' } | { state: 'dismissed'; comment: string },
  actorId: string,
  now: Date,
) {
  const [row] = await tx
    .update(journeyRequests)
    .set({
      state: outcome.state,
      closedAt: now,
      closedBy: actorId,
      closingComment: outcome.state === 'dismissed' ? outcome.comment : null,
    })
    .where(eq(journeyRequests.id, requestId))
    .returning();
  return toJourneyRequest(row!);
}

/** A recorded workshop result answers the branch's open workshop request (in the recording's transaction). */
export async function closeWorkshopRequests(
  tx: Database,
  organizationId: string,
  branch: Branch,
  actorId: string,
  now: Date,
) {
  await tx
    .update(journeyRequests)
    .set({ state: 'done', closedAt: now, closedBy: actorId })
    .where(
      and(
        eq(journeyRequests.organizationId, organizationId),
        eq(journeyRequests.kind, 'workshop'),
        eq(journeyRequests.branch, branch),
        eq(journeyRequests.state, 'open'),
      ),
    );
}

/** What a request was, in the office's words to the organisation. */
const requestDescription = (request: JourneyRequest) =>
  request.kind === 'participation'
    ? `${ProviderRecordKind.label(request.recordKind!)} („${request.eventName}“) am ${formatDate(request.performedAt!)}`
    : `Anfrage des Workshops der Stufe Silber (${ProcurementBranch.label(request.branch!)}) vom ${formatDate(request.createdAt)}`;

/**
 * The office declines a request with its reason: audit row, journey row and the organisation's mails (ADR 063) in
 * the same transaction.
 */
export async function dismissRequest(
  db: Database,
  input: { organizationId: string; requestId: string; comment: string; actorId: string; now: Date },
  recordMails: RecordDecisionMails,
): Promise<{ request: JourneyRequest; mailIds: string[] }> {
  const { now, actorId } = input;
  return db.transaction(async (tx) => {
    // The organisation first, then the request: the order of every other write of a journey.
    const [found] = await tx
      .select({ kind: journeyRequests.kind })
      .from(journeyRequests)
      .where(
        and(
          eq(journeyRequests.id, input.requestId),
          eq(journeyRequests.organizationId, input.organizationId),
        ),
      );
    if (!found) throw notFound();
    const organization = await lockJourneyOrganization(
      tx,
      input.organizationId,
      found.kind === 'participation' ? 'provider' : 'procurement',
    );
    const open = await lockOpenRequest(tx, organization.id, input.requestId);
    const request = await closeRequest(
      tx,
      open._id,
      { state: 'dismissed', comment: input.comment },
      actorId,
      now,
    );
    await recordAudit(tx, {
      action: 'request.dismissed',
      actorId,
      organizationId: organization.id,
      subjectId: request._id,
      comment: input.comment,
      now,
    });
    await refreshJourney(tx, organization.id, now);
    const mailIds = await recordMails(tx, organization, {
      kind: 'request-dismissed',
      description: requestDescription(request),
      reason: input.comment,
    });
    return { request, mailIds };
  });
}
