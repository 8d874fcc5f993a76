// The server's entry opens the database before it loads the framework and the modules (docs/decisions/074-start-the-
// database-first.md): the built server.js, with the chunks it imports statically, loads no package of the web
// framework and not PGlite, which runs on its own thread; they come with the import() of the rest. A bundle that
// hoisted them again would start the database's thread only after they loaded, and fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { repoRoot, requireBuiltApi } from './support/api-server';

const dist = path.join(repoRoot, 'apps/api/dist');

/** The packages `file` and the chunks it imports statically load before its code runs; `import()`s not followed. */
function staticPackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const code = readFileSync(path.join(dist, file), 'utf8');
  // esbuild's output: `import … from "x";` or `import "x";` at the start of a line, never inside an expression.
  for (const [, specifier = ''] of code.matchAll(
    /^(?:import|} from|export \*? ?from)[^"\n]*"([^"]+)";?$/gm,
  )) {
    if (specifier.startsWith('./')) {
      for (const name of staticPackages(specifier.slice(2), seen)) packages.add(name);
    } else packages.add(specifier);
  }
  return packages;
}

beforeAll(requireBuiltApi);

it('server.js loads the configuration and the database client, not the framework nor PGlite, before it opens the database', () => {
  const packages = [...staticPackages('server.js')];
  // What the entry needs: the configuration's schema; the test would pass on an empty set.
  expect(packages).toContain('zod');
  // drizzle's PGlite driver loads PGlite's module: it comes with the database's opening, not before it.
  expect(
    packages.filter((name) => /^(fastify|@fastify\/|@electric-sql\/pglite|drizzle-orm\/pglite)/.test(name)),
  ).toEqual([]);
  // And the rest is there to be imported: the framework comes with it.
  const later = readFileSync(path.join(dist, 'server.js'), 'utf8').match(/import\("\.\/([^"]+)"\)/)?.[1];
  expect(later).toBeDefined();
  expect([...staticPackages(later!)]).toContain('fastify');
});
