import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import { arrangeOrganization, dayOffset, insertSubmission } from '../helpers/arranged-journeys';
import { completeEarlierLevel } from '../case-study/support';
import { refreshJourney } from '../../src/modules/journey/refresh';
import { expectApiError, uniqueEmail } from '../organization/support';
import { ADMIN, listCertificates } from './support';

describe("GET /api/certificates/organization/{id}: the organisation's certificates", () => {
  let t: TestContext;
  let admin: SignedIn;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  /** A procurer with bronze office (60 days ago) and silver office (5 days ago). */
  async function procurerWithTwoLevels() {
    const org = await arrangeOrganization(t, 'PublicProcurer');
    await insertSubmission(t, org.id, 'procurement-office', 'PASSED', 60);
    await completeEarlierLevel(t.database.db, org.id, 'gold', dayOffset(t, -5));
    await refreshJourney(t.database.db, org.id, t.clock.now());
    return org;
  }

  it('answers its members and platform admins every certificate, newest first, never cached', async () => {
    const org = await procurerWithTwoLevels();
    const member = await signIn(t, org.memberEmail);
    const list = await listCertificates(member.browser, org.id);
    expect(list.map((item) => [item.level, item.awardedOn])).toEqual([
      ['silver-office', dayOffset(t, -5)],
      ['bronze-office', dayOffset(t, -60)],
    ]);
    expect(await listCertificates(admin.browser, org.id)).toEqual(list);
    const res = await member.browser.get(`/api/certificates/organization/${org.id}`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an organisation without certificates with an empty list', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    const member = await signIn(t, org.adminEmail);
    expect(await listCertificates(member.browser, org.id)).toEqual([]);
  });

  it('is 404 for users outside the organisation and for unknown organisations, 401 without a session', async () => {
    const org = await procurerWithTwoLevels();
    const outsider = await signIn(t, uniqueEmail('aussen'));
    expectApiError(await outsider.browser.get(`/api/certificates/organization/${org.id}`), 404);
    expectApiError(
      await admin.browser.get('/api/certificates/organization/00000000-0000-4000-8000-000000000000'),
      404,
    );
    expectApiError(await new TestBrowser(t.app).get(`/api/certificates/organization/${org.id}`), 401);
  });
});
