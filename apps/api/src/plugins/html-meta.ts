import { documentTitle, routeMetaFor, SITE_NAME, type RouteMeta } from '@cert/domain';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function metaTags(meta: RouteMeta, canonical: string): string {
  const title = documentTitle(meta);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    `<meta property="og:type" content="${meta.ogType ?? 'website'}">`,
    `<meta property="og:site_name" content="${escapeHtml(SITE_NAME)}">`,
    `<meta property="og:locale" content="de_DE">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(canonical)}">`,
    `<meta name="twitter:card" content="summary">`,
  ];
  if (meta.noIndex) tags.push('<meta name="robots" content="noindex">');
  return tags.map((tag) => `    ${tag}`).join('\n');
}

/**
 * Renders the SPA's index.html for a path with that route's title, description, sharing tags and
 * canonical address, so crawlers that run no JavaScript see them. The SPA keeps them current afterwards.
 * `preloads` adds tags for the path's own chunks (route-preload.ts).
 */
export function createHtmlRenderer(
  indexHtml: string,
  publicUrl: string,
  preloads: (pathname: string) => string[] = () => [],
) {
  const stripped = indexHtml
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  if (!/<\/head>/i.test(stripped)) throw new Error('index.html has no </head>');
  const cache = new Map<string, string>();
  return (pathname: string): string => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    let html = cache.get(path);
    if (html === undefined) {
      const head = [
        metaTags(routeMetaFor(path), publicUrl + path),
        ...preloads(path).map((tag) => `    ${tag}`),
      ];
      html = stripped.replace(/<\/head>/i, `${head.join('\n')}\n  </head>`);
      // Only a bounded set of paths is cached; any other path is rendered anew (cheap) so the cache cannot grow.
      if (cache.size < 200) cache.set(path, html);
    }
    return html;
  };
}
