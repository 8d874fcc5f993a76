// docs/security.md 48 (the office's part): the approval screen's signals of a coalition. One person behind many
// organisations, across deleted and re-created accounts, and at a free-mail provider, is what the office sees before
// it approves; an organisation of an ordinary office shows nothing unusual.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizationSignalsSchema } from '@cert/domain';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { organizationData } from '../helpers/organizations';

describe('signals for the review of an organisation (docs/security.md 48)', () => {
  let t: TestContext;
  let admin: SignedIn;
  let counter = 0;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin('leitstelle@signale.example'));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const create = async (who: SignedIn) => {
    const res = await who.browser.post('/api/organization', {
      organization: organizationData('PublicProcurer', `Signalamt ${++counter}`),
      newMembers: [],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json<{ _id: string }>()._id;
  };
  const signals = async (id: string) => {
    const res = await admin.browser.get(`/api/admin/organization/${id}/signals`);
    expect(res.statusCode, res.body).toBe(200);
    return organizationSignalsSchema.parse(res.json());
  };

  it('an ordinary office: one organisation, no deleted account, its own domain', async () => {
    const office = await signIn(t, 'beschaffung@stadt-signal.example');
    expect(await signals(await create(office))).toEqual({
      creatorKnown: true,
      organizationsOfPersonLast30Days: 1,
      deletedAccounts: 0,
      lastAccountDeletedAt: null,
      freeMailDomain: null,
    });
  });

  it('one person with many organisations and deleted accounts at a free-mail address: every signal shows', async () => {
    const address = 'koalition@gmx.de';
    for (let round = 0; round < 2; round++) {
      const person = await signIn(t, round === 0 ? address : 'koalition+zwei@gmx.de');
      await create(person);
      await create(person);
      expect((await person.browser.request('DELETE', '/api/user/me')).statusCode).toBe(204);
    }
    const person = await signIn(t, address);
    const latest = await create(person);
    const shown = await signals(latest);
    expect(shown).toMatchObject({
      creatorKnown: true,
      organizationsOfPersonLast30Days: 5,
      deletedAccounts: 2,
      freeMailDomain: 'gmx.de',
    });
    expect(shown.lastAccountDeletedAt).not.toBeNull();
  });

  it('an organisation whose creator deleted the account says so; an unknown one is 404', async () => {
    const gone = await signIn(t, 'weg@stadt-signal.example');
    const id = await create(gone);
    expect((await gone.browser.request('DELETE', '/api/user/me')).statusCode).toBe(204);
    expect((await signals(id)).creatorKnown).toBe(false);
    const unknown = await admin.browser.get(
      '/api/admin/organization/00000000-0000-4000-8000-000000000000/signals',
    );
    expect(unknown.statusCode).toBe(404);
  });
});
