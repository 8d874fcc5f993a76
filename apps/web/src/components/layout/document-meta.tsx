import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { PAGE_META_DEBOUNCE_MS } from '@cert/domain';
import { documentTitle, isRouteHandle } from '@/lib/route-meta';

const DEFAULT_DESCRIPTION =
  'Zertifizierungsplattform für Innovation in der öffentlichen Beschaffung: Öffentliche Auftraggeber und Unternehmen weisen ihre Innovationskompetenz nach und erhalten Handlungsempfehlungen.';

/** Applies the title and description of the deepest matched route that declares them (spec §2, debounced). */
export function DocumentMeta() {
  const matches = useMatches();
  const handle = matches
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const title = documentTitle(handle?.title);
  const description = handle?.description ?? DEFAULT_DESCRIPTION;

  useEffect(() => {
    const timer = window.setTimeout(() => {
      document.title = title;
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    }, PAGE_META_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [title, description]);

  return null;
}
