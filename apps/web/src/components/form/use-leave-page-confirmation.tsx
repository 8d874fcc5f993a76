import { useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type Location } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * A draft form (components/draft-editor): its unsaved changes stay in this browser and are offered back on return
 * (docs/questionnaire-rules.md §4), so the dialog says so instead of warning of a loss that does not happen.
 * `savesOnLeave`: leaving saves them on the way out, so the dialog offers exactly that.
 */
type DraftLeave = { savesOnLeave: boolean };

/**
 * Asks before leaving a page with unsaved changes (docs/product.md §2): in-app navigation is held by the
 * router's blocker and a German dialog decides; closing or reloading the tab gets the browser's own prompt.
 * `staysOnForm` tells addresses that still show the same form (the steps of a questionnaire), which need no
 * confirmation. Returns the dialog, to be rendered by the form page, and whether the user is on the way out: asked,
 * or gone on while the next page loads (a draft then does not move its own address, which would lead them back).
 */
export function useLeaveGuard(
  when: boolean,
  staysOnForm?: (next: Location, current: Location) => boolean,
  draft?: DraftLeave,
): { dialog: ReactNode; leaving: boolean } {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      !staysOnForm?.(nextLocation, currentLocation),
  );
  // Asked, or gone on (`proceeding` lasts while the next page's code loads). A form with unsaved changes is held
  // whenever it is left, so nothing is on its way out without passing here.
  const leaving = blocker.state !== 'unblocked';

  // A navigation right after saving (reset and navigate in one handler) meets the blocker before the clean
  // state has rendered; once it has, nothing is unsaved any more and the navigation goes through. A draft's dialog
  // the user has seen stays until they answer it, also when its autosave gets through meanwhile: it then says so.
  // Another form turns clean only by its own save or a reset, and goes on as before.
  const asked = useRef(false);
  const kept = draft !== undefined;
  useEffect(() => {
    if (blocker.state !== 'blocked') asked.current = false;
    else if (when) asked.current = true;
    else if (!asked.current || !kept) blocker.proceed();
  }, [blocker, when, kept]);
  const savedMeanwhile = blocker.state === 'blocked' && !when && kept;

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

  const dialog = (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={savedMeanwhile ? 'Änderungen gespeichert' : 'Ungespeicherte Änderungen'}
      message={
        savedMeanwhile
          ? 'Ihre Änderungen sind inzwischen gespeichert. Sie können die Seite verlassen.'
          : !draft
            ? 'Sie haben Änderungen, die noch nicht gespeichert sind. Wenn Sie die Seite verlassen, gehen sie verloren.'
            : draft.savesOnLeave
              ? 'Ihre letzten Änderungen sind noch nicht gespeichert. Wenn Sie die Seite verlassen, werden sie dabei gespeichert; gelingt das nicht, bleiben sie in diesem Browser erhalten.'
              : 'Ihre letzten Änderungen sind noch nicht gespeichert. Sie bleiben in diesem Browser erhalten, und wir bieten sie Ihnen an, wenn Sie den Entwurf wieder öffnen.'
      }
      confirmLabel={draft?.savesOnLeave && !savedMeanwhile ? 'Speichern und verlassen' : 'Seite verlassen'}
      cancelLabel="Auf der Seite bleiben"
      danger={!kept && !savedMeanwhile}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
  return { dialog, leaving };
}

/** The question before leaving a form whose unsaved changes would be lost (useLeaveGuard). */
export const useLeavePageConfirmation = (when: boolean): ReactNode => useLeaveGuard(when).dialog;
