/**
 * Local storage of the app. Keys under the user prefix belong to the signed-in user (e.g. the active
 * organisation) and are wiped whenever the session ends (docs/product.md §4); other keys, such as the cookie consent
 * record, belong to the browser and survive a sign-out.
 */
const USER_PREFIX = 'cert.user.';

export const userStorage = {
  get(key: string): string | null {
    return safeStorage()?.getItem(USER_PREFIX + key) ?? null;
  },
  set(key: string, value: string): void {
    safeStorage()?.setItem(USER_PREFIX + key, value);
  },
  remove(key: string): void {
    safeStorage()?.removeItem(USER_PREFIX + key);
  },
};

export function clearUserStorage(): void {
  const storage = safeStorage();
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(USER_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Storage can be unavailable (privacy modes, disabled cookies); the app then simply remembers nothing. */
function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
