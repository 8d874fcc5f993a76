import { useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type Location } from 'react-router';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Asks before leaving a page with unsaved changes (docs/product.md §2): in-app navigation is held by the
 * router's blocker and a German dialog decides; closing or reloading the tab gets the browser's own prompt.
 * Returns the dialog, to be rendered by the form page. `staysOnForm` tells addresses that still show the same
 * form (the steps of a questionnaire), which need no confirmation. `keptInBrowser`: a draft form, whose unsaved
 * changes stay in this browser and are offered back on return (docs/questionnaire-rules.md §4); the dialog says so
 * instead of warning of a loss that does not happen.
 */
export function useLeavePageConfirmation(
  when: boolean,
  staysOnForm?: (next: Location, current: Location) => boolean,
  keptInBrowser = false,
): ReactNode {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search) &&
      !staysOnForm?.(nextLocation, currentLocation),
  );

  // A navigation right after saving (reset and navigate in one handler) meets the blocker before the clean
  // state has rendered; once it has, nothing is unsaved any more and the navigation goes through. A draft's dialog
  // the user has seen stays until they answer it, also when its autosave gets through meanwhile: it then says so.
  // Another form turns clean only by its own save or a reset, and goes on as before.
  const asked = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked') asked.current = false;
    else if (when) asked.current = true;
    else if (!asked.current || !keptInBrowser) blocker.proceed();
  }, [blocker, when, keptInBrowser]);
  const savedMeanwhile = blocker.state === 'blocked' && !when && keptInBrowser;

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
      opened={blocker.state === 'blocked'}
      title={savedMeanwhile ? 'Änderungen gespeichert' : 'Ungespeicherte Änderungen'}
      message={
        savedMeanwhile
          ? 'Ihre Änderungen sind inzwischen gespeichert. Sie können die Seite verlassen.'
          : keptInBrowser
            ? 'Ihre letzten Änderungen sind noch nicht gespeichert. Sie bleiben in diesem Browser erhalten, und wir bieten sie Ihnen an, wenn Sie den Entwurf wieder öffnen.'
            : 'Sie haben Änderungen, die noch nicht gespeichert sind. Wenn Sie die Seite verlassen, gehen sie verloren.'
      }
      confirmLabel="Seite verlassen"
      cancelLabel="Auf der Seite bleiben"
      danger={!keptInBrowser && !savedMeanwhile}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
    />
  );
}
