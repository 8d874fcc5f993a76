/**
 * An office page an anonymous visitor opened (a task's link in a mail): they are sent to the start page, which offers
 * to sign in and go on there (docs/product.md §6). In this tab's session storage, until the visitor follows that offer.
 */
const SIGN_IN_FOR_KEY = 'cert.signInFor';

export const signInFor = {
  set(location: string): void {
    try {
      globalThis.sessionStorage?.setItem(SIGN_IN_FOR_KEY, location);
    } catch {
      // Without storage the start page offers the plain sign-in.
    }
  },
  peek(): string | null {
    try {
      return globalThis.sessionStorage?.getItem(SIGN_IN_FOR_KEY) ?? null;
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      globalThis.sessionStorage?.removeItem(SIGN_IN_FOR_KEY);
    } catch {
      // Nothing to clear.
    }
  },
};
