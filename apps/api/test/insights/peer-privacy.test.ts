// docs/security.md 37: the two attacks of issue 36 on the peer comparison, replayed step by step on PostgreSQL
// (the embedded engine runs the same queries in e2e/comparison.spec.ts, docs/decisions/032).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  linkedClusters,
  peerComparisonSchema,
  publishedSpread,
  spreadOf,
  type EvaluationResult,
  type PeerComparison,
  type QuestionnaireAnswers,
} from '@cert/domain';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';
import { uniqueEmail } from '../organization/support';
import { baseOf, complete } from '../questionnaire/support';
import { best, sharesOf, worst } from '../evaluation/support';
import { insertQuestionnaire } from '../../src/modules/document/questionnaire/repository';
import { submitQuestionnaire } from '../../src/modules/document/questionnaire/kind';
import { linkedOrganizations } from '../../src/modules/insights/comparison';
import { memberships, users } from '../../src/db/schema';

const kind = 'procurement-office';
const BY = 'agencyLevel,agencySize';

/** Every office here says the same level and size: one narrowed group, as in the probe. */
const inGroup = (answers: QuestionnaireAnswers): QuestionnaireAnswers => ({
  ...answers,
  general: { ...answers.general, agency: 'Municipality' },
  information: { ...answers.information, agencySize: 'Small' },
});

describe('the peer comparison against a user with several organisations (issue 36, attacks 1(a) and 1(b))', () => {
  let t: TestContext;
  let attacker: SignedIn;
  /** The attacker's five organisations: two answer everything at the bottom, two at the top, one views. */
  const attackerOrgs: string[] = [];
  let viewer: string;
  let viewerSubmission: string;
  /** The latest evaluation of every organisation the attacker does not control, by organisation. */
  const independent = new Map<string, EvaluationResult>();

  const submit = async (organizationId: string, answers: QuestionnaireAnswers) => {
    const db = t.database.db;
    const draft = await insertQuestionnaire(db, {
      kind,
      organizationId,
      answers,
      userId: attacker.user._id,
      now: t.clock.now(),
    });
    const row = await submitQuestionnaire(db, kind, draft.id, {
      organizationId,
      versions: [draft.version],
      answers,
      now: t.clock.now(),
    });
    return { id: draft.id, evaluation: row.evaluation! };
  };

  /** An office of its own people, unknown to the attacker. */
  const office = async (variant: number) => {
    const member = await insertUser(t.database.db);
    const organization = await insertOrganization(t.database.db, {
      data: organizationData('PublicProcurer'),
      members: [{ userId: member, role: 'Admin' }],
    });
    const { evaluation } = await submit(organization, inGroup(complete(kind, variant)));
    independent.set(organization, evaluation);
    return organization;
  };

  const comparison = async (): Promise<PeerComparison> => {
    const res = await attacker.browser.get(
      `${baseOf(kind)}/submission/${viewerSubmission}/evaluate/comparison?by=${BY}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return peerComparisonSchema.parse(res.json());
  };

  /** What the published figures must be: the band (or quartiles) of exactly these organisations, no one else. */
  const expectOnly = (shown: PeerComparison, organizations: string[]) => {
    expect(shown.groupSize).toBe(organizations.length >= 5 ? organizations.length : null);
    for (const section of shown.sections) {
      const values = organizations.map(
        (organization) => sharesOf(independent.get(organization)!)[section.section]!,
      );
      expect(section.peers, section.section).toEqual(
        organizations.length >= 5 ? publishedSpread(spreadOf(values), 5) : null,
      );
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    attacker = await signIn(t, uniqueEmail('angreifer'));
    for (let n = 0; n < 5; n += 1)
      attackerOrgs.push(
        await insertOrganization(t.database.db, {
          data: organizationData('PublicProcurer'),
          members: [{ userId: attacker.user._id, role: 'Admin' }],
        }),
      );
    viewer = attackerOrgs[4]!;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('1(a): five organisations of one user around a victim show nothing, and with real peers only theirs', async () => {
    // The probe: two of the user's offices answer everything at the bottom, two at the top, the fifth views.
    await submit(attackerOrgs[0]!, inGroup(worst(kind)));
    await submit(attackerOrgs[1]!, inGroup(worst(kind)));
    await submit(attackerOrgs[2]!, inGroup(best(kind)));
    await submit(attackerOrgs[3]!, inGroup(best(kind)));
    viewerSubmission = (await submit(viewer, inGroup(complete(kind, 1)))).id;
    const victim = await office(2);
    // Before: a group of five, whose median was the victim's share. Now the user's own offices are never the
    // viewer's peers, and the group is not published at all (two clusters: the user's and the victim).
    const alone = await comparison();
    expectOnly(alone, [victim]);
    expect(alone.sections.every((section) => section.peers === null)).toBe(true);

    // Four more independent offices: six clusters changed, the group is published. The viewer sees the band of
    // the five independent ones in whole tens, with no median: the user's extreme answers are not in it, and no
    // figure is any office's own share. What the attacker learns: where the middle half of five offices lies, to
    // ten percent.
    const others = [victim];
    for (const variant of [3, 4, 5, 6]) others.push(await office(variant));
    const published = await comparison();
    expectOnly(published, others);
    expect(published.sections.every((section) => section.peers!.median === null)).toBe(true);
    // The same figures whatever the user's offices answer: they resubmit the other extreme, nothing moves.
    t.clock.advance(100 * 24 * 60 * 60 * 1000);
    attacker = await signIn(t, attacker.user.email);
    for (const organization of attackerOrgs.slice(0, 2)) await submit(organization, inGroup(best(kind)));
    expect(await comparison()).toEqual(published);
  });

  it('1(b): a newcomer does not move the published state, not even with the user resubmitting four offices', async () => {
    const before = await comparison();
    const newcomer = await office(7);
    // The probe subtracted the medians before and after one submission: here both are the same state.
    expect(await comparison()).toEqual(before);
    // The user pushes the count of changes: four offices resubmit at once. They are one cluster, with the
    // newcomer two: still the same state, and still nothing to subtract.
    t.clock.advance(100 * 24 * 60 * 60 * 1000);
    attacker = await signIn(t, attacker.user.email);
    for (const organization of attackerOrgs.slice(0, 4)) await submit(organization, inGroup(worst(kind)));
    expect(await comparison()).toEqual(before);

    // Four more independent offices: now six clusters changed and the state moves, by five unlinked offices at
    // once (the newcomer among them): their differences cannot be told apart.
    const moved: string[] = [newcomer];
    for (const variant of [8, 9, 10, 11]) moved.push(await office(variant));
    const after = await comparison();
    expectOnly(after, [...independent.keys()]);
    expect(after.groupSize! - before.groupSize!).toBe(moved.length);
    expect(after.publishedAt).not.toBe(before.publishedAt);
  });

  it('keeps an organisation linked after its shared member left it or deleted their account', async () => {
    // A consultant in the viewer's office and in another office, who leaves the viewer's and then deletes the
    // account: the two offices stay linked, so the other office never becomes a peer the user could isolate.
    const consultant = await insertUser(t.database.db);
    const other = await insertOrganization(t.database.db, {
      data: organizationData('PublicProcurer'),
      members: [{ userId: consultant, role: 'Member' }],
    });
    await t.database.db
      .insert(memberships)
      .values({ organizationId: viewer, userId: consultant, role: 'Member' });
    await t.database.db
      .delete(memberships)
      .where(sql`${memberships.userId} = ${consultant} AND ${memberships.organizationId} = ${viewer}`);
    await t.database.db.delete(users).where(sql`${users.id} = ${consultant}`);
    const { rows } = (await t.database.db.execute(linkedOrganizations(viewer))) as unknown as {
      rows: { organization_id: string }[];
    };
    expect(rows.map((row) => row.organization_id).sort()).toEqual([...attackerOrgs, other].sort());
  });

  it('keeps the organisations of a person linked when they delete the account and sign up again (security 47)', async () => {
    // The probe's sequence: one address, an organisation, the account deleted, signed in again (a new account id),
    // the next organisation. The keyed hash of the address links them, also through a subaddress.
    const address = uniqueEmail('wiederkehr');
    const organizations: string[] = [];
    for (const email of [address, address, address.replace('@', '+zwei@')]) {
      const person = await signIn(t, email);
      const res = await person.browser.post('/api/organization', {
        organization: organizationData('PublicProcurer'),
        newMembers: [],
      });
      expect(res.statusCode, res.body).toBe(201);
      organizations.push(res.json<{ _id: string }>()._id);
      expect((await person.browser.request('DELETE', '/api/user/me')).statusCode).toBe(204);
    }
    const newest = organizations.at(-1)!;
    const { rows } = (await t.database.db.execute(linkedOrganizations(newest))) as unknown as {
      rows: { organization_id: string }[];
    };
    expect(rows.map((row) => row.organization_id).sort()).toEqual([...organizations].sort());
  });

  it('counts only approved organisations', async () => {
    const before = await comparison();
    const pending: string[] = [];
    for (let n = 0; n < 6; n += 1) {
      const organization = await insertOrganization(t.database.db, {
        data: organizationData('PublicProcurer'),
        approvalStatus: 'Pending',
      });
      await submit(organization, inGroup(complete(kind, n)));
      pending.push(organization);
    }
    // Six pending offices would be six changed clusters: none of them counts, nothing moves.
    expect(await comparison()).toEqual(before);
  });
});

describe('who is linked to whom: the database and the domain agree', () => {
  let t: TestContext;

  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it("gives every organisation the same linked organisations as the domain's clusters, on varied graphs", async () => {
    const db = t.database.db;
    const organizations: string[] = [];
    for (let n = 0; n < 10; n += 1)
      organizations.push(await insertOrganization(db, { data: organizationData('PublicProcurer') }));
    const people: string[] = [];
    for (let n = 0; n < 6; n += 1) people.push(await insertUser(db));
    // A fixed pseudo-random sequence: the same graphs in every run.
    let seed = 7;
    const next = (below: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed % below;
    };
    for (let round = 0; round < 4; round += 1) {
      for (let edge = 0; edge < 3; edge += 1) {
        const organizationId = organizations[next(organizations.length)]!;
        const userId = people[next(people.length)]!;
        await db.insert(memberships).values({ organizationId, userId, role: 'Member' }).onConflictDoNothing();
      }
      const { rows: history } = (await db.execute(
        sql`SELECT organization_id, user_id FROM membership_history`,
      )) as unknown as { rows: { organization_id: string; user_id: string }[] };
      const clusterOf = linkedClusters(history.map((row) => [row.organization_id, row.user_id] as const));
      for (const organization of organizations) {
        const { rows } = (await db.execute(linkedOrganizations(organization))) as unknown as {
          rows: { organization_id: string }[];
        };
        const expected = organizations.filter((other) => clusterOf(other) === clusterOf(organization));
        expect(rows.map((row) => row.organization_id).sort(), `round ${round}`).toEqual(expected.sort());
      }
    }
  });
});
