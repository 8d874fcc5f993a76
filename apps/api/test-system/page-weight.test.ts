// The page-weight budget (docs/decisions/067-page-weight-budget.md): the gzipped JavaScript and CSS that each public
// page and the questionnaire screen load up front, from the build's manifest, against the numbers kept in
// apps/web/page-weight.json. A page that grows past its number fails here; a number is raised only by a reviewed
// change that says why, and lowered when a page shrinks, so that the margin never hides a regression.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { publicRouteModules } from '../src/plugins/route-preload';
import { repoRoot, requireBuiltApi } from './support/api-server';

type Chunk = { file: string; imports?: string[]; css?: string[] };
type Weight = { js: number; css: number };

const dist = path.join(repoRoot, 'apps/web/dist');
const budgetFile = path.join(repoRoot, 'apps/web/page-weight.json');
/** Every number leaves at most this much room above what the page weighs now. */
const MAX_MARGIN = 4 * 1024;

/** The route modules measured: the public pages and the screen respondents spend their hours in. */
const measured: Record<string, string> = {
  ...publicRouteModules,
  questionnaire: 'src/app/routes/questionnaire.tsx',
};

/** The bytes a page loads before it runs: the entry and the route's chunk with their static imports and CSS. */
function weigh(manifest: Record<string, Chunk>, key: string): Weight {
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  visit(key);
  const weight = { js: 0, css: 0 };
  for (const file of files) {
    const bytes = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length;
    weight[file.endsWith('.css') ? 'css' : 'js'] += bytes;
  }
  return weight;
}

describe('page weight', () => {
  it('stays within the budget of every public page and the questionnaire screen, with the budget kept tight', () => {
    requireBuiltApi();
    const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<
      string,
      Chunk
    >;
    const { pages: budget } = JSON.parse(readFileSync(budgetFile, 'utf8')) as {
      pages: Record<string, Weight>;
    };
    const actual = Object.fromEntries(
      Object.entries(measured).map(([page, key]) => {
        expect(manifest[key], `${key} is a chunk of the build`).toBeDefined();
        return [page, weigh(manifest, key)];
      }),
    );
    const report = JSON.stringify(actual, null, 2);
    expect(Object.keys(budget).toSorted(), 'one number per page measured').toEqual(
      Object.keys(actual).toSorted(),
    );
    for (const [page, weight] of Object.entries(actual)) {
      for (const kind of ['js', 'css'] as const) {
        const allowed = budget[page]![kind];
        const what = `${page}: ${kind} ${weight[kind]} bytes gzipped against ${allowed} (now: ${report})`;
        expect(weight[kind], `over budget, ${what}`).toBeLessThanOrEqual(allowed);
        expect(allowed - weight[kind], `budget too loose, lower it: ${what}`).toBeLessThanOrEqual(MAX_MARGIN);
      }
    }
  });
});
