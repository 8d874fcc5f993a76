import { createContext, useContext, useEffect } from 'react';

/** The open popups inside a dialog (components/ui/dialog.tsx), which keeps Escape for them while any is open. */
export const InnerPopups = createContext<((change: (count: number) => number) => void) | null>(null);

/** A popup (a date field's calendar) that Escape closes while it is open, inside a dialog or not. */
export function useInnerPopup(opened: boolean) {
  const count = useContext(InnerPopups);
  useEffect(() => {
    if (!opened || !count) return undefined;
    count((open) => open + 1);
    return () => count((open) => open - 1);
  }, [opened, count]);
}
