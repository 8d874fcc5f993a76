import { CSRF_COOKIE } from '@cert/domain';
import type { Config } from '../../config';
import { deriveKey } from '../../lib/tokens';
import { defaultAuthSettings, type AuthSettings } from './settings';

export type CookieNames = { access: string; refresh: string; csrf: string; signInBrowser: string };

/** Everything the auth code needs besides the database, derived once from the config. */
export type AuthContext = {
  settings: AuthSettings;
  secureCookies: boolean;
  cookieNames: CookieNames;
  accessKey: Buffer;
  csrfKey: Buffer;
};

export function createAuthContext(config: Config, overrides: Partial<AuthSettings> = {}): AuthContext {
  const secure = config.secureCookies;
  return {
    settings: { ...defaultAuthSettings, ...overrides },
    secureCookies: secure,
    // __Host- pins a cookie to our exact host, https and Path=/ (no subdomain can plant or shadow it).
    cookieNames: {
      access: secure ? '__Host-access_token' : 'access_token',
      refresh: secure ? '__Host-refresh_token' : 'refresh_token',
      // Readable by the web client, which looks for both names (lib/api-client.ts); pinned like the others over https.
      csrf: secure ? `__Host-${CSRF_COOKIE}` : CSRF_COOKIE,
      // Names the browser that asked for a sign-in link (docs/security.md 46).
      signInBrowser: secure ? '__Host-sign_in_browser' : 'sign_in_browser',
    },
    accessKey: deriveKey(config.sessionSecret, 'access-token'),
    csrfKey: deriveKey(config.sessionSecret, 'csrf-token'),
  };
}
