import { createTestApp, type TestContext } from './app';
import { signIn, type SignedIn } from './browser';

/**
 * The real app (createTestApp) with `email` as its platform admin, signed in: the arrange step of the tests of
 * admin routes. `env` adds to or overrides the app's environment.
 */
export async function appWithAdmin(
  email: string,
  env: Record<string, string> = {},
): Promise<{ t: TestContext; admin: SignedIn }> {
  const t = await createTestApp({ ADMIN_EMAILS: email, ...env });
  return { t, admin: await signIn(t, email) };
}
