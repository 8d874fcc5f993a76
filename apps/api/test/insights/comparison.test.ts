import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ErrorCode,
  evaluate,
  peerComparisonSchema,
  spreadOf,
  type EvaluationResult,
  type PeerComparison,
  type QuestionnaireAnswers,
} from '@cert/domain';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { appWithAdmin } from '../helpers/admin-app';
import { signIn, type SignedIn } from '../helpers/browser';
import { insertOrganization, organizationData } from '../helpers/organizations';
import { pageRectangles, pdfText } from '../helpers/pdf-text';
import { expectApiError, uniqueEmail } from '../organization/support';
import { baseOf, complete, recordOf } from '../questionnaire/support';
import { best, createAndSubmit, worst } from '../evaluation/support';
import { insertQuestionnaire } from '../../src/modules/questionnaire/repository';
import { submitQuestionnaire } from '../../src/modules/questionnaire/submit';

const ADMIN = 'admin@programm.example';
/** The PDF comparison chart's legend, drawn only with figures. */
const LEGEND = 'Punkt: Ihr Anteil · Band: mittlere Hälfte der anderen · Strich: Median der anderen';
const kind = 'procurement-office';
const comparisonUrl = (id: string, by?: string) =>
  `${baseOf(kind)}/submission/${id}/evaluate/comparison${by === undefined ? '' : `?by=${by}`}`;

function comparisonOf(res: { statusCode: number; body: string; json(): unknown }): PeerComparison {
  expect(res.statusCode, res.body).toBe(200);
  return peerComparisonSchema.parse(res.json());
}

/** The answers of a sample variant, as an office of the level and size says it is. */
const answersOf = (variant: number, agency: string, agencySize: string): QuestionnaireAnswers =>
  withPlace(complete(kind, variant), agency, agencySize);

const withPlace = (
  answers: QuestionnaireAnswers,
  agency: string,
  agencySize: string,
): QuestionnaireAnswers => {
  return {
    ...answers,
    general: { ...answers.general, agency },
    information: { ...answers.information, agencySize },
  };
};

/** Each section's (and the total's) share of an evaluation. */
const sharesOf = (evaluation: EvaluationResult): Record<string, number> => ({
  ...Object.fromEntries(evaluation.evaluatedItems.map((item) => [item.section, item.share])),
  total: evaluation.total.share,
});

/** The reference: the domain's quartiles over the shares the test knows its peers have. */
function expectFigures(comparison: PeerComparison, peers: EvaluationResult[]) {
  expect(comparison.groupSize).toBe(peers.length);
  for (const section of comparison.sections) {
    const { count, ...reference } = spreadOf(peers.map((peer) => sharesOf(peer)[section.section]!));
    expect(count).toBe(peers.length);
    expect(section.peers, section.section).not.toBeNull();
    for (const key of ['q1', 'median', 'q3'] as const) {
      expect(section.peers![key], `${section.section} ${key}`).toBeCloseTo(reference[key], 12);
    }
  }
}

/**
 * The peer comparison (issue 26, docs/insights.md) on both engines: quartiles by percentile_cont against the
 * domain's, each organisation with its latest submission, the own organisation never in its group, figures only
 * from five others on, narrowing by the submission's own answers, and who may read it.
 */
describe('peer comparison of an evaluation', () => {
  let t: TestContext;
  let admin: SignedIn;
  let member: SignedIn;
  let outsider: SignedIn;
  let own: string;
  let ownSubmission: string;
  let ownEvaluation: EvaluationResult;
  /** Every other office's latest evaluation, with the level and size it gave: the reference's input. */
  const latestOf = new Map<string, EvaluationResult & { level: string; size: string }>();
  let memberEmail: string;
  let outsiderEmail: string;

  /**
   * 100 days on: past the waiting time a failed result (the sample answers fail) puts before the next submission
   * of the same organisation. The member signs in anew; the session of months ago has expired.
   */
  /** The evaluation's PDF, as text lines and the rectangles of the page with its comparison chart. */
  const pdfOf = async (id: string) => {
    const res = await member.browser.get(`${baseOf(kind)}/submission/${id}/evaluate/pdf`);
    expect(res.statusCode).toBe(200);
    const { document, pages } = await pdfText(res.rawPayload);
    const chartPage = pages.findIndex((lines) => lines.includes(LEGEND));
    return {
      lines: pages.flat(),
      rectangles: chartPage < 0 ? [] : pageRectangles(document, document.getPage(chartPage)),
    };
  };

  const later = async () => {
    t.clock.advance(100 * 24 * 60 * 60 * 1000);
    member = await signIn(t, memberEmail);
  };

  /** Another office with a submission of the answers, through the real submit command; its evaluation. */
  const peer = async (answers: QuestionnaireAnswers, organizationId?: string) => {
    const db = t.database.db;
    const organization =
      organizationId ?? (await insertOrganization(db, { data: organizationData('PublicProcurer') }));
    const draft = await insertQuestionnaire(db, {
      kind,
      organizationId: organization,
      answers,
      userId: member.user._id,
      now: t.clock.now(),
    });
    const row = await submitQuestionnaire(db, kind, draft.id, {
      organizationId: organization,
      version: draft.version,
      answers,
      now: t.clock.now(),
    });
    const general = answers.general as { agency: string };
    const information = answers.information as { agencySize: string };
    latestOf.set(organization, {
      ...row.evaluation!,
      level: general.agency,
      size: information.agencySize,
    });
    return { organization, evaluation: row.evaluation! };
  };

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    memberEmail = uniqueEmail('mitglied');
    member = await signIn(t, memberEmail);
    outsiderEmail = uniqueEmail('fremd');
    outsider = await signIn(t, outsiderEmail);
    own = await insertOrganization(t.database.db, {
      data: organizationData('PublicProcurer'),
      members: [{ userId: member.user._id, role: 'Member' }],
    });
    await insertOrganization(t.database.db, {
      data: organizationData('PublicProcurer'),
      members: [{ userId: outsider.user._id, role: 'Admin' }],
    });
    const answers = answersOf(1, 'Municipality', 'Small');
    // An earlier submission of the own organisation: neither it nor the latest is ever its own peer.
    recordOf(await createAndSubmit(member, kind, own, answers));
    await later();
    const record = recordOf(await createAndSubmit(member, kind, own, answers));
    ownSubmission = record._id;
    ownEvaluation = evaluate(kind, answers, 'x');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('shows no figure with four other organisations, and the quartiles of five once the fifth submits', async () => {
    for (const variant of [0, 2, 3, 4]) await peer(answersOf(variant, 'Municipality', 'Small'));
    const few = comparisonOf(await member.browser.get(comparisonUrl(ownSubmission)));
    expect(few.minimumGroup).toBe(5);
    expect(few.groupSize).toBeNull();
    expect(few.sections.map((section) => section.peers)).toEqual(few.sections.map(() => null));
    // The own shares are always there, in step order, the total last.
    expect(few.sections.map((section) => section.section)).toEqual([
      ...ownEvaluation.evaluatedItems.map((item) => item.section),
      'total',
    ]);
    expect(few.sections.at(-1)).toMatchObject({ title: 'Gesamt', own: ownEvaluation.total.share });

    const { lines: pdfBefore, rectangles: noChart } = await pdfOf(ownSubmission);
    expect(pdfBefore).toContain('Im Vergleich mit anderen Organisationen');
    expect(pdfBefore.join(' ')).toMatch(
      /Noch kein Vergleich möglich: Zahlen zeigen wir erst, wenn mindestens 5/,
    );
    expect(pdfBefore).not.toContain(LEGEND);
    expect(noChart).toEqual([]);

    await peer(withPlace(best(kind), 'Federation', 'Large'));
    const five = comparisonOf(await member.browser.get(comparisonUrl(ownSubmission)));
    expectFigures(five, [...latestOf.values()]);
    // The PDF has the same figures, unnarrowed: the total's row with the own share, median and middle half.
    const format = new Intl.NumberFormat('de-DE', { style: 'percent', maximumFractionDigits: 1 }).format;
    const total = five.sections.at(-1)!;
    const { lines, rectangles } = await pdfOf(ownSubmission);
    const pdf = lines.join(' ');
    expect(pdf).toMatch(/von 5 anderen Organisationen/);
    expect(pdf).toContain(
      [
        'Gesamt',
        format(total.own),
        format(total.peers!.median),
        `${format(total.peers!.q1)} bis ${format(total.peers!.q3)}`,
      ].join(' '),
    );
    // Above the table the chart draws each section's track and, on it, the others' middle half where the
    // quartiles put it: one track and one band per section and the total, in order.
    const tracks = rectangles.filter((rectangle) => rectangle.fill?.join(' ') === '1 1 1');
    const bands = rectangles.filter(
      (rectangle) => rectangle.fill?.[0]?.toFixed(3) === (0x7a / 255).toFixed(3),
    );
    expect(tracks).toHaveLength(five.sections.length);
    expect(bands).toHaveLength(five.sections.length);
    five.sections.forEach((section, index) => {
      const track = tracks[index]!;
      const band = bands[index]!;
      expect(band.y).toBe(track.y);
      expect((band.x - track.x) / track.width).toBeCloseTo(section.peers!.q1, 3);
      if (section.peers!.q3 > section.peers!.q1)
        expect(band.width / track.width).toBeCloseTo(section.peers!.q3 - section.peers!.q1, 3);
    });
  });

  it('counts each organisation with its latest submission only', async () => {
    // One more office submits its best and, later, its worst: only the worst counts.
    const first = await peer(withPlace(best(kind), 'Municipality', 'Small'));
    await later();
    const latest = await peer(withPlace(worst(kind), 'Municipality', 'Small'), first.organization);
    expect(first.evaluation.total.share).toBeGreaterThan(latest.evaluation.total.share);
    const comparison = comparisonOf(await member.browser.get(comparisonUrl(ownSubmission)));
    expectFigures(comparison, [...latestOf.values()]);
  });

  it('narrows by the level and size the submission itself gives, each organisation with what it said last', async () => {
    // The own submission says Municipality and Small. One office said Federation before and Municipality now, one
    // said Municipality before and Land now, one says Municipality with another size.
    const switched = await peer(answersOf(8, 'Federation', 'Small'));
    const left = await peer(answersOf(10, 'Municipality', 'Small'));
    await peer(answersOf(3, 'Municipality', 'VeryLarge'));
    await later();
    await peer(withPlace(best(kind), 'Municipality', 'Small'), switched.organization);
    await peer(answersOf(11, 'FederalState', 'Small'), left.organization);
    const where = (level: string, size?: string) =>
      [...latestOf.values()].filter(
        (peer) => peer.level === level && (size === undefined || peer.size === size),
      );

    const byLevel = comparisonOf(await member.browser.get(comparisonUrl(ownSubmission, 'agencyLevel')));
    expect(byLevel.filters).toEqual([
      {
        key: 'agencyLevel',
        label: 'Gleiche Verwaltungsebene',
        value: 'Municipality',
        valueLabel: 'Kommune',
        applied: true,
      },
      {
        key: 'agencySize',
        label: 'Gleiche Größe der Vergabestelle',
        value: 'Small',
        valueLabel: '3-5 Beschäftigte',
        applied: false,
      },
    ]);
    expectFigures(byLevel, where('Municipality'));

    const both = comparisonOf(
      await member.browser.get(comparisonUrl(ownSubmission, 'agencyLevel,agencySize')),
    );
    expect(both.filters.map((filter) => filter.applied)).toEqual([true, true]);
    expectFigures(both, where('Municipality', 'Small'));
    expect(where('Municipality', 'Small').length).toBeLessThan(where('Municipality').length);

    // An empty "by" is the whole kind.
    const whole = comparisonOf(await member.browser.get(comparisonUrl(ownSubmission, '')));
    expect(whole.filters.every((filter) => !filter.applied)).toBe(true);
    expectFigures(whole, [...latestOf.values()]);
  });

  it('says nothing of a narrowed group below five, not even its size, and shows the five', async () => {
    // A new submission of the own organisation as "Sonstige": no other office says so yet.
    await later();
    const rare = recordOf(
      await createAndSubmit(member, kind, own, withPlace(worst(kind), 'Other', 'VeryLarge')),
    )._id;
    for (const variant of [0, 2, 3, 4]) await peer(answersOf(variant, 'Other', 'Small'));
    const four = comparisonOf(await member.browser.get(comparisonUrl(rare, 'agencyLevel')));
    expect(four.groupSize).toBeNull();
    expect(four.sections.every((section) => section.peers === null)).toBe(true);
    // Unnarrowed, the same submission has its figures.
    expect(comparisonOf(await member.browser.get(comparisonUrl(rare))).groupSize).toBe(latestOf.size);

    await peer(answersOf(5, 'Other', 'Small'));
    const five = comparisonOf(await member.browser.get(comparisonUrl(rare, 'agencyLevel')));
    expectFigures(
      five,
      [...latestOf.values()].filter((peer) => peer.level === 'Other'),
    );
  });

  it('refuses a filter the kind does not offer, with the field named', async () => {
    const error = expectApiError(await member.browser.get(comparisonUrl(ownSubmission, 'companySize')), 400);
    expect(error.code).toBe(ErrorCode.ValidationFailed);
    expect(error.fields?.[0]?.path).toBe('by');
  });

  it('is read by members of the organisation and platform admins; nobody else', async () => {
    admin = await signIn(t, ADMIN);
    outsider = await signIn(t, outsiderEmail);
    comparisonOf(await admin.browser.get(comparisonUrl(ownSubmission)));
    expectApiError(await outsider.browser.get(comparisonUrl(ownSubmission)), 404);
    const anonymous = await t.app.inject({ method: 'GET', url: comparisonUrl(ownSubmission) });
    expect(anonymous.statusCode).toBe(401);
  });
});
