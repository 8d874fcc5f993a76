// docs/security.md 48 (and 37): the peer comparison against coalitions, replayed step by step on PostgreSQL (the
// embedded engine runs the same queries in e2e/comparison.spec.ts, docs/decisions/032). The noise is seeded, so
// that a replay draws the same every run; what any draw gives an attacker is the domain's and the benchmark's
// (comparison.test.ts, bench/peer-privacy-dp.mjs).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  peerComparisonSchema,
  type EvaluationResult,
  type PeerComparison,
  type QuestionnaireAnswers,
} from '@cert/domain';
import { seededRandom } from '@cert/domain/testing';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';
import { uniqueEmail } from '../organization/support';
import { baseOf, complete } from '../questionnaire/support';
import { best, sharesOf, worst } from '../evaluation/support';
import { insertQuestionnaire } from '../../src/modules/document/questionnaire/repository';
import { submitQuestionnaire } from '../../src/modules/document/questionnaire/kind';
import { clustersOf } from '../../src/modules/insights/comparison';
import { memberships, users } from '../../src/db/schema';

const kind = 'procurement-office';
const BY = 'agencyLevel,agencySize';
const DAY = 24 * 60 * 60 * 1000;

/** Every office here says the same level and size: one narrowed group, as in the probe. */
const inGroup = (answers: QuestionnaireAnswers): QuestionnaireAnswers => ({
  ...answers,
  general: { ...answers.general, agency: 'Municipality' },
  information: { ...answers.information, agencySize: 'Small' },
});

/** What the probe wanted: the mean absolute miss of its estimates over the scored sections (not the total). */
const meanMiss = (estimate: Record<string, number>, truth: Record<string, number>) => {
  const sections = Object.keys(truth).filter((section) => section !== 'total');
  return (
    sections.reduce((sum, section) => sum + Math.abs(estimate[section]! - truth[section]!), 0) /
    sections.length
  );
};

/** An app of its own per replay, with an office that submits as its one member; each office is its own account. */
function probe() {
  const context = {} as { t: TestContext };
  const submit = async (organizationId: string, userId: string, answers: QuestionnaireAnswers) => {
    const { db } = context.t.database;
    const now = context.t.clock.now();
    const draft = await insertQuestionnaire(db, { kind, organizationId, answers, userId, now });
    const row = await submitQuestionnaire(db, kind, draft.id, {
      organizationId,
      versions: [draft.version],
      answers,
      now,
    });
    return { id: draft.id, evaluation: row.evaluation! as EvaluationResult };
  };
  /** A new account at an address of its own with one approved office, which submits the answers. */
  const office = async (answers: QuestionnaireAnswers) => {
    const email = uniqueEmail('konto');
    const person = await insertUser(context.t.database.db, email);
    const organization = await insertOrganization(context.t.database.db, {
      data: organizationData('PublicProcurer'),
      members: [{ userId: person, role: 'Admin' }],
    });
    return { email, organization, ...(await submit(organization, person, inGroup(answers))) };
  };
  const comparisonAs = async (viewer: SignedIn, submission: string): Promise<PeerComparison> => {
    const res = await viewer.browser.get(
      `${baseOf(kind)}/submission/${submission}/evaluate/comparison?by=${BY}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return peerComparisonSchema.parse(res.json());
  };
  return { context, submit, office, comparisonAs };
}

describe('peer figures against a coalition of approved accounts (issue 53, docs/security.md 48)', () => {
  const { context, office, comparisonAs } = probe();
  /** The victim of replay 1, whom replay 2's attacker knows. */
  let firstVictim: EvaluationResult | undefined;

  beforeAll(async () => {
    context.t = await createTestApp({}, { random: seededRandom(53) });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => context.t.close());

  it('replay 1: ten accounts with chosen answers around a victim learn its shares only to tens of points', async () => {
    // The probe: ten accounts, one office each, half answering everything at the bottom and half at the top, so
    // that the victim's share is every section's median; the exact median gave it within ±0.7 points.
    const coalition = [];
    for (let n = 0; n < 10; n += 1) coalition.push(await office(n % 2 === 0 ? worst(kind) : best(kind)));
    const victim = await office(complete(kind, 2));
    firstVictim = victim.evaluation;
    const truth = sharesOf(victim.evaluation);
    const viewer = await signIn(context.t, coalition[0]!.email);
    const shown = await comparisonAs(viewer, coalition[0]!.id);
    expect(shown.groupSize).toBe(11);
    const estimate = Object.fromEntries(
      shown.sections.map((section) => [section.section, section.peers!.median!]),
    );
    expect(meanMiss(estimate, truth)).toBeGreaterThanOrEqual(0.05);

    // Every account reads the one release of the state, however often: no second draw to average.
    for (const member of coalition.slice(1, 4)) {
      const other = await signIn(context.t, member.email);
      const again = await comparisonAs(other, member.id);
      expect(again.sections.map((section) => section.peers)).toEqual(
        shown.sections.map((section) => section.peers),
      );
    }
    expect(await comparisonAs(viewer, coalition[0]!.id)).toEqual(shown);
  });

  it('replay 2: six fresh accounts that push a state learn a newcomer no better than by guessing', async () => {
    // After the eleven of replay 1, a newcomer submits, and six fresh accounts with known answers (three at the
    // bottom, three at the top) make seven changed clusters: a new state, once the interval since the last has
    // passed. Exactly, the newcomer and the first victim would be the two middle values of eighteen, so that
    // 2·median − victim gave the newcomer within ±0.9 points to an attacker who knows the first victim's shares
    // (here: the truth, the strongest case).
    context.t.clock.advance(31 * DAY);
    const newcomer = await office(complete(kind, 4));
    const pushers = [];
    for (const answers of [worst(kind), worst(kind), worst(kind), best(kind), best(kind), best(kind)])
      pushers.push(await office(answers));
    const viewer = await signIn(context.t, pushers[0]!.email);
    const shown = await comparisonAs(viewer, pushers[0]!.id);
    expect(shown.groupSize).toBe(18);
    expect(shown.publishedAt).toBe(context.t.clock.now().toISOString());
    const known = sharesOf(firstVictim!);
    const truth = sharesOf(newcomer.evaluation);
    const estimate = Object.fromEntries(
      shown.sections.map((section) => [
        section.section,
        Math.min(1, Math.max(0, 2 * section.peers!.median! - known[section.section]!)),
      ]),
    );
    expect(meanMiss(estimate, truth)).toBeGreaterThanOrEqual(0.05);
  });

  it('keeps a state for the interval: within 30 days six more changes publish nothing new', async () => {
    const first = await office(complete(kind, 5));
    const viewer = await signIn(context.t, first.email);
    const before = await comparisonAs(viewer, first.id);
    for (const variant of [6, 7, 8, 9, 10]) await office(complete(kind, variant));
    context.t.clock.advance(29 * DAY);
    const viewerLater = await signIn(context.t, first.email);
    expect(await comparisonAs(viewerLater, first.id)).toEqual(before);
    context.t.clock.advance(2 * DAY);
    const viewerAfter = await signIn(context.t, first.email);
    const after = await comparisonAs(viewerAfter, first.id);
    expect(before.groupSize).toBe(18);
    expect(after.groupSize).toBe(24);
    expect(after.publishedAt).toBe(context.t.clock.now().toISOString());
  });
});

describe('who may move a state: clusters of people, not accounts (issue 36, docs/security.md 37 and 47)', () => {
  const { context, submit, office, comparisonAs } = probe();
  let attacker: SignedIn;
  /** The attacker's five offices under one account, and their submissions. */
  const attackerOrgs: string[] = [];
  const submissions: string[] = [];

  beforeAll(async () => {
    context.t = await createTestApp();
    attacker = await signIn(context.t, uniqueEmail('angreifer'));
    for (let n = 0; n < 5; n += 1)
      attackerOrgs.push(
        await insertOrganization(context.t.database.db, {
          data: organizationData('PublicProcurer'),
          members: [{ userId: attacker.user._id, role: 'Admin' }],
        }),
      );
  }, SETUP_TIMEOUT_MS);
  afterAll(() => context.t.close());

  it("one person's five offices count as one change: with a victim they publish nothing, with four more offices a state", async () => {
    for (const [index, organization] of attackerOrgs.entries())
      submissions.push(
        (await submit(organization, attacker.user._id, inGroup(index % 2 === 0 ? worst(kind) : best(kind))))
          .id,
      );
    await office(complete(kind, 2));
    const alone = await comparisonAs(attacker, submissions[0]!);
    expect(alone.groupSize).toBeNull();
    expect(alone.sections.every((section) => section.peers === null)).toBe(true);
    for (const variant of [3, 4, 5, 6]) await office(complete(kind, variant));
    const published = await comparisonAs(attacker, submissions[0]!);
    // Ten offices in the state, the attacker's among them; below twice the minimum only the band.
    expect(published.groupSize).toBe(10);
  });

  it('keeps an organisation linked after its shared member left it or deleted their account', async () => {
    const db = context.t.database.db;
    const consultant = await insertUser(db);
    const other = await insertOrganization(db, {
      data: organizationData('PublicProcurer'),
      members: [{ userId: consultant, role: 'Member' }],
    });
    const viewer = attackerOrgs[4]!;
    await db.insert(memberships).values({ organizationId: viewer, userId: consultant, role: 'Member' });
    await db
      .delete(memberships)
      .where(sql`${memberships.userId} = ${consultant} AND ${memberships.organizationId} = ${viewer}`);
    await db.delete(users).where(sql`${users.id} = ${consultant}`);
    const clusterOf = await clustersOf(db);
    expect(clusterOf(other)).toBe(clusterOf(viewer));
    expect(new Set(attackerOrgs.map(clusterOf)).size).toBe(1);
  });

  it('keeps the organisations of a person linked when they delete the account and sign up again (security 47)', async () => {
    // The probe's sequence: one address, an organisation, the account deleted, signed in again (a new account id),
    // the next organisation. The keyed hash of the address links them, also through a subaddress.
    const address = uniqueEmail('wiederkehr');
    const organizations: string[] = [];
    for (const email of [address, address, address.replace('@', '+zwei@')]) {
      const person = await signIn(context.t, email);
      const res = await person.browser.post('/api/organization', {
        organization: organizationData('PublicProcurer'),
        newMembers: [],
      });
      expect(res.statusCode, res.body).toBe(201);
      organizations.push(res.json<{ _id: string }>()._id);
      expect((await person.browser.request('DELETE', '/api/user/me')).statusCode).toBe(204);
    }
    const clusterOf = await clustersOf(context.t.database.db);
    expect(new Set(organizations.map(clusterOf)).size).toBe(1);
    expect(clusterOf(organizations[0]!)).not.toBe(clusterOf(attackerOrgs[0]!));
  });

  it('counts only approved organisations', async () => {
    // Past the interval: six changed clusters would publish.
    context.t.clock.advance(31 * DAY);
    attacker = await signIn(context.t, attacker.user.email);
    const before = await comparisonAs(attacker, submissions[0]!);
    for (let n = 0; n < 6; n += 1) {
      const organization = await insertOrganization(context.t.database.db, {
        data: organizationData('PublicProcurer'),
        approvalStatus: 'Pending',
      });
      await submit(organization, attacker.user._id, inGroup(complete(kind, n)));
    }
    // Six pending offices would be six changed clusters: none of them counts, nothing moves.
    expect(await comparisonAs(attacker, submissions[0]!)).toEqual(before);
  });
});
