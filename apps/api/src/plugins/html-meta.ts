import {
  documentTitle,
  routeMetaFor,
  SITE_CONFIG_ELEMENT_ID,
  SITE_NAME,
  type RouteMeta,
  type SiteConfig,
} from '@cert/domain';

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

/** A `<link rel="stylesheet">` as Vite writes it into index.html; the first group is its href. */
export const stylesheetLink = /<link\s+rel="stylesheet"[^>]*?\shref="([^"]+)"[^>]*>/gi;

/** The entry's module script as Vite writes it into index.html; the first group is its src. */
const entryScript = /<script\s+type="module"[^>]*?\ssrc="([^"]+)"[^>]*><\/script>/i;
/** Loads the entry named in its data-entry after the first paint (apps/web/public). */
const afterPaintLoader = '/entry-after-paint.js';

/**
 * The site configuration as a JSON data block, which the app reads before its first render (apps/web
 * lib/site-config). A data block is not run (the CSP allows no inline script); `<` is escaped so that no value can
 * end the element.
 */
function siteConfigBlock(site: SiteConfig): string {
  const json = JSON.stringify(site).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SITE_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/** Public pages rendered to HTML at start (spa.ts, from the build's server bundle), for the first paint. */
export type Prerendered = {
  /** The markup of `#root` per path. */
  pages: Record<string, string>;
  /** The text of stylesheets index.html links, by their href: inlined into prerendered pages. */
  styles: Record<string, string>;
};

/**
 * Renders the SPA's index.html for a path with that route's title, description, sharing tags and
 * canonical address, so crawlers that run no JavaScript see them. The SPA keeps them current afterwards.
 * `preloads` adds tags for the path's own chunks (route-preload.ts). With `content`, a prerendered page gets
 * its markup in `#root` and the app's stylesheet inline, so it paints before any script or stylesheet has
 * loaded; its entry script loads only after that first paint and then hydrates the page (ADR 010).
 */
export function createHtmlRenderer(
  indexHtml: string,
  publicUrl: string,
  site: SiteConfig,
  preloads: (pathname: string) => string[] = () => [],
  prerendered: Prerendered = { pages: {}, styles: {} },
) {
  const stripped = indexHtml
    .replace(/\s*<title>[\s\S]*?<\/title>/i, '')
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '');
  if (!/<\/head>/i.test(stripped)) throw new Error('index.html has no </head>');
  const emptyRoot = '<div id="root"></div>';
  if (Object.keys(prerendered.pages).length > 0 && !stripped.includes(emptyRoot)) {
    throw new Error(`index.html has no ${emptyRoot} for the prerendered pages`);
  }
  const inlineStyles = (html: string) =>
    html.replace(stylesheetLink, (link, href: string) => {
      const css = prerendered.styles[href];
      // A stylesheet that could end the element early stays a link.
      if (css === undefined || /<\/style/i.test(css)) return link;
      // The link stays, disabled (neither fetched nor applied): Vite's loader of lazy chunks looks for it and
      // would otherwise add the stylesheet again, after the styles those chunks brought, overriding them.
      return `<style>${css}</style>${link.replace(/>$/, ' disabled>')}`;
    });
  const cache = new Map<string, string>();
  return (pathname: string, { content = true }: { content?: boolean } = {}): string => {
    const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    // Only the exact address: the markup shows it (e.g. the sign-in link's way back), and hydration must match.
    const page = content ? prerendered.pages[pathname] : undefined;
    const key = `${page === undefined ? '' : 'content:'}${path}`;
    let html = cache.get(key);
    if (html === undefined) {
      const head = [
        metaTags(routeMetaFor(path), publicUrl + path),
        `    ${siteConfigBlock(site)}`,
        ...preloads(path).map((tag) => `    ${tag}`),
      ];
      html = stripped.replace(/<\/head>/i, `${head.join('\n')}\n  </head>`);
      if (page !== undefined) {
        html = inlineStyles(html)
          .replace(
            entryScript,
            (_, src: string) => `<script defer src="${afterPaintLoader}" data-entry="${src}"></script>`,
          )
          .replace(emptyRoot, () => `<div id="root">${page}</div>`);
      }
      // Only a bounded set of paths is cached; any other path is rendered anew (cheap) so the cache cannot grow.
      if (cache.size < 200) cache.set(key, html);
    }
    return html;
  };
}
