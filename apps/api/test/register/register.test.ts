// The public register of certified organisations (docs/product.md, "Register"): opt-in, current levels only,
// searchable, and gone at once when a certificate is revoked or the organisation leaves.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerListSchema, type RegisterEntry } from '@cert/domain';
import { auditLog, certificates } from '../../src/db/schema';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import {
  ADMIN,
  arrangeOrganization,
  insertSubmission,
  type ArrangedOrganization,
} from '../helpers/arranged-journeys';
import { expectApiError } from '../organization/support';

describe('the public register', () => {
  let t: TestContext;
  let admin: SignedIn;
  let listed: ArrangedOrganization;
  let listedAdmin: SignedIn;
  let unlisted: ArrangedOrganization;

  const register = async (query: Record<string, string> = {}) => {
    const search = new URLSearchParams(query).toString();
    const res = await new TestBrowser(t.app).get(`/api/register${search ? `?${search}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    return registerListSchema.parse(res.json());
  };
  const names = (page: { docs: RegisterEntry[] }) => page.docs.map((entry) => entry.name);
  const choose = (who: SignedIn, organization: string, listed: boolean) =>
    who.browser.put(`/api/organization/${organization}/register`, { listed });

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    listed = await arrangeOrganization(t, 'PublicProcurer', { name: 'Stadtwerke Görlitz-Süd' });
    unlisted = await arrangeOrganization(t, 'PublicProcurer', { name: 'Landesamt Ohne Eintrag' });
    for (const org of [listed, unlisted])
      await insertSubmission(t, org.id, 'procurement-office', 'PASSED', 3);
    listedAdmin = await signIn(t, listed.adminEmail);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('lists nobody without their choice, however certified', async () => {
    expect(names(await register())).toEqual([]);
  });

  it('lists an organisation once its admins choose it, with its current level and since when; the choice is in its audit log', async () => {
    const res = await choose(listedAdmin, listed.id, true);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ listed: true, listedSince: t.clock.now().toISOString() });
    const page = await register();
    expect(page.docs).toEqual([
      {
        _id: listed.id,
        name: 'Stadtwerke Görlitz-Süd',
        city: expect.any(String),
        type: 'PublicProcurer',
        listedSince: t.clock.now().toISOString(),
        levels: [
          expect.objectContaining({ level: 'bronze-office', levelLabel: 'Bronze – Beschaffungsstelle' }),
        ],
      },
    ]);
    // Choosing again keeps the first day.
    t.clock.advance(60_000);
    expect((await choose(listedAdmin, listed.id, true)).json()).toMatchObject({
      listedSince: page.docs[0]!.listedSince,
    });
    const decisions = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.organizationId, listed.id));
    expect(decisions.map((row) => row.action)).toEqual(['register.listed']);
  });

  it('is the choice of the organisation’s admins: a member is refused, someone else finds nothing', async () => {
    const member = await signIn(t, unlisted.memberEmail);
    expectApiError(await choose(member, unlisted.id, true), 403);
    expectApiError(await choose(listedAdmin, unlisted.id, true), 404);
  });

  it('searches by name and city, filters by type and level, and refuses an unknown filter', async () => {
    expect(names(await register({ 'search.name': 'görlitz' }))).toEqual(['Stadtwerke Görlitz-Süd']);
    expect(names(await register({ 'search.name': 'Ohne' }))).toEqual([]);
    expect(names(await register({ 'filter.type': 'Provider' }))).toEqual([]);
    expect(names(await register({ 'filter.level': 'bronze-office' }))).toEqual(['Stadtwerke Görlitz-Süd']);
    expect(names(await register({ 'filter.level': 'gold' }))).toEqual([]);
    expectApiError(await new TestBrowser(t.app).get('/api/register?filter.approvalStatus=Approved'), 400);
  });

  it("serves each certificate's badge to any website, saying its state today", async () => {
    const [certificate] = await t.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.organizationId, listed.id));
    const res = await new TestBrowser(t.app).get(`/api/register/badge/${certificate!.code}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    // An <img> of another origin may show it; caches keep it five minutes at most.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toContain('Gültig bis');
    expect(res.body).toContain('Stadtwerke Görlitz-Süd');
    expect((await new TestBrowser(t.app).get('/api/register/badge/0000000000')).statusCode).toBe(404);
  });

  it('gives the badge and the public credential no budget of their own for guessing codes: they share the check’s 60 calls a minute per address', async () => {
    const [certificate] = await t.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.organizationId, listed.id));
    const guesser = new TestBrowser(t.app);
    t.clock.advance(60_000 - (t.clock.now().getTime() % 60_000));
    for (let call = 1; call <= 58; call++) {
      const res = await guesser.get(`/api/register/badge/${call % 2 ? certificate!.code : 'ZZZZZZZZZZ'}`);
      expect(res.statusCode).toBe(call % 2 ? 200 : 404);
    }
    expect((await guesser.get(`/api/credentials/certificate/ZZZZZZZZZZ`)).statusCode).toBe(404);
    expect((await guesser.get(`/api/certificates/${certificate!.code}`)).statusCode).toBe(200);
    expectApiError(await guesser.get(`/api/register/badge/${certificate!.code}`), 429);
    expectApiError(await guesser.get(`/api/certificates/${certificate!.code}`), 429);
    expectApiError(await guesser.get(`/api/credentials/certificate/${certificate!.code}`), 429);
    t.clock.advance(60_000);
  });

  it('drops a revoked level at once, and the organisation with its last one', async () => {
    const [certificate] = await t.database.db
      .select()
      .from(certificates)
      .where(eq(certificates.organizationId, listed.id));
    const revoked = await admin.browser.post(`/api/admin/certificates/${certificate!.code}/revoke`, {
      reason: 'Irrtümlich erteilt.',
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(names(await register())).toEqual([]);
    // A badge copied onto a website says so at once.
    const badge = await new TestBrowser(t.app).get(`/api/register/badge/${certificate!.code}`);
    expect(badge.body).toContain('Widerrufen');
    expect(badge.body).not.toContain('Gültig bis');
    // Awarded anew: listed again without a new choice, the organisation's stays.
    await insertSubmission(t, listed.id, 'procurement-office', 'PASSED', 0);
    expect(names(await register())).toEqual(['Stadtwerke Görlitz-Süd']);
  });

  it('shows no expired level', async () => {
    const [row] = await t.database.db
      .select({ validUntil: certificates.validUntil })
      .from(certificates)
      .where(eq(certificates.organizationId, unlisted.id));
    expect((await choose(await signIn(t, unlisted.adminEmail), unlisted.id, true)).statusCode).toBe(200);
    expect(names(await register())).toContain('Landesamt Ohne Eintrag');
    const days = (Date.parse(row!.validUntil) - t.clock.now().getTime()) / 86_400_000 + 2;
    t.clock.advance(days * 86_400_000);
    expect(names(await register())).not.toContain('Landesamt Ohne Eintrag');
  });

  it('loses an organisation that leaves it, or that the office takes out, each kept in its audit log', async () => {
    // Two years on (the test before): the sessions of then have expired.
    listedAdmin = await signIn(t, listed.adminEmail);
    admin = await signIn(t, ADMIN);
    expect((await choose(listedAdmin, listed.id, false)).json()).toEqual({
      listed: false,
      listedSince: null,
    });
    expect(names(await register())).not.toContain('Stadtwerke Görlitz-Süd');
    expect((await choose(listedAdmin, listed.id, true)).statusCode).toBe(200);
    const removed = await admin.browser.request('DELETE', `/api/admin/register/${listed.id}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(names(await register())).not.toContain('Stadtwerke Görlitz-Süd');
    const decisions = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.organizationId, listed.id));
    expect(decisions.map((row) => row.action).filter((action) => action.startsWith('register.'))).toEqual([
      'register.listed',
      'register.left',
      'register.listed',
      'register.removed',
    ]);
  });
});
