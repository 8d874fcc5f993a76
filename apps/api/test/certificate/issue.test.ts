import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CERTIFICATE_CODE_PATTERN,
  certificateLevels,
  type CertificateLevel,
  type OrganizationCertificate,
} from '@cert/domain';
import { adminCaseStudyDecisionPath } from '../helpers/case-study-paths';
import { refreshJourney } from '../../src/modules/journey/refresh';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { insertUser } from '../helpers/organizations';
import { insertResult } from '../journey/support';
import {
  arrangeOrganization,
  dayOffset,
  DAY_MS,
  insertSubmission,
  recordOfficeWorkshop,
} from '../helpers/arranged-journeys';
import { caseStudyOrganization, complete, create, recordOf, submit } from '../case-study/support';
import { uniqueEmail } from '../organization/support';
import { ADMIN, certificateOf, listCertificates, storedCertificates } from './support';

/** Two years after a day (none of the days here is a 29 February). */
const twoYearsAfter = (day: string) => `${Number(day.slice(0, 4)) + 2}${day.slice(4)}`;

describe('certificates are issued with their level (ADR 015)', () => {
  let t: TestContext;
  let admin: SignedIn;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  /** The level's completedAt as the journey read reports it. */
  async function completedAt(organizationId: string, level: CertificateLevel): Promise<string | null> {
    const { pathType, levelField } = certificateLevels[level];
    const res = await admin.browser.get(`/api/journey/${pathType}/organization/${organizationId}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Record<string, { completedAt: string | null }>)[levelField]!.completedAt;
  }

  /** The one certificate of the level: awarded on the level's completion day, valid two years, valid today. */
  async function expectIssued(
    organizationId: string,
    organizationName: string,
    level: CertificateLevel,
    awardedOn: string,
  ): Promise<OrganizationCertificate> {
    const certificate = certificateOf(await listCertificates(admin.browser, organizationId), level);
    expect(await completedAt(organizationId, level)).toBe(awardedOn);
    expect(certificate.code).toMatch(CERTIFICATE_CODE_PATTERN);
    expect(certificate).toMatchObject({
      organization: organizationId,
      organizationName,
      awardedOn,
      validUntil: twoYearsAfter(awardedOn),
      status: 'valid',
      revokedOn: null,
      revokeReason: null,
      number: `IB-${awardedOn.slice(0, 4)}-${certificate.code.slice(0, 4)}-${certificate.code.slice(4, 8)}-${certificate.code.slice(8)}`,
    });
    return certificate;
  }

  describe.each([
    ['office', 'procurement-office', 'bronze-office', 'Bronze – Beschaffungsstelle'],
    ['project', 'procurement-project', 'bronze-project', 'Bronze – Beschaffungsprojekt'],
  ] as const)('bronze %s', (_branch, kind, level, levelLabel) => {
    it('is issued when the questionnaire passes, dated on the day of the result', async () => {
      const org = await arrangeOrganization(t, 'PublicProcurer');
      await insertSubmission(t, org.id, kind, 'PASSED', 3);
      const certificate = await expectIssued(org.id, org.name, level, dayOffset(t, -3));
      expect(certificate.levelLabel).toBe(levelLabel);
    });

    it('is not issued for a failed questionnaire', async () => {
      const org = await arrangeOrganization(t, 'PublicProcurer');
      await insertSubmission(t, org.id, kind, 'FAILED', 3);
      expect(await listCertificates(admin.browser, org.id)).toEqual([]);
    });
  });

  it('silver office is issued by a passed workshop result, dated on the workshop day; not by a failed one', async () => {
    const passing = await arrangeOrganization(t, 'PublicProcurer');
    const failing = await arrangeOrganization(t, 'PublicProcurer');
    for (const org of [passing, failing]) {
      await insertSubmission(t, org.id, 'procurement-office', 'PASSED', 35);
      await recordOfficeWorkshop(t, admin.browser, org.id, { passed: org === passing });
    }
    const silver = await expectIssued(passing.id, passing.name, 'silver-office', dayOffset(t, -1));
    expect(silver.levelLabel).toBe('Silber – Beschaffungsstelle');
    expect((await listCertificates(admin.browser, failing.id)).map((item) => item.level)).toEqual([
      'bronze-office',
    ]);
  });

  it('gold is issued when an admin accepts the case study, dated on the day of the decision', async () => {
    const member = await signIn(t, uniqueEmail('gold'));
    const name = 'Stadtwerke Görlitz-Süd';
    const organization = await caseStudyOrganization(t.database.db, 'gold', {
      name,
      members: [
        { userId: member.user._id, role: 'Member' },
        { userId: await insertUser(t.database.db, uniqueEmail('gold-admin')), role: 'Admin' },
      ],
      earlierLevelOn: '2026-09-01',
    });
    const draft = recordOf(await create(member, 'gold', organization), 201);
    recordOf(await submit(member, 'gold', draft._id, { content: complete(), version: 1 }));
    expect((await listCertificates(admin.browser, organization)).map((item) => item.level)).toEqual([
      'silver-office',
    ]);

    const accepted = await admin.browser.put(adminCaseStudyDecisionPath(organization, 'gold', 'accept'), {});
    expect(accepted.statusCode, accepted.body).toBe(200);
    const gold = await expectIssued(organization, name, 'gold', dayOffset(t, 0));
    expect(gold.levelLabel).toBe('Gold');
    await expectIssued(organization, name, 'silver-office', '2026-09-01');
  });

  it('professional is issued when the second of its provider records is recorded, dated on that record', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    const base = `/api/admin/organization/${org.id}/journey/provider/professional`;
    const event = await admin.browser.post(`${base}/event`, {
      performedAt: dayOffset(t, -3),
      eventName: 'Innovationstag',
    });
    expect(event.statusCode, event.body).toBe(201);
    expect(await listCertificates(admin.browser, org.id)).toEqual([]);
    const elearning = await admin.browser.post(`${base}/elearning`, {
      performedAt: dayOffset(t, -1),
      eventName: 'E-Learning Grundlagen',
    });
    expect(elearning.statusCode, elearning.body).toBe(201);
    const professional = await expectIssued(org.id, org.name, 'professional', dayOffset(t, -1));
    expect(professional.levelLabel).toBe('Professional');
  });

  it('is issued once per completion: by two refreshes one after the other and by two at the same time', async () => {
    const sequential = await arrangeOrganization(t, 'PublicProcurer');
    await insertSubmission(t, sequential.id, 'procurement-office', 'PASSED', 3);
    await refreshJourney(t.database.db, sequential.id, t.clock.now());
    await refreshJourney(t.database.db, sequential.id, t.clock.now());
    expect(await storedCertificates(t.database.db, sequential.id)).toHaveLength(1);

    const concurrent = await arrangeOrganization(t, 'PublicProcurer');
    await insertResult(
      t.database.db,
      concurrent.id,
      'procurement-office',
      'PASSED',
      new Date(t.clock.now().getTime() - 3 * DAY_MS),
    );
    await Promise.all(
      [1, 2].map(() => t.database.db.transaction((tx) => refreshJourney(tx, concurrent.id, t.clock.now()))),
    );
    const issued = await storedCertificates(t.database.db, concurrent.id);
    expect(issued.map((row) => [row.level, row.awardedOn])).toEqual([['bronze-office', dayOffset(t, -3)]]);
  });
});
