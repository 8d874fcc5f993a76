import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bandOnlyNote,
  ErrorCode,
  evaluate,
  formatShare,
  formatShareRange,
  MEDIAN_NOT_SHOWN,
  peerComparisonSchema,
  PEER_PRIVACY_EPSILON,
  PEER_STATE_INTERVAL_DAYS,
  publishedSpread,
  releasedSpread,
  type EvaluationResult,
  type PeerComparison,
  type QuestionnaireAnswers,
  type Spread,
} from '@cert/domain';
import { seededRandom } from '@cert/domain/testing';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { insertOrganization, organizationData } from '../helpers/organizations';
import { pageRectangles, pdfText } from '../helpers/pdf-text';
import { expectApiError, uniqueEmail } from '../organization/support';
import { baseOf, complete, recordOf } from '../questionnaire/support';
import { best, createAndSubmit, sharesOf, worst } from '../evaluation/support';
import { insertQuestionnaire } from '../../src/modules/document/questionnaire/repository';
import { submitQuestionnaire } from '../../src/modules/document/questionnaire/kind';

const ADMIN = 'admin@programm.example';
/** The PDF comparison chart's legend, drawn only with figures; without the median where only the band shows. */
const LEGEND = 'Punkt: Ihr Anteil · Band: mittlere Hälfte der Gruppe · Strich: Median der Gruppe';
const BAND_LEGEND = 'Punkt: Ihr Anteil · Band: mittlere Hälfte der Gruppe';
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

type Entry = EvaluationResult & { id: string; level: string; size: string };

/** A group's published state as the reference keeps it: its members, when, and the figures drawn for it. */
type State = { members: Map<string, Entry>; at: Date; release: Record<string, Spread> };

/** The seed of the app's noise and of the reference's: both draw the same, in the same order. */
const SEED = 26;
const DAY = 24 * 60 * 60 * 1000;

/**
 * The reference's release of a state, as docs/insights.md describes it: per section in sorted order, the domain's
 * released quartiles where the section has at least five organisations.
 */
function releaseOf(members: Iterable<Entry>, random: () => number): Record<string, Spread> {
  const bySection = new Map<string, number[]>();
  for (const entry of members)
    for (const [section, share] of Object.entries(sharesOf(entry)))
      bySection.set(section, [...(bySection.get(section) ?? []), share]);
  return Object.fromEntries(
    [...bySection.keys()]
      .sort()
      .filter((section) => bySection.get(section)!.length >= 5)
      .map((section) => [section, releasedSpread(bySection.get(section)!, PEER_PRIVACY_EPSILON, random)]),
  );
}

/** What the comparison must show of a state: its size and every section's released figures, as published. */
function expectFigures(comparison: PeerComparison, state: State | undefined) {
  const total = state?.release.total;
  expect(comparison.groupSize).toBe(total ? total.count : null);
  for (const section of comparison.sections)
    expect(section.peers, section.section).toEqual(
      total ? publishedSpread(state.release[section.section], 5) : null,
    );
}

/**
 * The peer comparison (issue 26, docs/insights.md) on both engines, against a reference that draws the same
 * private figures from the same seed: each organisation with its latest submission as of its group's published
 * state, no figure before the group passes its minimum (the band only, below ten), a state that moves on only
 * when more than five organisations changed, narrowing by the submission's own answers, and who may read it.
 * Every organisation here is its own cluster; linked organisations: peer-privacy.test.ts.
 */
describe('peer comparison of an evaluation', () => {
  let t: TestContext;
  let admin: SignedIn;
  let member: SignedIn;
  let outsider: SignedIn;
  let own: string;
  let ownSubmission: string;
  let ownEvaluation: EvaluationResult;
  /** Every office's latest evaluation (the own one too), with the level and size it gave. */
  const latestOf = new Map<string, Entry>();
  /** The reference's published state of each group. */
  const published = new Map<string, State>();
  const reference = seededRandom(SEED);
  let memberEmail: string;
  let outsiderEmail: string;

  /**
   * The reference of the rule in docs/insights.md: the group's state moves on to the live one, with figures drawn
   * anew, when more than five organisations changed (new, gone, or with a newer submission) and the interval since
   * the last state has passed. The own organisation is one of the group.
   */
  const expectedState = (group: string, inGroup: (entry: Entry) => boolean = () => true) => {
    const live = new Map([...latestOf].filter(([, entry]) => inGroup(entry)));
    const before = published.get(group);
    const changed = [...new Set([...(before?.members.keys() ?? []), ...live.keys()])].filter(
      (organization) => before?.members.get(organization)?.id !== live.get(organization)?.id,
    );
    const now = t.clock.now();
    const due = !before || now.getTime() - before.at.getTime() >= PEER_STATE_INTERVAL_DAYS * DAY;
    if (due && changed.length > 5)
      published.set(group, { members: live, at: now, release: releaseOf(live.values(), reference) });
    return published.get(group);
  };

  /** The evaluation's PDF, as text lines and the rectangles of the page with its comparison chart. */
  const pdfOf = async (id: string, by?: string) => {
    const res = await member.browser.get(
      `${baseOf(kind)}/submission/${id}/evaluate/pdf${by === undefined ? '' : `?by=${by}`}`,
    );
    expect(res.statusCode).toBe(200);
    const { document, pages } = await pdfText(res.rawPayload);
    const chartPage = pages.findIndex((lines) => lines.includes(LEGEND) || lines.includes(BAND_LEGEND));
    return {
      lines: pages.flat(),
      rectangles: chartPage < 0 ? [] : pageRectangles(document, document.getPage(chartPage)),
    };
  };

  /**
   * 100 days on: past the waiting time a failed result (the sample answers fail) puts before the next submission
   * of the same organisation. The member signs in anew; the session of months ago has expired.
   */
  const later = async () => {
    t.clock.advance(100 * 24 * 60 * 60 * 1000);
    member = await signIn(t, memberEmail);
  };

  const remember = (
    organization: string,
    id: string,
    evaluation: EvaluationResult,
    answers: QuestionnaireAnswers,
  ) => {
    const general = answers.general as { agency: string };
    const information = answers.information as { agencySize: string };
    latestOf.set(organization, { ...evaluation, id, level: general.agency, size: information.agencySize });
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
      versions: [draft.version],
      answers,
      now: t.clock.now(),
    });
    remember(organization, draft.id, row.evaluation!, answers);
    return { organization, evaluation: row.evaluation! };
  };

  /** A submission of the own organisation, through the API. */
  const ownSubmits = async (answers: QuestionnaireAnswers) => {
    const id = recordOf(await createAndSubmit(member, kind, own, answers))._id;
    remember(own, id, evaluate(kind, answers, 'x'), answers);
    return id;
  };

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN }, { random: seededRandom(SEED) });
    admin = await signIn(t, ADMIN);
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
    await ownSubmits(answers);
    await later();
    ownSubmission = await ownSubmits(answers);
    ownEvaluation = evaluate(kind, answers, 'x');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const whole = async () => {
    const comparison = comparisonOf(await member.browser.get(comparisonUrl(ownSubmission)));
    expectFigures(comparison, expectedState(''));
    return comparison;
  };

  it('shows no figure with five organisations, and only the band of six once a sixth submits', async () => {
    for (const variant of [0, 2, 3, 4]) await peer(answersOf(variant, 'Municipality', 'Small'));
    const few = await whole();
    expect(few.minimumGroup).toBe(5);
    expect(few.groupSize).toBeNull();
    expect(few.publishedAt).toBeNull();
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
      /Noch kein Vergleich möglich: Zahlen zeigen wir erst, wenn mehr als 5/,
    );
    expect(noChart).toEqual([]);

    await peer(withPlace(best(kind), 'Federation', 'Large'));
    const five = await whole();
    // Six, the own organisation among them: below twice the minimum only the band in whole tens is shown.
    expect(five.groupSize).toBe(6);
    expect(five.publishedAt).toBe(t.clock.now().toISOString());
    for (const section of five.sections) {
      expect(section.peers!.median).toBeNull();
      expect(
        [section.peers!.q1 * 10, section.peers!.q3 * 10].every((n) => Math.abs(n - Math.round(n)) < 1e-9),
      ).toBe(true);
    }
    // The PDF has the same figures, unnarrowed: the total's row with the own share, no median and the band.
    // The screen's formatter (domain format/evaluation.ts): whole percents, the band as a range.
    const total = five.sections.at(-1)!;
    const { lines, rectangles } = await pdfOf(ownSubmission);
    const pdf = lines.join(' ');
    expect(pdf).toMatch(/von 6 Organisationen/);
    expect(pdf).toContain(bandOnlyNote(5).slice(0, 40));
    expect(pdf).toContain('Die Vergleichswerte sind zum Schutz einzelner Organisationen leicht verrauscht');
    expect(pdf).toContain(
      [
        'Gesamt',
        formatShare(total.own),
        MEDIAN_NOT_SHOWN,
        formatShareRange(total.peers!.q1, total.peers!.q3),
      ].join(' '),
    );
    // Above the table the chart draws each section's track and, on it, the others' middle half where the
    // figures put it: one track and one band per section and the total, in order.
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

  it("moves on only after more than five organisations changed, then with each one's latest submission", async () => {
    const before = await whole();
    // One more office submits its best and, later, its worst: the published state stays as it was.
    const first = await peer(withPlace(best(kind), 'Municipality', 'Small'));
    await later();
    const latest = await peer(withPlace(worst(kind), 'Municipality', 'Small'), first.organization);
    expect(first.evaluation.total.share).toBeGreaterThan(latest.evaluation.total.share);
    expect(await whole()).toEqual(before);
    for (const variant of [5, 6, 7, 9]) await peer(answersOf(variant, 'Municipality', 'Small'));
    expect(await whole()).toEqual(before);
    // The sixth changed organisation: the state moves on, twelve now, with quartiles and median.
    await later();
    await peer(answersOf(12, 'Municipality', 'Small'));
    const after = await whole();
    expect(after.groupSize).toBe(12);
    expect(after.publishedAt).toBe(t.clock.now().toISOString());
    expect(after.sections.every((section) => section.peers!.median !== null)).toBe(true);
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
    const where = (level: string, size?: string) => (entry: Entry) =>
      entry.level === level && (size === undefined || entry.size === size);

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
    expectFigures(byLevel, expectedState('agencyLevel=Municipality', where('Municipality')));
    // The PDF shows the group the screen showed, and says how it was narrowed.
    const narrowedPdf = (await pdfOf(ownSubmission, 'agencyLevel')).lines.join(' ');
    expect(narrowedPdf).toContain(
      'Nur vergleichbare Organisationen einbezogen: Gleiche Verwaltungsebene (Kommune).',
    );
    expect(narrowedPdf).toContain(`von ${byLevel.groupSize} Organisationen`);

    const both = comparisonOf(
      await member.browser.get(comparisonUrl(ownSubmission, 'agencyLevel,agencySize')),
    );
    expect(both.filters.map((filter) => filter.applied)).toEqual([true, true]);
    expectFigures(
      both,
      expectedState('agencyLevel=Municipality&agencySize=Small', where('Municipality', 'Small')),
    );
    expect(both.groupSize!).toBeLessThan(byLevel.groupSize!);

    // An empty "by" is the whole kind: five organisations changed since its state, which therefore stays.
    const before = published.get('');
    const wholeKind = comparisonOf(await member.browser.get(comparisonUrl(ownSubmission, '')));
    expect(wholeKind.filters.every((filter) => !filter.applied)).toBe(true);
    expectFigures(wholeKind, expectedState(''));
    expect(published.get('')).toBe(before);
  });

  it('says nothing of a narrowed group of five, not even its size, and shows the six', async () => {
    // A new submission of the own organisation as "Sonstige": no other office says so yet.
    await later();
    const rare = await ownSubmits(withPlace(worst(kind), 'Other', 'VeryLarge'));
    for (const variant of [0, 2, 3, 4]) await peer(answersOf(variant, 'Other', 'Small'));
    const other = (entry: Entry) => entry.level === 'Other';
    const four = comparisonOf(await member.browser.get(comparisonUrl(rare, 'agencyLevel')));
    expectFigures(four, expectedState('agencyLevel=Other', other));
    expect(four.groupSize).toBeNull();
    expect(four.sections.every((section) => section.peers === null)).toBe(true);
    // Unnarrowed, the same submission has its figures.
    const unnarrowed = comparisonOf(await member.browser.get(comparisonUrl(rare)));
    expectFigures(unnarrowed, expectedState(''));
    expect(unnarrowed.groupSize).not.toBeNull();

    await peer(answersOf(5, 'Other', 'Small'));
    const five = comparisonOf(await member.browser.get(comparisonUrl(rare, 'agencyLevel')));
    expectFigures(five, expectedState('agencyLevel=Other', other));
    expect(five.groupSize).toBe(6);
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
