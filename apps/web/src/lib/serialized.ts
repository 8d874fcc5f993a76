import { useCallback, useRef } from 'react';

/**
 * Runs a form's writes one after another, in the order they were asked for: a submit clicked while a save is on
 * its way (or an autosave while the user saves) starts only once that save has answered, so it writes with the id
 * and version the save returned instead of creating the document a second time or colliding with its own save.
 * A failed write does not stop the next one.
 */
export function useSerialized(): <T>(write: () => Promise<T>) => Promise<T> {
  const last = useRef<Promise<unknown>>(Promise.resolve());
  return useCallback(<T>(write: () => Promise<T>): Promise<T> => {
    const result = last.current.then(write);
    last.current = result.catch(() => undefined);
    return result;
  }, []);
}
