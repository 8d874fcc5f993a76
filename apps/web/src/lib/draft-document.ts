import {
  editsSince,
  mergeAnswerEdits,
  type AnswerConflict,
  type AnswerEdits,
  type AnswerField,
  type QuestionnaireAnswers,
} from '@cert/domain';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { draftCopies } from './app-storage';
import { useCurrentUserId } from './current-user';
import { notifyError, notifySuccess } from './notify';
import { useSerialized } from './serialized';

/** What the server confirmed of a draft: its id, the version the next write must name, and when it was saved. */
export type SavedDraft = { id: string; version: number; updatedAt: string };

type Confirmed<T> = { saved: SavedDraft | null; value: T };

/** What the server says of a stored draft (a questionnaire or a case study), as the form keeps it. */
export const savedDraftOf = (stored: { _id: string; version: number; updatedAt: string }): SavedDraft => ({
  id: stored._id,
  version: stored.version,
  updatedAt: stored.updatedAt,
});

/**
 * The state a draft form keeps (a questionnaire, a case study; docs/questionnaire-rules.md §4): what the user sees, what the
 * server last confirmed, and the form's writes in line (lib/serialized.ts). A write queued behind a save reads the id
 * and version that save confirmed (`confirmed()`) and the value as typed by the time it runs (`current()`), not the
 * ones of the render that queued it. The writes themselves (their API, their refusals) stay with each form.
 *
 * What the server has not confirmed yet is also kept in this browser under the user's id, `start.local` (the kind of
 * document, e.g. `questionnaire:procurement-office`) and the draft's id (`neu` before its first save), until the server
 * confirms it: the changed fields only, each with the answer it changed from. A copy found on opening whose changes
 * the server does not have yet is offered back (`localCopy`): after a crash, a lost connection or an expired session
 * nothing typed is lost. Restoring merges it field by field with what the form holds now (`mergeAnswerEdits`), so a
 * saved answer is never replaced by an older one; a field changed on both sides is put to the user. While the user
 * has not decided, the copy keeps its changes beside everything typed since (docs/decisions/036-local-draft-copies.md).
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
  const serialized = useSerialized();

  /** The server stored `sent` as `next`. */
  const confirm = useCallback((next: SavedDraft, sent: T) => {
    confirmedRef.current = { saved: next, value: sent };
    setSaved(next);
    setSavedValue(sent);
  }, []);
  /** Nothing the user typed is left unsaved (it was submitted or deleted): leaving the page asks nothing. */
  const settle = useCallback(() => {
    confirmedRef.current = { ...confirmedRef.current, value: latest.current };
    setSavedValue(latest.current);
  }, []);
  /** The server's current copy replaces what the user sees (after a conflict). */
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

  const userId = useCurrentUserId();
  const storageKey = userId && start.local ? `${userId}:${start.local}:${saved?.id ?? 'neu'}` : null;
  /** A copy found on opening, not decided on yet: offered (`at`), or after restoring, its conflicting fields. */
  const [undecided, setUndecided] = useState<{ edits: AnswerEdits; at: string } | null>(null);
  const [conflicts, setConflicts] = useState<AnswerConflict[]>([]);
  const checkedKey = useRef<string | null>(null);
  const writtenKey = useRef<string | null>(null);
  useEffect(() => {
    if (!storageKey) return;
    if (checkedKey.current !== storageKey) {
      // Only the document as opened can have a copy from before; a new draft's first save only renames it.
      const opening = checkedKey.current === null;
      checkedKey.current = storageKey;
      const copy = opening ? draftCopies.get(storageKey) : null;
      if (copy) {
        const merged = mergeAnswerEdits(copy.edits.base, copy.edits.value, latest.current);
        // A copy whose changes the server already has is dropped without a word.
        if (merged.conflicts.length > 0 || !same(merged.answers as T, latest.current)) {
          setUndecided({ edits: copy.edits, at: copy.at });
          return;
        }
      }
    }
    if (writtenKey.current && writtenKey.current !== storageKey) draftCopies.remove(writtenKey.current);
    writtenKey.current = storageKey;
    const edits = editsSince(savedValue, value, undecided?.edits);
    if (edits) draftCopies.set(storageKey, edits);
    else draftCopies.remove(storageKey);
  }, [storageKey, value, savedValue, undecided, same]);

  /** Decides one conflicting field: the answer from this browser, or the saved one (undefined). */
  const decide = useCallback((field: AnswerField, mine?: { value: unknown }) => {
    const matches = (other: AnswerField) => other.section === field.section && other.key === field.key;
    if (mine) {
      const next = {
        ...latest.current,
        [field.section]: { ...latest.current[field.section], [field.key]: mine.value },
      } as T;
      latest.current = next;
      setValue(next);
    }
    setConflicts((open) => open.filter((conflict) => !matches(conflict)));
    setUndecided((found) => {
      if (!found) return null;
      const edits = withoutField(found.edits, field);
      const left = Object.values(edits.value).some((values) => Object.keys(values ?? {}).length > 0);
      return left ? { ...found, edits } : null;
    });
  }, []);

  const localCopy = undecided
    ? {
        /** When the copy was last written in this browser. */
        at: undecided.at,
        /** The fields changed here and saved differently since, once the copy is restored. */
        conflicts,
        /** Brings the copy's changes into the form, field by field; they are saved like anything typed. */
        restore: () => {
          const merged = mergeAnswerEdits(undecided.edits.base, undecided.edits.value, latest.current);
          latest.current = merged.answers as T;
          setValue(merged.answers as T);
          setConflicts(merged.conflicts);
          const open = merged.conflicts.reduce<AnswerEdits>(
            (edits, field) => withField(edits, field, undecided.edits),
            { base: {}, value: {} },
          );
          setUndecided(merged.conflicts.length > 0 ? { ...undecided, edits: open } : null);
        },
        keepMine: (conflict: AnswerConflict) => decide(conflict, { value: conflict.mine }),
        keepSaved: (conflict: AnswerConflict) => decide(conflict),
        discard: () => {
          setConflicts([]);
          setUndecided(null);
        },
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
    load,
    serialized,
    /** Something typed is not saved yet. */
    dirty,
    /** Answers found in this browser that the server never confirmed, to restore or discard; null without any. */
    localCopy,
  };
}

/** `edits` with the field of `from` added. */
function withField(edits: AnswerEdits, { section, key }: AnswerField, from: AnswerEdits): AnswerEdits {
  return {
    base: { ...edits.base, [section]: { ...edits.base[section], [key]: from.base[section]?.[key] } },
    value: { ...edits.value, [section]: { ...edits.value[section], [key]: from.value[section]?.[key] } },
  };
}

/** `edits` without one field. */
function withoutField(edits: AnswerEdits, { section, key }: AnswerField): AnswerEdits {
  const drop = (answers: QuestionnaireAnswers) => {
    const values = { ...answers[section] };
    delete values[key];
    return { ...answers, [section]: values };
  };
  return { base: drop(edits.base), value: drop(edits.value) };
}

/** How long after the last change a draft saves itself. */
export const AUTOSAVE_DELAY_MS = 2000;

/**
 * Saves a draft `AUTOSAVE_DELAY_MS` after its last change while `enabled`, from the first answer on: a new draft is
 * created then, so that nothing typed waits for a button (docs/questionnaire-rules.md §4). `save` runs as it is at
 * that moment; a change meanwhile starts the wait anew.
 */
function useAutosave(value: unknown, enabled: boolean, save: () => Promise<unknown>): void {
  const latestSave = useRef(save);
  useLayoutEffect(() => {
    latestSave.current = save;
  }, [save]);
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setTimeout(() => void latestSave.current(), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, enabled]);
}

/** A draft as the server returns it: enough to know its id, version and save time. */
type StoredDraft = { _id: string; version: number; updatedAt: string };

type DraftFormOptions<T extends QuestionnaireAnswers, P> = {
  start: { value: () => T; saved: SavedDraft | null; local?: string };
  same: (a: T, b: T) => boolean;
  /** The document's calls: create or update, submit, delete, and its current copy after a conflict. */
  writes: {
    save: (value: T, saved: SavedDraft | null) => Promise<StoredDraft>;
    submit: (value: T, saved: SavedDraft) => Promise<unknown>;
    remove: (id: string) => Promise<unknown>;
    /** The server's copy now; null when it is no longer a draft (the screen then shows it as it is). */
    fresh: (id: string) => Promise<{ stored: StoredDraft; value: T } | null>;
  };
  /** The problem a refused write shows on the form; undefined leaves it to the app's notice. */
  problemOf: (error: unknown, write: { submit: boolean; silent: boolean; created: boolean }) => P | undefined;
  /** A problem autosave waits on (a conflict waits for the reload); others are tried again with the next change. */
  blocksAutosave: (problem: P) => boolean;
  /** No autosave: a read-only record, or a new draft that has nowhere to be created yet. */
  autosaveOff?: boolean;
  onCreated: (id: string) => void;
  onSubmitted: (id: string) => void;
  onDeleted: (id: string) => void;
  notices: { saved: string; deleted: string };
};

/**
 * One draft form's state and writes, for questionnaires and case studies alike (docs/questionnaire-rules.md §4):
 * useDraftDocument's value, versions and local copy; the save (manual or automatic, from the first answer), which
 * creates the draft the first time; the submit and the delete; the reload after a conflict. Every write runs in line
 * (`serialized`); `writeDraft` and `sendInLine` are the steps a form composes its own submit flow from, inside
 * `serialized`. A refused write becomes the form's problem by `problemOf`.
 */
export function useDraftForm<T extends QuestionnaireAnswers, P>(options: DraftFormOptions<T, P>) {
  const { writes, problemOf, blocksAutosave, notices } = options;
  const draft = useDraftDocument(options.start, options.same);
  const { current, confirmed, confirm, settle, serialized } = draft;
  const [problem, setProblem] = useState<P | null>(null);
  const [pending, setPending] = useState<'save' | 'submit' | 'delete' | null>(null);
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  const report = (error: unknown, write: { submit: boolean; silent: boolean; created: boolean }) => {
    const shown = problemOf(error, write);
    if (shown === undefined) notifyError(error);
    else setProblem(shown);
  };

  /** One save, as the next write in line (callers inside serialized() call it directly). */
  const writeDraft = async (silent: boolean): Promise<SavedDraft | undefined> => {
    const sent = current();
    const before = confirmed().saved;
    setPending('save');
    try {
      const next = savedDraftOf(await writes.save(sent, before));
      confirm(next, sent);
      setProblem(null);
      if (!before) latest.current.onCreated(next.id);
      if (!silent) notifySuccess(notices.saved);
      return next;
    } catch (error) {
      report(error, { submit: false, silent, created: before !== null });
      return undefined;
    } finally {
      setPending(null);
    }
  };
  const save = (silent: boolean) => serialized(() => writeDraft(silent));

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
      report(error, { submit: true, silent: false, created: true });
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

  const reload = async () => {
    const id = draft.saved?.id;
    if (!id) return;
    const fresh = await writes.fresh(id);
    if (fresh) draft.load(savedDraftOf(fresh.stored), fresh.value);
    setProblem(null);
  };

  const autosaveBlocked =
    options.autosaveOff === true || (problem !== null && blocksAutosave(problem)) || pending === 'save';
  useAutosave(draft.value, draft.dirty && !autosaveBlocked, () => save(true));

  return {
    ...draft,
    problem,
    save,
    writeDraft,
    sendInLine,
    remove,
    reload,
    saving: pending === 'save',
    sending: pending === 'submit',
    deleting: pending === 'delete',
  };
}
