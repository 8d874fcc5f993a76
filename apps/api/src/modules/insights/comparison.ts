import { and, eq, sql } from 'drizzle-orm';
import {
  ErrorCode,
  linkedClusters,
  mayPublish,
  peerAttributes,
  peerFilters,
  peerGroupMinimum,
  publishedSpread,
  releasedSpread,
  type EvaluationResult,
  type FieldError,
  type PeerComparison,
  type PeerFilterKey,
  type QuestionnaireAnswers,
  type QuestionnaireKind,
  type Spread,
} from '@cert/domain';
import type { Database } from '../../db/client';
import {
  evaluationShares,
  membershipHistory,
  organizations,
  peerGroupShares,
  peerGroupStates,
  submissionFacts,
} from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { TOTAL_SECTION } from './facts';

/** A peer group: the kind, narrowed by attribute values (docs/insights.md). */
type PeerGroup = { kind: QuestionnaireKind; narrow: Partial<Record<PeerFilterKey, string>> };

/** The group's key in the published states: its narrowing, in a fixed order (empty for the whole kind). */
const groupKeyOf = ({ narrow }: Pick<PeerGroup, 'narrow'>): string =>
  Object.entries(narrow)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');

/**
 * The group as it is now: each approved organisation's latest submission of the kind whose own answers give the
 * narrowing's values, one row per section, read from the index of the latest shares (B11; index-use.test.ts).
 * @internal
 */
export function liveShares(db: Database, group: PeerGroup, sections: 'total' | 'all') {
  const narrowing = Object.entries(group.narrow).map(([key, value]) =>
    eq(submissionFacts[key as PeerFilterKey], value),
  );
  const select = db
    .select({
      questionnaireId: evaluationShares.questionnaireId,
      organizationId: evaluationShares.organizationId,
      section: evaluationShares.section,
      share: evaluationShares.share,
    })
    .from(evaluationShares)
    .innerJoin(organizations, eq(organizations.id, evaluationShares.organizationId));
  const where = and(
    eq(evaluationShares.kind, group.kind),
    eq(evaluationShares.latest, true),
    eq(organizations.approvalStatus, 'Approved'),
    sections === 'total' ? eq(evaluationShares.section, TOTAL_SECTION) : undefined,
  );
  return narrowing.length > 0
    ? select
        .innerJoin(submissionFacts, eq(submissionFacts.questionnaireId, evaluationShares.questionnaireId))
        .where(and(where, ...narrowing))
    : select.where(where);
}

/**
 * Whom the group's published state was drawn from: each organisation with its submission, read by the group's key
 * (index-use.test.ts).
 * @internal
 */
export const stateMembers = (db: Database, group: PeerGroup) =>
  db
    .select({
      organizationId: peerGroupShares.organizationId,
      questionnaireId: peerGroupShares.questionnaireId,
    })
    .from(peerGroupShares)
    .where(and(eq(peerGroupShares.kind, group.kind), eq(peerGroupShares.groupKey, groupKeyOf(group))));

/**
 * Who is linked to whom (docs/insights.md): the domain's clusters over every membership, current and former, as
 * the membership history keeps them.
 * @internal
 */
export async function clustersOf(db: Database) {
  const history = await db
    .select({ organizationId: membershipHistory.organizationId, userId: membershipHistory.userId })
    .from(membershipHistory);
  return linkedClusters(history.map((row) => [row.organizationId, row.userId] as const));
}

/** How a group's figures are published (docs/insights.md, "Privacy"); from the configuration. */
type PeerFigureSettings = {
  /** The fewest organisations a state must hold for figures, at least 5. */
  minimum: number;
  /** ε per section and state. */
  epsilon: number;
  /** The fewest days between two states. */
  intervalDays: number;
  /** Uniform draws from [0, 1): the noise. */
  random: () => number;
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Draws the figures of a new state from the live group: per section (in a fixed order, so that a seeded generator
 * draws the same), the quartiles under differential privacy where the section has at least the minimum of
 * organisations; below it nothing is drawn, and no budget is spent.
 */
function releaseOf(shares: readonly { section: string; share: number }[], settings: PeerFigureSettings) {
  const bySection = new Map<string, number[]>();
  for (const { section, share } of shares) bySection.set(section, [...(bySection.get(section) ?? []), share]);
  const release: Record<string, Spread> = {};
  for (const section of [...bySection.keys()].sort()) {
    const values = bySection.get(section)!;
    if (values.length >= settings.minimum)
      release[section] = releasedSpread(values, settings.epsilon, settings.random);
  }
  return release;
}

/**
 * The group's published state, moved on first when it may (docs/insights.md, "Privacy"): not within the interval
 * after the last state, and only when the organisations that changed since (new, gone, or with a newer submission)
 * belong to more linked clusters than the minimum (domain `mayPublish`). A new state draws its figures once
 * (`releaseOf`) and every viewer reads those. One group at a time (an advisory lock), so that two requests never
 * publish twice. Returns the state in force, or null.
 */
async function publishedState(db: Database, group: PeerGroup, settings: PeerFigureSettings, now: Date) {
  const groupKey = groupKeyOf(group);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`peer-group:${group.kind}:${groupKey}`}))`);
    const ofGroup = and(eq(peerGroupShares.kind, group.kind), eq(peerGroupShares.groupKey, groupKey));
    const [state] = await tx
      .select({ publishedAt: peerGroupStates.publishedAt, release: peerGroupStates.release })
      .from(peerGroupStates)
      .where(and(eq(peerGroupStates.kind, group.kind), eq(peerGroupStates.groupKey, groupKey)));
    const kept = state ?? null;
    if (state && now.getTime() - state.publishedAt.getTime() < settings.intervalDays * DAY_MS) return kept;
    const published = await stateMembers(tx, group);
    const live = await liveShares(tx, group, 'total');
    const before = new Map(published.map((row) => [row.organizationId, row.questionnaireId]));
    const after = new Map(live.map((row) => [row.organizationId, row.questionnaireId]));
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (organization) => before.get(organization) !== after.get(organization),
    );
    // Fewer changed organisations than clusters needed: no need to read who is linked to whom.
    if (changed.length <= settings.minimum) return kept;
    if (!mayPublish(changed, await clustersOf(tx), settings.minimum)) return kept;

    await tx.delete(peerGroupShares).where(ofGroup);
    for (let start = 0; start < live.length; start += 1000)
      await tx
        .insert(peerGroupShares)
        .values(live.slice(start, start + 1000).map((row) => ({ ...row, kind: group.kind, groupKey })));
    const release = releaseOf(await liveShares(tx, group, 'all'), settings);
    await tx
      .insert(peerGroupStates)
      .values({ kind: group.kind, groupKey, publishedAt: now, release })
      .onConflictDoUpdate({
        target: [peerGroupStates.kind, peerGroupStates.groupKey],
        set: { publishedAt: now, release },
      });
    return { publishedAt: now, release };
  });
}

/**
 * The comparison of one submission (docs/insights.md): its own shares beside its peers', narrowed by the filters
 * in `by`, each of which must be one the kind offers and one the submission answered (400 otherwise). The peers
 * are the group's published state as every viewer reads it (its own organisation included when it was in the group
 * then); below the group minimum nothing is described, not even the group's size.
 */
export async function peerComparison(
  db: Database,
  submission: {
    kind: QuestionnaireKind;
    organizationId: string;
    answers: QuestionnaireAnswers;
    evaluation: EvaluationResult;
  },
  by: readonly string[],
  settings: PeerFigureSettings,
  now: Date,
): Promise<PeerComparison> {
  const { kind, evaluation } = submission;
  const filters = peerFilters(kind);
  const own = peerAttributes(kind, submission.answers);
  const fields: FieldError[] = [];
  for (const key of by) {
    const filter = filters.find((candidate) => candidate.key === key);
    if (!filter) fields.push({ path: 'by', code: 'invalid_value', message: `Unbekannter Filter: ${key}` });
    else if (own[filter.key] === undefined)
      fields.push({
        path: 'by',
        code: 'invalid_value',
        message: `${filter.label}: keine Angabe im Fragebogen`,
      });
  }
  if (fields.length > 0) throw new HttpError(400, ErrorCode.ValidationFailed, undefined, fields);
  const applied = filters.filter((filter) => by.includes(filter.key));
  const group: PeerGroup = {
    kind,
    narrow: Object.fromEntries(applied.map((filter) => [filter.key, own[filter.key]!])),
  };
  const minimum = peerGroupMinimum(settings.minimum);
  const state = await publishedState(db, group, { ...settings, minimum }, now);
  const figures = (section: string) => publishedSpread(state?.release[section], minimum);
  const total = figures(TOTAL_SECTION);
  return {
    minimumGroup: minimum,
    // The whole group's size is the total's count: below the minimum it is not told either.
    groupSize: total ? state!.release[TOTAL_SECTION]!.count : null,
    publishedAt: total ? state!.publishedAt.toISOString() : null,
    filters: filters.map((filter) => {
      const value = own[filter.key] ?? null;
      return {
        key: filter.key,
        label: filter.label,
        value,
        valueLabel: value === null ? null : (filter.options.get(value) ?? null),
        applied: applied.includes(filter),
      };
    }),
    sections: [
      ...evaluation.evaluatedItems.map((item) => ({
        section: item.section,
        title: item.title,
        own: item.share,
        peers: total && figures(item.section),
      })),
      { section: TOTAL_SECTION, title: 'Gesamt', own: evaluation.total.share, peers: total },
    ],
  };
}
