/**
 * The navigation state of the app's own "Abmelden" (docs/security.md 41): /logout signs out at once only with it. A
 * link from another site cannot set a page's history state, so it reaches /logout without and is asked first.
 */
export const signOutState = { signOut: true } as const;

export const isSignOutState = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { signOut?: unknown }).signOut === true;
