import { useSearchParams } from 'react-router';

/**
 * A screen's view kept in the address (`?from=…&to=…`), so that it can be bookmarked and sent: the given keys read
 * from the query string (empty ones left out) and a setter that writes exactly those keys.
 */
export function useViewInAddress<Key extends string>(
  keys: readonly Key[],
): [Partial<Record<Key, string>>, (next: Partial<Record<Key, string | undefined>>) => void] {
  const [params, setParams] = useSearchParams();
  const view = Object.fromEntries(
    keys.flatMap((key) => {
      const value = params.get(key);
      return value ? [[key, value]] : [];
    }),
  ) as Partial<Record<Key, string>>;
  const setView = (next: Partial<Record<Key, string | undefined>>) =>
    setParams(
      new URLSearchParams(
        keys.flatMap((key) => {
          const value = next[key];
          return value ? [[key, value]] : [];
        }),
      ),
    );
  return [view, setView];
}
