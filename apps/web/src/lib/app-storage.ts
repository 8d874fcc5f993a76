import type { AnswerEdits, AnswerField, QuestionnaireAnswers } from '@cert/domain';
import { signInFor } from './sign-in-for';

/**
 * Local storage of the app (docs/product.md §3 "In the browser"): the active organisation per user, copies of
 * unconfirmed draft answers per user, and (elsewhere) the cookie choice of the browser.
 */

/**
 * The organisation each user of this browser last acted for (docs/product.md §4): kept across sign-out and sign-in
 * until another user signs in (`forgetOtherUsers`),
 * so that the next session continues where the last ended; only an id, and checked against the user's approved
 * organisations whenever it is used.
 */
const ACTIVE_ORGANIZATION_PREFIX = 'cert.activeOrganization.';

export const activeOrganizationChoice = {
  /** The storage key, for `storage` events of other tabs. */
  isKey: (key: string) => key.startsWith(ACTIVE_ORGANIZATION_PREFIX),
  get(userId: string): string | null {
    return safeStorage()?.getItem(ACTIVE_ORGANIZATION_PREFIX + userId) ?? null;
  },
  set(userId: string, organizationId: string | null): void {
    if (organizationId) safeStorage()?.setItem(ACTIVE_ORGANIZATION_PREFIX + userId, organizationId);
    else safeStorage()?.removeItem(ACTIVE_ORGANIZATION_PREFIX + userId);
  },
};

/**
 * Copies of draft answers the server has not confirmed yet (components/draft-editor/use-draft-form.ts, docs/decisions/036): one per user
 * and document, kept across an expired session so that the answers can be restored after signing in again, removed
 * as soon as the server confirms them, when the user discards them, on an explicit sign-out, and after a week.
 */
const DRAFT_PREFIX = 'cert.draft.';
/** A draft's key with this ending holds what was lost when it was submitted elsewhere (use-draft-form.ts). */
export const LOST_COPY_SUFFIX = ':verloren';
const DRAFT_COPY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A copy as stored: the changed fields, each with the answer it changed from, when it was written, and which of them
 * were open choices the user had been shown (answered differently here and in what is saved).
 */
type StoredCopy = {
  base?: QuestionnaireAnswers;
  value: QuestionnaireAnswers;
  at: string;
  open?: AnswerField[];
};

export const draftCopies = {
  get(key: string, now = Date.now()): { edits: AnswerEdits; at: string; open: AnswerField[] } | null {
    const storage = safeStorage();
    const raw = storage?.getItem(DRAFT_PREFIX + key);
    if (!raw) return null;
    try {
      const copy = JSON.parse(raw) as StoredCopy;
      // A copy of whole answers from before the changes were kept with their start (base) counts every answer as a
      // change from nothing: a merge then takes it only where nothing is saved, and asks where something is.
      if (typeof copy.at === 'string' && now - Date.parse(copy.at) < DRAFT_COPY_MAX_AGE_MS)
        return {
          edits: { base: copy.base ?? {}, value: copy.value },
          at: copy.at,
          open: Array.isArray(copy.open) ? copy.open : [],
        };
    } catch {
      // Not ours or damaged: dropped below.
    }
    storage?.removeItem(DRAFT_PREFIX + key);
    return null;
  },
  set(key: string, edits: AnswerEdits, open: readonly AnswerField[] = []): void {
    try {
      const copy: StoredCopy = {
        ...edits,
        at: new Date().toISOString(),
        ...(open.length > 0 ? { open: [...open] } : {}),
      };
      safeStorage()?.setItem(DRAFT_PREFIX + key, JSON.stringify(copy));
    } catch {
      // Storage full or refused: the server save is the copy that counts.
    }
  },
  remove(key: string): void {
    safeStorage()?.removeItem(DRAFT_PREFIX + key);
  },
  /** On an explicit sign-out: nothing of the user's answers stays in this browser. */
  clear(): void {
    removeByPrefix(DRAFT_PREFIX);
  },
  /**
   * Whether this browser holds any copy (of anyone signed in here): what a sign-out asks about. `restorable`: only
   * copies a draft offers back, what a session's end promises; lost answers of a record submitted elsewhere are only
   * shown there.
   */
  any({ restorable = false } = {}): boolean {
    const storage = safeStorage();
    if (!storage) return false;
    for (let i = 0; i < storage.length; i += 1) {
      const key = storage.key(i);
      if (key?.startsWith(DRAFT_PREFIX) && !(restorable && key.endsWith(LOST_COPY_SUFFIX))) return true;
    }
    return false;
  },
};

/**
 * That a session ended while someone was signed in (not a sign-out), and whether unsaved answers were kept in this
 * browser: the sign-in page says so (issue 54). In this tab's session storage only, until the page has shown it.
 */
const SESSION_END_KEY = 'cert.sessionEnded';

export const sessionEnd = {
  mark(answersKept: boolean): void {
    try {
      globalThis.sessionStorage?.setItem(SESSION_END_KEY, JSON.stringify({ answersKept }));
    } catch {
      // Without storage the page simply does not know why; the notice at the time said it.
    }
  },
  peek(): { answersKept: boolean } | null {
    try {
      const raw = globalThis.sessionStorage?.getItem(SESSION_END_KEY);
      return raw
        ? { answersKept: (JSON.parse(raw) as { answersKept?: unknown }).answersKept === true }
        : null;
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      globalThis.sessionStorage?.removeItem(SESSION_END_KEY);
    } catch {
      // Nothing to clear.
    }
  },
};

/**
 * This browser now belongs to `userId` (signed in, or found signed in): the draft copies and the remembered
 * organisation of anyone else who used it are removed (docs/security.md 41). The user's own stay, so that an expired
 * session loses nothing. An office page an anonymous visitor was to sign in for has done its part (`signInFor`).
 */
export function forgetOtherUsers(userId: string): void {
  signInFor.clear();
  const storage = safeStorage();
  if (!storage) return;
  const own = [`${DRAFT_PREFIX}${userId}:`, `${ACTIVE_ORGANIZATION_PREFIX}${userId}`];
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (!key || own.some((prefix) => key.startsWith(prefix))) continue;
    if (key.startsWith(DRAFT_PREFIX) || key.startsWith(ACTIVE_ORGANIZATION_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

function removeByPrefix(prefix: string): void {
  const storage = safeStorage();
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
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
