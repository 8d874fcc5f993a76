import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { publicPagePaths, publicRouteMeta } from '@cert/domain/site/route-meta';

/**
 * The lazy route module of each public page, as the web app's router imports it (from the domain's one table of
 * public routes; bench/bundle.mjs reads this one). Public pages are what visitors and crawlers land on first.
 * @internal
 */
export const publicRouteModules: Record<string, string> = Object.fromEntries(
  publicPagePaths.map((route) => [route, `src/app/routes/${publicRouteMeta[route]!.module}`]),
);

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * Preload tags for a public page's route chunk and its static imports, from the Vite manifest, so the browser
 * fetches them together with the entry instead of after the entry has run (one round trip less before the
 * page's content). Chunks index.html already loads are left out. Without a manifest (or for other paths):
 * no tags.
 */
export function routePreloads(distDir: string): (pathname: string) => string[] {
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return () => [];
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const closure = (key: string, seen = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return seen;
    seen.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, seen);
    return seen;
  };
  const inIndex = closure('index.html');
  const tags = new Map<string, string[]>();
  for (const [route, key] of Object.entries(publicRouteModules)) {
    if (!manifest[key]) continue;
    const keys = [...closure(key)].filter((k) => !inIndex.has(k));
    const scripts = keys.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]!.file}">`);
    const styles = keys
      .flatMap((k) => manifest[k]!.css ?? [])
      .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
    tags.set(route, [...scripts, ...styles]);
  }
  return (pathname) => tags.get(pathname) ?? [];
}
