import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useBlocker, useNavigate, type Location } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/** How long a draft's save may take, on the way out, before the dialog asks the user. */
const DRAFT_SAVE_WAIT_MS = 800;

/**
 * Asks before leaving a page with unsaved changes (docs/product.md §2): in-app navigation is held by the
 * router's blocker and a German dialog decides; closing or reloading the tab gets the browser's own prompt.
 * Returns the dialog, to be rendered by the form page. `staysOnForm` tells addresses that still show the same
 * form (the steps of a questionnaire), which need no confirmation. `saveDraft`: a draft form's save
 * (docs/questionnaire-rules.md §4). A navigation away from a draft starts it and goes on once it lands, without a
 * question; only a save that does not land at once brings the dialog, which says that the changes stay in this
 * browser instead of warning of a loss that does not happen, and still goes on once the save lands.
 */
export function useLeavePageConfirmation(
  when: boolean,
  staysOnForm?: (next: Location, current: Location) => boolean,
  saveDraft?: () => void,
): ReactNode {
  const keptInBrowser = saveDraft !== undefined;
  const navigate = useNavigate();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      !staysOnForm?.(nextLocation, currentLocation),
  );
  // Where the user asked to go, while a draft's save is on its way. A new draft's first save moves the page to the
  // draft's own address meanwhile, a move within the form that lets the held navigation go: the address stays here.
  const target = useRef<Location | null>(null);
  // The held navigation whose draft save has taken long enough to ask.
  const [waitedFor, setWaitedFor] = useState<string | null>(null);
  const wait = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const forget = () => {
    target.current = null;
    clearTimeout(wait.current);
  };
  useEffect(() => forget, []);
  useEffect(() => {
    const blocked = blocker.state === 'blocked';
    if (blocked && when) {
      if (target.current) return;
      const held = blocker.location;
      target.current = held;
      if (!saveDraft) return;
      saveDraft();
      wait.current = setTimeout(() => setWaitedFor(held.key), DRAFT_SAVE_WAIT_MS);
      return;
    }
    const to = target.current;
    if (saveDraft && to && !when) {
      // The draft's save landed: on to where the user asked.
      forget();
      if (blocked) blocker.reset();
      void navigate({ pathname: to.pathname, search: to.search, hash: to.hash }, { state: to.state });
    } else if (blocked) {
      // A navigation right after saving (reset and navigate in one handler) meets the blocker before the clean state
      // has rendered; once it has, nothing is unsaved and it goes through.
      forget();
      blocker.proceed();
    } else if (!saveDraft || !when) forget();
  }, [blocker, when, navigate, saveDraft]);

  useEffect(() => {
    if (!when) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked' && when && (!keptInBrowser || waitedFor === blocker.location.key)}
      title="Ungespeicherte Änderungen"
      message={
        keptInBrowser
          ? 'Ihre letzten Änderungen sind noch nicht gespeichert. Sie bleiben in diesem Browser erhalten, und wir bieten sie Ihnen an, wenn Sie den Entwurf wieder öffnen.'
          : 'Sie haben Änderungen, die noch nicht gespeichert sind. Wenn Sie die Seite verlassen, gehen sie verloren.'
      }
      confirmLabel="Seite verlassen"
      cancelLabel="Auf der Seite bleiben"
      danger={!keptInBrowser}
      onConfirm={() => {
        forget();
        blocker.proceed?.();
      }}
      onCancel={() => {
        forget();
        blocker.reset?.();
      }}
    />
  );
}
