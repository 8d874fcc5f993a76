import { and, eq, ne, sql } from 'drizzle-orm';
import {
  ErrorCode,
  peerAttributes,
  peerFilters,
  peerGroupMinimum,
  shownSpread,
  type EvaluationResult,
  type FieldError,
  type PeerComparison,
  type PeerFilterKey,
  type PeerSpread,
  type Spread,
  type QuestionnaireAnswers,
  type QuestionnaireKind,
} from '@cert/domain';
import type { Database } from '../../db/client';
import { evaluationShares, submissionFacts } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { TOTAL_SECTION } from './facts';

type PeerQuery = {
  kind: QuestionnaireKind;
  excludeOrganizationId: string;
  narrow: Partial<Record<PeerFilterKey, string>>;
};

/** The statement of `peerSpreads`, unsent: its plan is tested to read the peers' index (index-use.test.ts). */
export function peerSpreadsQuery(db: Database, query: PeerQuery) {
  const share = evaluationShares.share;
  const narrowing = Object.entries(query.narrow).map(([key, value]) =>
    eq(submissionFacts[key as PeerFilterKey], value),
  );
  const select = db
    .select({
      section: evaluationShares.section,
      count: sql<number>`count(*)::int`,
      q1: sql<number>`percentile_cont(0.25) within group (order by ${share})`,
      median: sql<number>`percentile_cont(0.5) within group (order by ${share})`,
      q3: sql<number>`percentile_cont(0.75) within group (order by ${share})`,
    })
    .from(evaluationShares);
  const ofGroup = and(
    eq(evaluationShares.kind, query.kind),
    eq(evaluationShares.latest, true),
    ne(evaluationShares.organizationId, query.excludeOrganizationId),
  );
  return (
    narrowing.length > 0
      ? select
          .innerJoin(submissionFacts, eq(submissionFacts.questionnaireId, evaluationShares.questionnaireId))
          .where(and(ofGroup, ...narrowing))
      : select.where(ofGroup)
  ).groupBy(evaluationShares.section);
}

/**
 * The quartiles of every section's share among the latest submission of each organisation of the kind but one
 * (docs/insights.md), narrowed by the latest submission's attributes. Computed by the database with
 * percentile_cont, which interpolates as the domain's `quantile` does; the group's shares come from the index of
 * the latest shares per kind and section (B11), the facts are joined only to narrow.
 */
async function peerSpreads(db: Database, query: PeerQuery): Promise<Map<string, Spread>> {
  const rows = await peerSpreadsQuery(db, query);
  return new Map(rows.map(({ section, ...spread }) => [section, spread]));
}

/**
 * The comparison of one submission (docs/insights.md): its own shares beside its peers', narrowed by the filters
 * in `by`, each of which must be one the kind offers and one the submission answered (400 otherwise). Below the
 * group minimum nothing is described, not even the group's size.
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
  const spreads = await peerSpreads(db, {
    kind,
    excludeOrganizationId: submission.organizationId,
    narrow: Object.fromEntries(applied.map((filter) => [filter.key, own[filter.key]!])),
  });
  const minimum = peerGroupMinimum(minimumGroup);
  const groupSize = spreads.get(TOTAL_SECTION)?.count ?? 0;
  const figures = (section: string): PeerSpread | null => {
    const shown = shownSpread(spreads.get(section), groupSize, minimum);
    return shown && { q1: shown.q1, median: shown.median, q3: shown.q3 };
  };
  return {
    minimumGroup: minimum,
    // The whole group's size is the total's count: below the minimum it is not told either.
    groupSize: figures(TOTAL_SECTION) ? groupSize : null,
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
        peers: figures(item.section),
      })),
      { section: TOTAL_SECTION, title: 'Gesamt', own: evaluation.total.share, peers: figures(TOTAL_SECTION) },
    ],
  };
}
