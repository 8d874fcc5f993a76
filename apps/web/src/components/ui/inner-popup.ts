import { createContext, useContext, useEffect } from 'react';

/** The open popups inside a dialog (components/ui/dialog.tsx), which keeps Escape for them while any is open. */
export const InnerPopups = createContext<((change: (count: number) => number) => void) | null>(null);

/**
 * A popup (a date field's calendar) that Escape closes while it is open, inside a dialog or not, wherever the focus
 * is: a click on its background leaves the focus on the page, where the popup's own keys do not hear it.
 * `close` should keep its identity between renders.
 */
export function useInnerPopup(opened: boolean, close: () => void) {
  const count = useContext(InnerPopups);
  useEffect(() => {
    if (!opened || !count) return undefined;
    count((open) => open + 1);
    return () => count((open) => open - 1);
  }, [opened, count]);
  useEffect(() => {
    if (!opened) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.isComposing) close();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [opened, close]);
}
