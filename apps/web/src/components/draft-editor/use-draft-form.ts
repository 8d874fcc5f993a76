import {
  answerAt,
  editedFields,
  editsSince,
  mergeAnswerEdits,
  sameAnswer,
  sameField,
  submitIssues,
  withAnswer,
  type AnswerConflict,
  type AnswerEdits,
  type AnswerField,
  type QuestionnaireAnswers,
  type QuestionnaireDefinition,
} from '@cert/domain';
import { onlineManager, useIsMutating, useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Location } from 'react-router';
import { useFieldChecks } from '@/components/answer-form';
import { useLeaveGuard } from '@/components/form';
import { draftCopies, LOST_COPY_SUFFIX } from '@/lib/app-storage';
import { useCurrentUserId } from '@/lib/current-user';
import { isApiError } from '@/lib/api-error';
import { focusHeading } from '@/lib/focus-heading';
import { notifyError, notifyFailure, notifySuccess, preloadNotices } from '@/lib/notify';

/** Who saved a draft last, when the server names them. */
type DraftAuthor = { id: string; name: string };

/** What the server confirmed of a draft: its id, the version the next write must name, when and by whom it was saved. */
type SavedDraft = { id: string; version: number; updatedAt: string; by?: DraftAuthor | null };

type Confirmed<T> = { saved: SavedDraft | null; value: T };

/**
 * A draft the server no longer gives this user (a 404 names none: deleted, or its organisation no longer theirs): what
 * is typed here can become a new draft (`saveAsNew`). The hook tells it from any write's refusal, for every kind.
 */
export type GoneProblem = { kind: 'gone'; title: string };
const isGone = (problem: { kind: string }): problem is GoneProblem => problem.kind === 'gone';

/** A write the form reports on: a save or the submit; `asked`: by the user (not an autosave). */
type DraftWrite = { submit: boolean; asked: boolean; created: boolean; caughtUp?: boolean };

/** Why a save is sent: the autosave (or its retry), the save button, or the submit button saving what is unsaved. */
type SaveTrigger = 'autosave' | 'button' | 'submit';

/** What the server says of a stored draft (a questionnaire or a case study), as the form keeps it. */
export const savedDraftOf = (
  stored: { _id: string; version: number; updatedAt: string },
  by?: DraftAuthor | null,
): SavedDraft => ({
  id: stored._id,
  version: stored.version,
  updatedAt: stored.updatedAt,
  ...(by === undefined ? {} : { by }),
});

/**
 * Runs a form's writes one after another, in the order they were asked for, as mutations of one TanStack Query
 * scope: a submit clicked while a save is on its way (or an autosave while the user saves) starts only once that
 * save has answered, so it writes with the id and version the save returned instead of creating the document a
 * second time or colliding with its own save. A failed write does not stop the next one. Each write handles its own
 * errors (`useDraftForm`); they are sent offline too and fail at once, so that the form can say so
 * (docs/decisions/044-draft-save-status-and-merge.md).
 */
function useInLine(key: readonly string[] | undefined): <R>(write: () => Promise<R>) => Promise<R> {
  const scope = `draft${useId()}`;
  const { mutateAsync } = useMutation({
    mutationFn: (write: () => Promise<unknown>) => write(),
    mutationKey: key,
    scope: { id: scope },
    networkMode: 'always',
    retry: false,
    gcTime: 0,
    meta: { handlesErrors: true },
  });
  return useCallback(<R>(write: () => Promise<R>) => mutateAsync(write) as Promise<R>, [mutateAsync]);
}

/**
 * The key of a draft's writes in TanStack Query's mutation cache: its kind's key (`start.local`) and its id (`neu`
 * before its first save), for a screen to tell writes of a form that has gone (`useEarlierWrites`).
 */
const draftWritesKey = (local: string, id: string | undefined) => ['draft-writes', local, id ?? 'neu'];

/** Where this browser keeps a draft's copy: the user, the kind's key (`start.local`) and the id, `neu` before its first save. */
const copyKey = (userId: string, local: string, id: string | undefined) =>
  `${userId}:${local}:${id ?? 'neu'}`;

/** The same copy's key for another id (`undefined`: the new draft's): the id is its last part. */
const withCopyId = (key: string, id: string | undefined) => key.replace(/[^:]+$/, id ?? 'neu');

/**
 * Where this browser keeps what was typed into a draft that was submitted elsewhere before it was saved: read-only
 * then, its record shows them to be copied (`useLostAnswers`) until the user closes the notice.
 */
const lostKey = (copy: string) => `${copy}${LOST_COPY_SUFFIX}`;

/** Lost answers kept by a form still open: the record's notice, when it first shows them, takes the focus. */
const lostJustNow = new Set<string>();

/**
 * What was typed into this document and lost because it was submitted elsewhere first (docs/questionnaire-rules.md
 * §4): the changed answers, and the dismissal, which removes them. Lost in this page a moment ago, the notice
 * (`focusTarget`) takes the focus: the form the user typed into has gone with the draft.
 */
export function useLostAnswers(
  local: string,
  id: string | undefined,
  focusTarget: RefObject<HTMLElement | null>,
) {
  const userId = useCurrentUserId();
  const key = userId && id ? lostKey(copyKey(userId, local, id)) : null;
  const [dismissed, setDismissed] = useState<string | null>(null);
  const copy = key && key !== dismissed ? draftCopies.get(key) : null;
  const shown = copy ? key : null;
  // From an effect, once: a render may run twice.
  useEffect(() => {
    if (shown && lostJustNow.delete(shown)) focusTarget.current?.focus();
  }, [shown, focusTarget]);
  if (!key || !copy) return null;
  return {
    edits: copy.edits,
    dismiss: () => {
      draftCopies.remove(key);
      setDismissed(key);
    },
  };
}

/**
 * Whether this browser keeps answers of a saved draft that the server did not confirm (a save on leaving that failed
 * offline): a list of drafts says so, as opening the draft offers them back.
 */
export function useKeptCopy(local: string, id: string): boolean {
  const userId = useCurrentUserId();
  return userId !== undefined && draftCopies.get(copyKey(userId, local, id)) !== null;
}

/**
 * Whether a draft's screen waits before it shows the form (docs/questionnaire-rules.md §4): a form of the same draft
 * that has gone still has writes on their way (its save on leaving, a new draft's first save on a slow connection).
 * A form opened meanwhile would offer back the answers being saved, and restoring a new draft's would create it a
 * second time. `refreshing`: the screen's reads those writes refresh as they land (the list of drafts an address
 * without id opens). It waits once per form (`formKey`): the form's own writes later do not take it away. A new
 * questionnaire's key names no organisation: one for another organisation waits too, which costs only that wait.
 * It waits `EARLIER_WRITES_WAIT_MS` at most: a submit or a delete has no time-out of its own.
 */
export function useEarlierWrites(
  formKey: string,
  local: string,
  id: string | undefined,
  refreshing: boolean,
): boolean {
  const writing = useIsMutating({ mutationKey: draftWritesKey(local, id) }) > 0;
  const [gate, setGate] = useState<{ key: string; phase: 'new' | 'waited' | 'open' }>({
    key: formKey,
    phase: 'new',
  });
  const phase = gate.key === formKey ? gate.phase : 'new';
  const next = phase === 'open' ? 'open' : writing || (phase === 'waited' && refreshing) ? 'waited' : 'open';
  if (next !== phase || gate.key !== formKey) setGate({ key: formKey, phase: next });
  const waiting = next === 'waited';
  useEffect(() => {
    if (!waiting) return undefined;
    const timer = setTimeout(() => setGate({ key: formKey, phase: 'open' }), EARLIER_WRITES_WAIT_MS);
    return () => clearTimeout(timer);
  }, [waiting, formKey]);
  return next !== 'open';
}

/**
 * A unit (a field, a statement, a row) answered differently here and in what is saved, since the answer both started
 * from (`base`).
 */
type OpenConflict = AnswerConflict & { base: unknown };

/**
 * The state a draft form keeps (a questionnaire, a case study; docs/questionnaire-rules.md §4): what the user sees, what the
 * server last confirmed, and the form's writes in line (`useInLine`). A write queued behind a save reads the id
 * and version that save confirmed (`confirmed()`) and the value as typed by the time it runs (`current()`), not the
 * ones of the render that queued it. The writes themselves (their API, their refusals) stay with each form.
 *
 * What the server has not confirmed yet is also kept in this browser under the user's id, `start.local` (the kind of
 * document, e.g. `questionnaire:procurement-office`) and the draft's id (`neu` before its first save), until the server
 * confirms it: the changed fields only, each with the answer it changed from. A copy found on opening whose changes
 * the server does not have yet is offered back (`localCopy`): after a crash, a lost connection or an expired session
 * nothing typed is lost. Restoring merges it unit by unit (a field, a statement, a row) with what the form holds now (`mergeAnswerEdits`), so a
 * saved answer is never replaced by an older one (docs/decisions/036-local-draft-copies.md).
 *
 * A version saved elsewhere (another tab, a colleague) is taken in the same way (`absorb`): what only one side changed
 * is kept, a field both changed differently keeps the saved answer and becomes an open conflict for the user to
 * decide (docs/decisions/044-draft-save-status-and-merge.md). Open conflicts stay in the browser's copy with the
 * answer they started from, so a reload asks again instead of deciding for the user.
 */
function useDraftDocument<T extends QuestionnaireAnswers>(
  start: { value: () => T; saved: SavedDraft | null; local?: string },
  same: (a: T, b: T) => boolean,
) {
  const [value, setValue] = useState(start.value);
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  }, [value]);
  const [saved, setSaved] = useState(start.saved);
  const [savedValue, setSavedValue] = useState(value);
  const confirmedRef = useRef<Confirmed<T>>({ saved: start.saved, value });
  const serialized = useInLine(
    start.local === undefined ? undefined : draftWritesKey(start.local, saved?.id),
  );

  /** The server stored `sent` as `next`. */
  const confirm = useCallback((next: SavedDraft, sent: T) => {
    confirmedRef.current = { saved: next, value: sent };
    setSaved(next);
    setSavedValue(sent);
  }, []);
  /** The draft is gone (deleted elsewhere): the next save creates a new one from what the form holds. */
  const forget = useCallback(() => {
    confirmedRef.current = { ...confirmedRef.current, saved: null };
    setSaved(null);
  }, []);
  /** The server's current copy replaces what the user sees (after a conflict the form cannot merge). */
  const load = useCallback(
    (next: SavedDraft, loaded: T) => {
      latest.current = loaded;
      setValue(loaded);
      confirm(next, loaded);
    },
    [confirm],
  );
  const current = useCallback(() => latest.current, []);
  const confirmed = useCallback(() => confirmedRef.current, []);
  const dirty = !same(value, savedValue);

  const [conflicts, setConflicts] = useState<OpenConflict[]>([]);
  /** Adds conflicts, a newer one of a field replacing the older. */
  const addConflicts = useCallback((found: OpenConflict[]) => {
    if (found.length === 0) return;
    setConflicts((open) => [
      ...open.filter((conflict) => !found.some((other) => sameField(other, conflict))),
      ...found,
    ]);
  }, []);

  /**
   * Brings a browser copy's edits into the form, unit by unit: what the server has not got is taken, a unit saved
   * differently meanwhile becomes an open choice.
   */
  const takeIn = useCallback(
    (edits: AnswerEdits) => {
      const merged = mergeAnswerEdits(edits.base, edits.value, latest.current);
      latest.current = merged.answers as T;
      setValue(merged.answers as T);
      addConflicts(
        merged.conflicts.map((conflict) => ({ ...conflict, base: answerAt(edits.base, conflict) })),
      );
    },
    [addConflicts],
  );

  /** A version saved elsewhere: merged with what is typed here against the last version this form knew. */
  const absorb = useCallback(
    (next: SavedDraft, theirs: T) => {
      const base = confirmedRef.current.value;
      const merged = mergeAnswerEdits(base, latest.current, theirs);
      latest.current = merged.answers as T;
      setValue(merged.answers as T);
      confirm(next, theirs);
      addConflicts(merged.conflicts.map((conflict) => ({ ...conflict, base: answerAt(base, conflict) })));
      return merged.conflicts.length;
    },
    [confirm, addConflicts],
  );

  const userId = useCurrentUserId();
  const storageKey = userId && start.local ? copyKey(userId, start.local, saved?.id) : null;
  /** A copy found on opening and offered back, not decided on yet. */
  const [undecided, setUndecided] = useState<{ edits: AnswerEdits; at: string } | null>(null);
  const checkedKey = useRef<string | null>(null);
  const writtenKey = useRef<string | null>(null);
  // What is open now, for a write that runs later than the render that queued it (`unsettled`).
  const open = useRef({ conflicts, undecided });
  useLayoutEffect(() => {
    open.current = { conflicts, undecided };
  }, [conflicts, undecided]);
  /**
   * Nothing the user typed is left to save (it was submitted, here or elsewhere, or deleted): leaving the page asks
   * nothing, and the browser's copy goes at once, open choices and offered copy with it. At once, not through the
   * effect below: the screen often replaces this form in the same render (a new key, a read-only record), and its
   * effect would not run again.
   */
  const settle = useCallback(() => {
    confirmedRef.current = { ...confirmedRef.current, value: latest.current };
    setSavedValue(latest.current);
    setConflicts([]);
    setUndecided(null);
    // The key as opened (a copy offered from it) and the key last written (a new draft's renamed on its first save).
    for (const key of new Set([checkedKey.current, writtenKey.current])) if (key) draftCopies.remove(key);
  }, []);
  /**
   * Submitted elsewhere before the server got what is typed here: that is kept apart for the read-only record to
   * show (`useLostAnswers`), and the form settles. Whether anything was kept.
   */
  const keepLost = useCallback((stillOpen: boolean) => {
    const { undecided: offered, conflicts: choices } = open.current;
    const edits = editsSince(confirmedRef.current.value, latest.current, keptEdits(offered?.edits, choices));
    const saved = confirmedRef.current.saved;
    // The key as last written, under the saved id (a new draft's may still end in `neu`): a write may run with the
    // callbacks of a render from before the user was known.
    if (!edits || !writtenKey.current || !saved) return false;
    const copy = withCopyId(writtenKey.current, saved.id);
    draftCopies.set(lostKey(copy), edits);
    if (stillOpen) lostJustNow.add(lostKey(copy));
    return true;
  }, []);
  /** Something here the server never got: a change typed, an open choice, a copy offered and not decided. */
  const unsettled = useCallback(
    () =>
      !same(latest.current, confirmedRef.current.value) ||
      open.current.conflicts.length > 0 ||
      open.current.undecided !== null,
    [same],
  );
  useEffect(() => {
    if (!storageKey) return;
    if (checkedKey.current !== storageKey) {
      // Only the document as opened can have a copy from before; a new draft's first save only renames it.
      const opening = checkedKey.current === null;
      checkedKey.current = storageKey;
      // A new draft's copy whose first save reached the server though its answer did not (the page reloaded at
      // once): opening the draft that holds all of it, it goes, so that no later new draft offers it back.
      const newKey = withCopyId(storageKey, undefined);
      const newCopy = opening && newKey !== storageKey ? draftCopies.get(newKey) : null;
      if (newCopy) {
        const held = mergeAnswerEdits(newCopy.edits.base, newCopy.edits.value, latest.current);
        if (held.conflicts.length === 0 && same(held.answers as T, latest.current))
          draftCopies.remove(newKey);
      }
      const copy = opening ? draftCopies.get(storageKey) : null;
      if (copy) {
        const merged = mergeAnswerEdits(copy.edits.base, copy.edits.value, latest.current);
        // A copy whose changes the server already has is dropped without a word.
        if (merged.conflicts.length > 0 || !same(merged.answers as T, latest.current)) {
          // Choices the user had been shown already come back as choices, beside their fields, without asking
          // again whether to restore them (issue 54); anything else the copy holds is offered first.
          const shown = editedFields(copy.edits).every((unit) =>
            copy.open.some((open) => sameField(open, unit)),
          );
          if (shown) takeIn(copy.edits);
          else setUndecided({ edits: copy.edits, at: copy.at });
          // The copy is written again once the render has the choices (or the offer) in its state.
          return;
        }
      }
    }
    if (writtenKey.current && writtenKey.current !== storageKey) draftCopies.remove(writtenKey.current);
    writtenKey.current = storageKey;
    const edits = editsSince(savedValue, value, keptEdits(undecided?.edits, conflicts));
    if (edits)
      draftCopies.set(
        storageKey,
        edits,
        conflicts.map(({ section, key, item }) => ({
          section,
          key,
          ...(item === undefined ? {} : { item }),
        })),
      );
    else draftCopies.remove(storageKey);
  }, [storageKey, value, savedValue, undecided, conflicts, same, takeIn]);

  /**
   * The form goes, a save on its way: what becomes of the browser's copy once that save has answered (no effect of
   * this form runs any more). `settled`: the server has everything the copy holds, which then goes. Else a new draft's
   * copy moves under the id its first save got, where opening the draft finds it. A copy written meanwhile (the draft
   * opened again) is left to that form.
   */
  const goneWith = useCallback(() => {
    const key = writtenKey.current;
    const at = key ? draftCopies.get(key)?.at : undefined;
    return (settled: boolean) => {
      if (!key || at === undefined || draftCopies.get(key)?.at !== at) return;
      const id = confirmedRef.current.saved?.id;
      if (settled) draftCopies.remove(key);
      else if (id && key === withCopyId(key, undefined)) {
        const copy = draftCopies.get(key)!;
        draftCopies.set(withCopyId(key, id), copy.edits, copy.open);
        draftCopies.remove(key);
      }
    };
  }, []);

  /** Decides one conflicting field: the answer typed here (`mine`), or the saved one (undefined). */
  const decide = useCallback((field: AnswerField, mine?: { value: unknown }) => {
    if (mine) {
      // Only the unit decided on: the other statements of a matrix keep what they have.
      const next = withAnswer(latest.current, field, mine.value) as T;
      latest.current = next;
      setValue(next);
    }
    setConflicts((open) => open.filter((conflict) => !sameField(conflict, field)));
  }, []);

  const localCopy = undecided
    ? {
        /** When the copy was last written in this browser. */
        at: undecided.at,
        /** What it would bring back: the changed fields, statements and rows (`offeredFields`). */
        fields: offeredFields(undecided.edits, value),
        /** Brings the copy's changes into the form, unit by unit; they are saved like anything typed. */
        restore: () => {
          takeIn(undecided.edits);
          setUndecided(null);
        },
        discard: () => setUndecided(null),
      }
    : null;

  return {
    value,
    setValue,
    /** What the user has typed by now, also inside a write that waited for another one. */
    current,
    /** The last version the server confirmed, for the screen (the save status, the delete button). */
    saved,
    /** The last version and value the server confirmed, for a write as it runs. */
    confirmed,
    confirm,
    settle,
    forget,
    load,
    absorb,
    serialized,
    /** Something typed is not saved yet. */
    dirty,
    /** Answers found in this browser that the server never confirmed, to restore or discard; null without any. */
    localCopy,
    /** Fields answered differently here and in what is saved, each waiting for the user's choice. */
    conflicts: conflicts as readonly AnswerConflict[],
    keepMine: useCallback((conflict: AnswerConflict) => decide(conflict, { value: conflict.mine }), [decide]),
    keepSaved: useCallback((conflict: AnswerConflict) => decide(conflict), [decide]),
    /** The browser's key of this draft (user, kind, id), shared by its tabs; null before the user is known. */
    storageKey,
    unsettled,
    keepLost,
    goneWith,
  };
}

/**
 * The units a copy would bring back: those the form does not hold as the copy does (a copy left behind by a save on
 * leaving also holds what that save stored); all it changed if none differs.
 */
function offeredFields(edits: AnswerEdits, value: QuestionnaireAnswers): AnswerField[] {
  const edited = editedFields(edits);
  const differing = edited.filter((unit) => !sameAnswer(answerAt(edits.value, unit), answerAt(value, unit)));
  return differing.length > 0 ? differing : edited;
}

/** What the browser's copy keeps besides the form's unsaved changes: an offered copy's and the open conflicts' edits. */
function keptEdits(offered: AnswerEdits | undefined, conflicts: readonly OpenConflict[]): AnswerEdits | null {
  if (!offered && conflicts.length === 0) return null;
  return conflicts.reduce<AnswerEdits>(
    (edits, conflict) => ({
      base: withAnswer(edits.base, conflict, conflict.base),
      value: withAnswer(edits.value, conflict, conflict.mine),
    }),
    offered ?? { base: {}, value: {} },
  );
}

/**
 * How long after the last change a draft saves itself.
 * @internal
 */
export const AUTOSAVE_DELAY_MS = 2000;

/** The longest a change waits for its autosave while changes keep coming without a pause. */
const AUTOSAVE_MAX_WAIT_MS = 10_000;

/**
 * Saves a draft `AUTOSAVE_DELAY_MS` after its last change while `enabled`, from the first answer on: a new draft is
 * created then, so that nothing typed waits for a button (docs/questionnaire-rules.md §4). `save` runs as it is at
 * that moment; a change meanwhile starts the wait anew, but never past `AUTOSAVE_MAX_WAIT_MS` after the first change
 * not saved: a respondent answering briskly, one answer after another, has them on the server all the same.
 */
function useAutosave(value: unknown, enabled: boolean, save: () => Promise<unknown>): void {
  const latestSave = useRef(save);
  useLayoutEffect(() => {
    latestSave.current = save;
  }, [save]);
  // The wait that no change restarts, from the first change not saved on.
  const longest = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopLongest = () => {
    if (longest.current) clearTimeout(longest.current);
    longest.current = null;
  };
  useEffect(() => stopLongest, []);
  useEffect(() => {
    if (!enabled) {
      stopLongest();
      return undefined;
    }
    const fire = () => {
      stopLongest();
      void latestSave.current();
    };
    longest.current ??= setTimeout(fire, AUTOSAVE_MAX_WAIT_MS);
    const timer = setTimeout(fire, AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, enabled]);
}

/** A draft as the server returns it: enough to know its id, version and save time. */
type StoredDraft = { _id: string; version: number; updatedAt: string };

/**
 * How long a save may take before it counts as failed (and is tried again): a manual save always ends.
 * @internal
 */
export const SAVE_TIMEOUT_MS = 15_000;

/** The longest a draft's screen waits for the writes of a form of it that has gone: a save and one behind it. */
const EARLIER_WRITES_WAIT_MS = 2 * SAVE_TIMEOUT_MS;

/** The wait before the `attempt`-th new try after a save that did not reach the server: 2 s, doubling, at most 1 min. */
const retryDelay = (attempt: number): number => Math.min(2000 * 2 ** (attempt - 1), 60_000);

/** A save that did not reach the server or found it failing: tried again by itself, nothing is lost meanwhile. */
function isTransient(error: unknown): boolean {
  if (isApiError(error)) return error.status === 0 || error.status >= 500 || error.status === 429;
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/**
 * What the save status says (docs/decisions/044-draft-save-status-and-merge.md): nothing typed yet in a new draft,
 * changes not saved yet, a save under way, saved (when, and by whom when it was someone else), offline or the server
 * out of reach (with the time of the next try), or refused (with the reason the form gives).
 */
export type SaveStatus =
  | { kind: 'new' }
  | { kind: 'unsaved' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: string; by: string | null }
  | { kind: 'offline' }
  | { kind: 'unreachable'; retryAt: number }
  | { kind: 'refused'; reason: string };

type DraftFormOptions<T extends QuestionnaireAnswers, P extends { kind: string }> = {
  /** The document's questions: their checks while answering and what a submit needs (docs/questionnaire-rules.md §3). */
  definition: QuestionnaireDefinition;
  start: { value: () => T; saved: SavedDraft | null; local?: string };
  same: (a: T, b: T) => boolean;
  /** The document's calls: create or update, submit, delete, and its current copy after a conflict. */
  writes: {
    save: (value: T, saved: SavedDraft | null, signal: AbortSignal) => Promise<StoredDraft>;
    submit: (value: T, saved: SavedDraft) => Promise<unknown>;
    remove: (id: string) => Promise<unknown>;
    /** The server's copy now; null when it is no longer a draft (the screen then shows it as it is). */
    fresh: (id: string) => Promise<{ saved: SavedDraft; value: T } | null>;
  };
  /** A save refused because another one came first (409 on the version): merged with the server's copy instead. */
  isStale: (error: unknown) => boolean;
  /**
   * What the screen says of a refused write other than a gone draft; undefined leaves it to the app's notice.
   * `caughtUp`: a submit refused as stale whose saved version the form has taken in, so the user sees it before
   * submitting again.
   */
  problemOf: (error: unknown, write: DraftWrite) => P | undefined;
  /**
   * A problem autosave waits on (a conflict waits for the reload); others are tried again with the next change. A
   * gone draft always waits for the user's choice.
   */
  blocksAutosave: (problem: P) => boolean;
  /**
   * Why a refused save saved nothing, for the save status. A refused submit leaves the draft saved as it is, so
   * only a draft that is gone (either write found it) says why, in `notices.gone.reason`.
   */
  reasonOf: (problem: P) => string | undefined;
  /** No autosave: a read-only record, or a new draft that has nowhere to be created yet. */
  autosaveOff?: boolean;
  /** The addresses that show this form (a questionnaire's steps): going there is not leaving it. */
  staysOnForm: (next: Location) => boolean;
  /** The draft's first save: its address takes the id (not while the user is leaving, which it would undo). */
  onCreated: (id: string) => void;
  onSubmitted: (id: string) => void;
  onDeleted: (id: string) => void;
  /**
   * `closed`: a save or submit found the document submitted elsewhere meanwhile, and whether a change was lost;
   * `gone`: of a draft the server no longer gives this user, the titles of its notice after a save and after the
   * submit, and the save status's reason.
   */
  notices: {
    saved: string;
    deleted: string;
    closed: (lostChange: boolean) => string;
    // A kind's own problems cannot be named 'gone': that one is the hook's (`isGone`).
    gone: 'gone' extends P['kind'] ? never : { notSaved: string; notSubmitted: string; reason: string };
  };
};

/** The notice of a manual save that did not reach the server. */
const NOT_SAVED_NOTICE =
  'Der Entwurf konnte gerade nicht gespeichert werden. Ihre Angaben bleiben in diesem Browser erhalten; das Speichern wird automatisch wiederholt.';

/** The notice of the save on leaving that did not get through: the user is elsewhere by then. */
const LEFT_NOT_SAVED_NOTICE =
  'Ihre letzten Änderungen konnten beim Verlassen des Entwurfs nicht gespeichert werden. Sie bleiben in diesem Browser erhalten.';

/** Where lost answers are, when the save on leaving found the draft submitted elsewhere. */
const LOST_ELSEWHERE_NOTICE = 'Sie werden beim erneuten Öffnen zum Kopieren angezeigt.';

/** Tabs of one browser tell each other of their saves at once (docs/decisions/044-draft-save-status-and-merge.md). */
const SAVES_CHANNEL = 'cert.draft-saves';
type SaveMessage = { key: string; version: number };

/**
 * The one draft hook of questionnaires and case studies (docs/questionnaire-rules.md §4): useDraftDocument's value,
 * versions, local copy and conflicts; the field checks; the save (manual or automatic, from the first answer), which
 * creates the draft the first time; the submit with its confirmation; the delete; the reload after a conflict that
 * cannot be merged. Every write runs in line (`useInLine`). A kind brings only its calls, its refusals (`problemOf`)
 * and where each outcome leads.
 *
 * A save that does not reach the server (offline, timed out, a server error) is tried again by itself, sooner when
 * the browser is back online; one refused as stale is merged with the server's copy and saved again; a save in
 * another tab of this browser is taken in at once (docs/decisions/044-draft-save-status-and-merge.md).
 */
export function useDraftForm<T extends QuestionnaireAnswers, P extends { kind: string }>(
  options: DraftFormOptions<T, P>,
) {
  const { writes, problemOf, blocksAutosave, notices } = options;
  // Its notices may come offline; their code is loaded while the connection is there.
  useEffect(preloadNotices, []);
  const draft = useDraftDocument(options.start, options.same);
  const { current, confirmed, confirm, settle, serialized, absorb, unsettled, keepLost } = draft;
  /** The problem a refused write shows, and whether it came from the submit (the status says "not saved" of saves). */
  const [shown, setShown] = useState<{ problem: P | GoneProblem; ofSubmit: boolean } | null>(null);
  const problem = shown?.problem ?? null;
  const [pending, setPending] = useState<'save' | 'submit' | 'delete' | null>(null);
  /** Saves that did not reach the server in a row, and when the next try is due. */
  const [trouble, setTrouble] = useState<{ attempt: number; retryAt: number; offline: boolean } | null>(null);
  const userId = useCurrentUserId();
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  /** The user is on the way out (`useLeaveGuard`), and the id of a first save that landed meanwhile. */
  const leavingNow = useRef(false);
  const createdMeanwhile = useRef<string | null>(null);
  /** A first save landed: its address takes the id, unless the user has left or is leaving the form. */
  const created = (id: string) => {
    if (!mounted.current) return;
    if (leavingNow.current) createdMeanwhile.current = id;
    else latest.current.onCreated(id);
  };

  /**
   * The error summary and the problem's notice stand at the top of a long form, its buttons at the end: a blocked
   * submit moves the focus to the summary, a refused write the user asked for (the submit, the save button) to the
   * notice, or they go unseen. An autosave's refusal leaves the focus where it is: the user may be typing
   * (docs/accessibility.md).
   */
  const summary = useRef<HTMLElement | null>(null);
  const problemNotice = useRef<HTMLElement | null>(null);
  const [problemsAsked, setProblemsAsked] = useState(0);
  useEffect(() => {
    if (problemsAsked > 0) problemNotice.current?.focus();
  }, [problemsAsked]);

  const report = (error: unknown, write: DraftWrite) => {
    // After the user left, a save on leaving says it failed once (`leaveNow`); a refused submit still says so.
    if (!mounted.current && !write.submit) return;
    const refused: P | GoneProblem | undefined =
      isApiError(error) && error.status === 404
        ? { kind: 'gone', title: write.submit ? notices.gone.notSubmitted : notices.gone.notSaved }
        : problemOf(error, write);
    if (refused === undefined) {
      notifyError(error);
      return;
    }
    setShown({ problem: refused, ofSubmit: write.submit });
    if (write.asked) setProblemsAsked((count) => count + 1);
  };

  const channel = useRef<BroadcastChannel | null>(null);
  const channelKey = draft.storageKey;

  /**
   * Takes in the server's current copy. 'closed': it is no longer a draft, submitted elsewhere meanwhile. The screen
   * then shows it as it is (the kind's `fresh` puts it in the cache): there is nothing to reload or merge. What was
   * typed here since stays in the browser, and the record shows it to be copied (`useLostAnswers`); a notice says
   * what happened only where nothing was lost, or it could not be kept.
   */
  const catchUp = async (id: string): Promise<'current' | 'closed'> => {
    const fresh = await writes.fresh(id);
    if (!fresh) {
      const lostChange = unsettled();
      const kept = lostChange && keepLost(mounted.current);
      settle();
      // The record says it where the user is; found by the save on leaving, the user is elsewhere by then.
      if (!kept) notifyFailure(notices.closed(lostChange));
      else if (!mounted.current) notifyFailure(`${notices.closed(lostChange)} ${LOST_ELSEWHERE_NOTICE}`);
      return 'closed';
    }
    // Only a newer version: a tab that heard of its own save, or a late message, changes nothing.
    if (fresh.saved.version > (confirmed().saved?.version ?? 0)) absorb(fresh.saved, fresh.value);
    return 'current';
  };

  /** One save, as the next write in line (callers inside serialized() call it directly). */
  const writeDraft = async (trigger: SaveTrigger, merged = false): Promise<SavedDraft | undefined> => {
    // Only the save button's outcome is told as a notice; the save status says the rest.
    const silent = trigger !== 'button';
    const sent = current();
    const before = confirmed().saved;
    setPending('save');
    try {
      const next = savedDraftOf(await writes.save(sent, before, AbortSignal.timeout(SAVE_TIMEOUT_MS)), null);
      confirm(next, sent);
      setShown(null);
      setTrouble(null);
      if (channelKey)
        channel.current?.postMessage({ key: channelKey, version: next.version } satisfies SaveMessage);
      if (!before) created(next.id);
      if (!silent) notifySuccess(notices.saved);
      return next;
    } catch (error) {
      const failedToReach = () => {
        setTrouble((last) => {
          const attempt = (last?.attempt ?? 0) + 1;
          return { attempt, retryAt: Date.now() + retryDelay(attempt), offline: !onlineManager.isOnline() };
        });
        // Once the form has gone nothing tries again: the notice of leaving says what happened.
        if (!silent && mounted.current) notifyFailure(NOT_SAVED_NOTICE);
        return undefined;
      };
      if (isTransient(error)) return failedToReach();
      // Saved elsewhere since this form's version: merged field by field, then what is new here is saved once more.
      if (before && !merged && latest.current.isStale(error)) {
        try {
          if ((await catchUp(before.id)) === 'closed') return undefined;
          return await writeDraft(trigger, true);
        } catch (freshError) {
          // The next try saves against the same old version, is refused again and catches up then.
          if (isTransient(freshError)) return failedToReach();
        }
      }
      // Refused: the server was reached, whatever the last tries said.
      setTrouble(null);
      report(error, { submit: false, asked: trigger !== 'autosave', created: before !== null });
      return undefined;
    } finally {
      setPending(null);
    }
  };
  const save = (silent: boolean) => serialized(() => writeDraft(silent ? 'autosave' : 'button'));

  // Another tab of this browser saved the same draft: its answers are taken in before this tab's next save.
  useEffect(() => {
    if (!channelKey || typeof BroadcastChannel === 'undefined') return undefined;
    const opened = new BroadcastChannel(SAVES_CHANNEL);
    channel.current = opened;
    opened.onmessage = (event: MessageEvent<SaveMessage>) => {
      const id = confirmed().saved?.id;
      if (!id || event.data.key !== channelKey || event.data.version <= (confirmed().saved?.version ?? 0))
        return;
      void serialized(() => catchUp(id).catch(() => false));
    };
    return () => {
      opened.close();
      if (channel.current === opened) channel.current = null;
    };
    // catchUp reads everything it needs through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [channelKey, confirmed, serialized]);

  // A save that did not get through is tried again after a growing wait, and at once when the connection returns
  // (TanStack Query's online state, which the app's queries follow too).
  useEffect(() => {
    if (!trouble) return undefined;
    const retry = () => void save(true);
    const timer = setTimeout(retry, Math.max(0, trouble.retryAt - Date.now()));
    const unsubscribe = onlineManager.subscribe((online) => {
      if (online) retry();
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
    // save reads everything it needs through refs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [trouble]);

  /** The submit of what is saved, as the next write in line. */
  const sendInLine = async (): Promise<boolean> => {
    const version = confirmed().saved;
    if (!version) return false;
    setPending('submit');
    try {
      await writes.submit(current(), version);
      settle();
      latest.current.onSubmitted(version.id);
      return true;
    } catch (error) {
      // Saved elsewhere since the user last looked: what is saved now comes into the form (merged as a save would),
      // and the user submits again once they have seen it, instead of sending answers they never saw.
      const caughtUp = latest.current.isStale(error)
        ? await catchUp(version.id).catch(() => undefined)
        : undefined;
      if (caughtUp !== 'closed')
        report(error, { submit: true, asked: true, created: true, caughtUp: caughtUp === 'current' });
      return false;
    } finally {
      setPending(null);
    }
  };

  const remove = () =>
    serialized(async () => {
      const id = confirmed().saved?.id;
      if (!id) return;
      setPending('delete');
      try {
        await writes.remove(id);
        settle();
        notifySuccess(notices.deleted);
        latest.current.onDeleted(id);
      } catch (error) {
        notifyError(error);
      } finally {
        setPending(null);
      }
    });

  /**
   * Deleted elsewhere while open here: on the user's request what the form holds becomes a new draft, created as a
   * first save is (docs/questionnaire-rules.md §4), instead of answers that can only be copied out by hand.
   */
  const saveAsNew = () => {
    const gone = confirmed().saved?.id;
    return serialized(async () => {
      // A second click queued behind the first finds the new draft and creates no third.
      if (confirmed().saved?.id !== gone) return;
      draft.forget();
      // The notice with the button that had the focus goes with the saved draft: the focus goes to the page's heading.
      if (await writeDraft('button')) focusHeading();
    });
  };

  const { setValue } = draft;
  const checks = useFieldChecks(
    options.definition,
    current,
    useCallback(
      (update: (previous: QuestionnaireAnswers) => QuestionnaireAnswers) =>
        setValue((previous) => update(previous) as T),
      [setValue],
    ),
  );
  const [confirmingSubmit, setConfirmingSubmit] = useState(false);
  const [submitAttempt, setSubmitAttempt] = useState(0);
  useEffect(() => {
    if (submitAttempt > 0) summary.current?.focus();
  }, [submitAttempt]);

  /**
   * The submit button: saves what is unsaved, a new document's first answers too (so that nothing is lost while the
   * user completes it), shows what is missing, else asks for the confirmation, which says what follows
   * (docs/questionnaire-rules.md §4).
   */
  const submit = () =>
    serialized(async () => {
      const complete = submitIssues(options.definition, current()).length === 0;
      const unsaved = !latest.current.same(current(), confirmed().value);
      if (unsaved || !confirmed().saved) {
        const saved = await writeDraft('submit');
        if (!saved && complete) return;
      }
      if (!complete) {
        checks.force();
        setSubmitAttempt((attempt) => attempt + 1);
        return;
      }
      setConfirmingSubmit(true);
    });

  /** The confirmed submit. */
  const send = () =>
    serialized(async () => {
      await sendInLine();
      setConfirmingSubmit(false);
    });

  const reload = async () => {
    const id = draft.saved?.id;
    if (!id) return;
    const fresh = await writes.fresh(id);
    if (fresh) draft.load(fresh.saved, fresh.value);
    setShown(null);
  };

  // A refusal the same answers would meet again waits for the user; while saves do not get through, the retry
  // schedule alone sends them (one schedule, as the status shows it).
  const held =
    options.autosaveOff === true ||
    (shown !== null && (isGone(shown.problem) || blocksAutosave(shown.problem)));
  useAutosave(draft.value, draft.dirty && !held && pending !== 'save' && trouble === null, () => save(true));

  // A step left, the page reloaded or switched away from, or the form left a moment after an answer saves it at once
  // (the request outlives the page: lib/api-client.ts), instead of offering it back on return (issue 54). Behind a
  // save on its way it waits for it, and then saves only what was typed since. Leaving tries even while the schedule
  // waits for its next try: it is the last chance this form has.
  const flushNow = useRef<(leaving: boolean) => Promise<SavedDraft | undefined> | undefined>(() => undefined);
  useLayoutEffect(() => {
    flushNow.current = (leaving) =>
      draft.dirty && !held && (leaving || trouble === null)
        ? serialized(() =>
            latest.current.same(current(), confirmed().value)
              ? Promise.resolve(confirmed().saved ?? undefined)
              : writeDraft('autosave'),
          )
        : undefined;
  });
  useEffect(() => {
    const hide = () => {
      if (document.visibilityState === 'hidden') void flushNow.current(false);
    };
    document.addEventListener('visibilitychange', hide);
    window.addEventListener('pagehide', hide);
    return () => {
      document.removeEventListener('visibilitychange', hide);
      window.removeEventListener('pagehide', hide);
    };
  }, []);
  // Whether leaving now would save, as the dialog says: not offline (the browser's flag too, before a save has found
  // it out), not while a refusal waits for the user.
  const savesOnLeave = !held && !trouble?.offline && onlineManager.isOnline();
  // The form goes (the user left it, through the dialog or with everything saved): what is unsaved is saved on the
  // way out. Once the server has what was left as it was, with no choice or offer open, the browser's copy goes (no
  // effect of this form runs any more); else the copy stays to be offered back, and if the save the dialog promised
  // did not get there a notice says so wherever the user is now.
  const leaveNow = useRef(() => undefined as void);
  useLayoutEffect(() => {
    leaveNow.current = () => {
      const left = current();
      const open = draft.conflicts.length > 0 || draft.localCopy !== null;
      const copy = draft.goneWith();
      void flushNow.current(true)?.then((next) => {
        copy(next !== undefined && !open && latest.current.same(confirmed().value, left));
        if (!next && savesOnLeave && !latest.current.same(current(), confirmed().value))
          notifyFailure(LEFT_NOT_SAVED_NOTICE);
      });
    };
  });
  useEffect(() => () => leaveNow.current(), []);

  // Asked before leaving (docs/questionnaire-rules.md §4), and told whether leaving saves. While the user is on the
  // way out a new draft's first save does not move the form's address, which would undo their navigation: it does
  // so once they stay.
  const leave = useLeaveGuard(draft.dirty, options.staysOnForm, { savesOnLeave });
  useLayoutEffect(() => {
    leavingNow.current = leave.leaving;
    const id = createdMeanwhile.current;
    if (leave.leaving || id === null) return;
    createdMeanwhile.current = null;
    latest.current.onCreated(id);
  }, [leave.leaving]);

  const reason =
    shown === null
      ? undefined
      : isGone(shown.problem)
        ? notices.gone.reason
        : shown.ofSubmit
          ? undefined
          : options.reasonOf(shown.problem);
  // A retry under way does not flicker to "saving": the status stays with the trouble until a save gets through.
  const status: SaveStatus = trouble
    ? trouble.offline
      ? { kind: 'offline' }
      : { kind: 'unreachable', retryAt: trouble.retryAt }
    : pending === 'save'
      ? { kind: 'saving' }
      : reason !== undefined
        ? { kind: 'refused', reason }
        : draft.dirty
          ? { kind: 'unsaved' }
          : draft.saved
            ? {
                kind: 'saved',
                at: draft.saved.updatedAt,
                by: draft.saved.by && draft.saved.by.id !== userId ? draft.saved.by.name : null,
              }
            : { kind: 'new' };

  return {
    ...draft,
    problem,
    save,
    /** The checks of each field as it is answered and left, and all of them after a blocked submit. */
    checks,
    /** Callback refs of the error summary and of a focusable element around the problem's notice. */
    summaryTarget: useCallback((element: HTMLElement | null) => void (summary.current = element), []),
    problemTarget: useCallback((element: HTMLElement | null) => void (problemNotice.current = element), []),
    submit,
    /** Saves what is unsaved now, as an autosave would later (a step left), unless a refusal or a retry waits. */
    flush: useCallback(() => void flushNow.current(false), []),
    /** The question before leaving with unsaved changes, rendered with the draft's dialogs (`useDraftDialogs`). */
    leaveDialog: leave.dialog,
    /** The confirmation of a complete, saved submit is open. */
    confirmingSubmit,
    cancelSubmit: () => setConfirmingSubmit(false),
    send,
    remove,
    saveAsNew,
    reload,
    /** What the save status says now. */
    status,
    saving: pending === 'save',
    sending: pending === 'submit',
    deleting: pending === 'delete',
  };
}
