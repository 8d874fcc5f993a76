import { and, eq, sql, type SQL } from 'drizzle-orm';
import {
  ErrorCode,
  linkedClusters,
  mayPublish,
  peerAttributes,
  peerFilters,
  peerGroupMinimum,
  publishedSpread,
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

const rowsOf = async <Row>(db: Database, query: SQL): Promise<Row[]> =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;

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
 * The group's published state, moved on first when enough has changed (docs/insights.md, "Privacy"): compares the
 * published organisations and submissions with the live ones and publishes the live ones when the organisations that
 * changed belong to more linked clusters than the minimum (domain `mayPublish`). One group at a time (an advisory
 * lock), so that two requests never publish twice. Returns when the state in force was published, or null.
 */
async function publishedState(db: Database, group: PeerGroup, minimum: number, now: Date) {
  const groupKey = groupKeyOf(group);
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`peer-group:${group.kind}:${groupKey}`}))`);
    const ofGroup = and(eq(peerGroupShares.kind, group.kind), eq(peerGroupShares.groupKey, groupKey));
    const [state] = await tx
      .select({ publishedAt: peerGroupStates.publishedAt })
      .from(peerGroupStates)
      .where(and(eq(peerGroupStates.kind, group.kind), eq(peerGroupStates.groupKey, groupKey)));
    const published = await tx
      .select({
        organizationId: peerGroupShares.organizationId,
        questionnaireId: peerGroupShares.questionnaireId,
      })
      .from(peerGroupShares)
      .where(and(ofGroup, eq(peerGroupShares.section, TOTAL_SECTION)));
    const live = await liveShares(tx, group, 'total');
    const before = new Map(published.map((row) => [row.organizationId, row.questionnaireId]));
    const after = new Map(live.map((row) => [row.organizationId, row.questionnaireId]));
    const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
      (organization) => before.get(organization) !== after.get(organization),
    );
    const kept = state?.publishedAt ?? null;
    // Fewer changed organisations than clusters needed: no need to read who is linked to whom.
    if (changed.length <= peerGroupMinimum(minimum)) return kept;
    const history = await tx
      .select({ organizationId: membershipHistory.organizationId, userId: membershipHistory.userId })
      .from(membershipHistory);
    const clusterOf = linkedClusters(history.map((row) => [row.organizationId, row.userId] as const));
    if (!mayPublish(changed, clusterOf, minimum)) return kept;

    await tx.delete(peerGroupShares).where(ofGroup);
    const shares = await liveShares(tx, group, 'all');
    for (let start = 0; start < shares.length; start += 1000)
      await tx
        .insert(peerGroupShares)
        .values(shares.slice(start, start + 1000).map((row) => ({ ...row, kind: group.kind, groupKey })));
    await tx
      .insert(peerGroupStates)
      .values({ kind: group.kind, groupKey, publishedAt: now })
      .onConflictDoUpdate({
        target: [peerGroupStates.kind, peerGroupStates.groupKey],
        set: { publishedAt: now },
      });
    return now;
  });
}

/**
 * The organisations linked to this one by people (docs/insights.md): itself, every organisation that shares a
 * current or former member with it, and so on in turn; the same clusters as the domain's `linkedClusters`
 * (comparison.test.ts compares them).
 * @internal
 */
export const linkedOrganizations = (organizationId: string) => sql`
  WITH RECURSIVE linked(organization_id) AS (
    SELECT ${organizationId}::uuid
    UNION
    SELECT other.organization_id
    FROM linked
    JOIN ${membershipHistory} mine ON mine.organization_id = linked.organization_id
    JOIN ${membershipHistory} other ON other.user_id = mine.user_id
  )
  SELECT organization_id FROM linked`;

/**
 * The statement of `peerSpreads`, unsent: the quartiles of every section's share in the group's published state,
 * without the organisations linked to the viewing one. Computed by the database with percentile_cont, which
 * interpolates as the domain's `quantile` does. Its plan is tested (index-use.test.ts).
 * @internal
 */
export function peerSpreadsQuery(group: PeerGroup & { organizationId: string }): SQL {
  const share = peerGroupShares.share;
  return sql`
    SELECT ${peerGroupShares.section} AS section, count(*)::int AS count,
      percentile_cont(0.25) WITHIN GROUP (ORDER BY ${share}) AS q1,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY ${share}) AS median,
      percentile_cont(0.75) WITHIN GROUP (ORDER BY ${share}) AS q3
    FROM ${peerGroupShares}
    WHERE ${peerGroupShares.kind} = ${group.kind} AND ${peerGroupShares.groupKey} = ${groupKeyOf(group)}
      AND ${peerGroupShares.organizationId} NOT IN (${linkedOrganizations(group.organizationId)})
    GROUP BY ${peerGroupShares.section}`;
}

async function peerSpreads(db: Database, group: PeerGroup & { organizationId: string }) {
  const rows = await rowsOf<Spread & { section: string }>(db, peerSpreadsQuery(group));
  // Some drivers answer numeric aggregates as text.
  return new Map(
    rows.map(({ section, count, q1, median, q3 }) => [
      section,
      { count: Number(count), q1: Number(q1), median: Number(median), q3: Number(q3) },
    ]),
  );
}

/**
 * The comparison of one submission (docs/insights.md): its own shares beside its peers', narrowed by the filters
 * in `by`, each of which must be one the kind offers and one the submission answered (400 otherwise). The peers
 * are the group's published state without every organisation linked to the submission's own; below the group
 * minimum nothing is described, not even the group's size.
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
  minimumGroup: number,
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
  const minimum = peerGroupMinimum(minimumGroup);
  const publishedAt = await publishedState(db, group, minimum, now);
  const spreads = await peerSpreads(db, { ...group, organizationId: submission.organizationId });
  const figures = (section: string) => publishedSpread(spreads.get(section), minimum);
  const total = figures(TOTAL_SECTION);
  return {
    minimumGroup: minimum,
    // The whole group's size is the total's count: below the minimum it is not told either.
    groupSize: total ? spreads.get(TOTAL_SECTION)!.count : null,
    publishedAt: total && publishedAt ? publishedAt.toISOString() : null,
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
