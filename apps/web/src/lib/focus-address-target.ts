import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * A link to a field (the error summary, "Ändern", a conflict at the save status) or to a part of a page (the office's
 * notice of a case study) focuses it once it is shown, each time it is followed. The page frame first moves the
 * focus to a new page's heading, so this waits a tick.
 */
export function useFocusAddressTarget(): void {
  const location = useLocation();
  useEffect(() => {
    const target = location.hash.slice(1);
    if (!target) return undefined;
    const timer = setTimeout(() => {
      const element = document.getElementById(decodeURIComponent(target));
      if (!element) return;
      // A field in the middle of the screen, with its label and help; a taller part of the page from its top.
      element.scrollIntoView({ block: element.offsetHeight > window.innerHeight / 2 ? 'start' : 'center' });
      element.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [location.hash, location.key]);
}
