// docs/security.md 46: a sign-in link never switches a browser into another account silently. It signs in at once
// only in the browser that asked for it and that is not signed in as someone else; anywhere else the person sees
// whom it would sign in and confirms, and nothing is spent or ended before that.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicLinkTokens, sessions } from '../../src/db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, uniqueEmail } from '../helpers/browser';
import { latestSignInToken } from '../helpers/outbox';

describe('sign-in links opened where nobody asked for them (docs/security.md 46)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp();
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  /** The attacker (or anyone) asks for a link in a browser of their own; the token from the outbox. */
  async function linkAskedFor(email: string, browser = new TestBrowser(t.app)) {
    await browser.ensureCsrf();
    expect((await browser.post('/api/auth/magic-link', { email })).statusCode).toBe(204);
    return { browser, token: latestSignInToken(t.dataDir, email) };
  }

  const me = async (browser: TestBrowser) => {
    const res = await browser.get('/api/user/me');
    return res.statusCode === 200 ? (res.json() as { email: string }).email : null;
  };

  it('signs in at once in the browser that asked for the link', async () => {
    const email = uniqueEmail('selbst');
    const { browser, token } = await linkAskedFor(email);
    const res = await browser.post('/api/auth/verify', { token });
    expect(res.statusCode).toBe(200);
    expect(await me(browser)).toBe(email);
  });

  it("a victim's browser sent to an attacker's fresh link stays signed in as the victim until it confirms", async () => {
    const victim = await signIn(t, uniqueEmail('opfer'));
    const attacker = uniqueEmail('angreifer');
    const { token } = await linkAskedFor(attacker);

    const refused = await victim.browser.post('/api/auth/verify', { token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'CONFIRMATION_REQUIRED' });
    // Still the victim, the session alive, and the link not spent.
    expect(await me(victim.browser)).toBe(victim.user.email);
    const live = await t.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.userId, victim.user._id));
    expect(live.every((session) => session.revokedAt === null)).toBe(true);
    const [row] = await t.database.db
      .select({ consumedAt: magicLinkTokens.consumedAt })
      .from(magicLinkTokens)
      .where(eq(magicLinkTokens.email, attacker));
    expect(row!.consumedAt).toBeNull();

    // What the confirmation shows: whom the link signs in, and who is signed in now.
    const preview = await victim.browser.post('/api/auth/verify/preview', { token });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ email: attacker, signedInAs: victim.user.email, requestedHere: false });

    // Only the person's own click switches.
    const confirmed = await victim.browser.post('/api/auth/verify', { token, confirm: true });
    expect(confirmed.statusCode).toBe(200);
    expect(await me(victim.browser)).toBe(attacker);
  });

  it('asks in a browser that did not ask for the link, even when nobody is signed in there', async () => {
    const email = uniqueEmail('anderes-geraet');
    const { token } = await linkAskedFor(email);
    const elsewhere = new TestBrowser(t.app);
    await elsewhere.ensureCsrf();
    expect((await elsewhere.post('/api/auth/verify', { token })).statusCode).toBe(409);
    expect((await elsewhere.post('/api/auth/verify/preview', { token })).json()).toEqual({
      email,
      signedInAs: null,
      requestedHere: false,
    });
    expect((await elsewhere.post('/api/auth/verify', { token, confirm: true })).statusCode).toBe(200);
    expect(await me(elsewhere)).toBe(email);
  });

  it('asks in the browser that asked when someone else is signed in there (a shared computer)', async () => {
    const first = await signIn(t, uniqueEmail('erste'));
    const second = uniqueEmail('zweite');
    const { token } = await linkAskedFor(second, first.browser);
    expect((await first.browser.post('/api/auth/verify', { token })).statusCode).toBe(409);
    expect(await me(first.browser)).toBe(first.user.email);
    expect((await first.browser.post('/api/auth/verify/preview', { token })).json()).toEqual({
      email: second,
      signedInAs: first.user.email,
      requestedHere: true,
    });
    expect((await first.browser.post('/api/auth/verify', { token, confirm: true })).statusCode).toBe(200);
    expect(await me(first.browser)).toBe(second);
  });

  it('previews nothing for a spent or unknown link', async () => {
    const email = uniqueEmail('verbraucht');
    const { browser, token } = await linkAskedFor(email);
    expect((await browser.post('/api/auth/verify', { token })).statusCode).toBe(200);
    const spent = await browser.post('/api/auth/verify/preview', { token });
    expect(spent.statusCode).toBe(400);
    expect(spent.json()).toMatchObject({ code: 'TOKEN_INVALID' });
    expect((await browser.post('/api/auth/verify', { token: 'x'.repeat(43) })).statusCode).toBe(400);
  });
});
