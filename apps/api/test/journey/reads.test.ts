import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  procurementJourneySchema,
  providerJourneySchema,
  type ProcurementJourney,
  type ProviderJourney,
} from '@cert/domain';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { appWithAdmin } from '../helpers/admin-app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import { completePractitioner } from '../helpers/journeys';
import { insertOrganization, organizationData } from '../helpers/organizations';
import { expectApiError, uniqueEmail } from '../organization/support';
import { insertResult, journeyRow } from './support';

const ADMIN = 'admin@programm.example';

describe('journey reads (docs/decisions/014-journeys.md)', () => {
  let t: TestContext;
  let member: SignedIn;
  let outsider: SignedIn;
  let admin: SignedIn;
  let procurer: string;
  let provider: string;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    member = await signIn(t, uniqueEmail('mitglied'));
    outsider = await signIn(t, uniqueEmail('fremd'));
    const db = t.database.db;
    const members = [{ userId: member.user._id, role: 'Member' as const }];
    procurer = await insertOrganization(db, {
      data: organizationData('PublicProcurer', 'Stadt Würzburg'),
      members,
    });
    provider = await insertOrganization(db, {
      data: organizationData('Provider', 'Öko-Müller GmbH'),
      members,
    });
    await insertOrganization(db, {
      data: organizationData('Provider'),
      members: [{ userId: outsider.user._id, role: 'Admin' }],
    });
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const procurementOf = async (who: SignedIn, id: string) => {
    const res = await who.browser.get(`/api/journey/procurement/organization/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return procurementJourneySchema.parse(res.json()) as ProcurementJourney;
  };
  const providerOf = async (who: SignedIn, id: string) => {
    const res = await who.browser.get(`/api/journey/provider/organization/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return providerJourneySchema.parse(res.json()) as ProviderJourney;
  };

  it('answers a procurer journey computed from its records to members and platform admins', async () => {
    await insertResult(
      t.database.db,
      procurer,
      'procurement-office',
      'PASSED',
      new Date('2026-11-20T09:00:00Z'),
    );
    const journey = await procurementOf(member, procurer);
    expect(journey).toMatchObject({
      organization: procurer,
      organizationName: 'Stadt Würzburg',
      pathType: 'procurement',
      status: 'active',
      statusComment: null,
      progress: 'bronze',
      nextOpensAt: '2026-12-18',
      bronzeOffice: { status: 'done', completedAt: '2026-11-20', current: { state: 'PASSED' } },
      bronzeProject: { status: 'waiting', opensAt: '2027-01-01' },
      silverOffice: { status: 'waiting', opensAt: '2026-12-18', records: [] },
      silverProject: { status: 'locked' },
      gold: { status: 'locked', current: null },
    });
    expect(await procurementOf(admin, procurer)).toEqual(journey);
    // The read created the journey row of an organisation approved before journeys existed.
    expect(await journeyRow(t.database.db, procurer)).toMatchObject({
      id: journey._id,
      pathType: 'procurement',
      progress: 'bronze',
      nextOpensAt: '2026-12-18',
    });
  });

  it('answers the spec’s level slices, each the matching part of the whole journey', async () => {
    const journey = await procurementOf(member, procurer);
    const slices = {
      'bronze/office': journey.bronzeOffice,
      'bronze/project': journey.bronzeProject,
      'silver/office': journey.silverOffice,
      'silver/project': journey.silverProject,
      gold: journey.gold,
    };
    for (const [path, level] of Object.entries(slices)) {
      const res = await member.browser.get(`/api/journey/procurement/${path}/organization/${procurer}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(level);
    }
  });

  it('answers a provider journey and its professional and practitioner slices', async () => {
    await completePractitioner(t.database.db, provider, '2026-11-01');
    const journey = await providerOf(member, provider);
    expect(journey).toMatchObject({
      pathType: 'provider',
      organizationName: 'Öko-Müller GmbH',
      progress: 'practitioner',
      nextOpensAt: '2026-11-29',
      professional: { status: 'done', completedAt: '2025-09-02' },
      practitioner: {
        status: 'done',
        completedAt: '2026-11-01',
        caseStudy: { state: 'ACCEPTED', title: 'Sensorplattform für die Stadtreinigung' },
      },
      expert: { status: 'waiting', opensAt: '2026-11-29' },
    });
    for (const level of ['professional', 'practitioner'] as const) {
      const res = await admin.browser.get(`/api/journey/provider/${level}/organization/${provider}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(journey[level]);
    }
  });

  it('is 404 for outsiders, unknown ids and the other path; 401 without a session', async () => {
    const paths = [
      `/api/journey/procurement/organization/${procurer}`,
      `/api/journey/procurement/gold/organization/${procurer}`,
      `/api/journey/provider/organization/${provider}`,
      `/api/journey/provider/practitioner/organization/${provider}`,
    ];
    for (const path of paths) expectApiError(await outsider.browser.get(path), 404);
    expectApiError(await member.browser.get(`/api/journey/procurement/organization/${provider}`), 404);
    expectApiError(
      await member.browser.get(`/api/journey/provider/professional/organization/${procurer}`),
      404,
    );
    expectApiError(
      await admin.browser.get('/api/journey/provider/organization/00000000-0000-4000-8000-000000000000'),
      404,
    );
    expectApiError(await member.browser.get('/api/journey/procurement/organization/kein-uuid'), 400);
    expectApiError(await new TestBrowser(t.app).get(paths[0]!), 401);
  });

  it('has no journey for consultants and for organisations never approved', async () => {
    const db = t.database.db;
    const members = [{ userId: member.user._id, role: 'Admin' as const }];
    const consultant = await insertOrganization(db, {
      data: organizationData('BusinessConsultant'),
      members,
    });
    const pending = await insertOrganization(db, { approvalStatus: 'Pending', members });
    for (const id of [consultant, pending]) {
      expectApiError(await member.browser.get(`/api/journey/procurement/organization/${id}`), 404);
      expectApiError(await member.browser.get(`/api/journey/provider/organization/${id}`), 404);
      expect(await journeyRow(db, id)).toBeUndefined();
    }
  });
});
