// The benchmarks load our TypeScript modules with `await import(…)` once tsx's loader is registered, which the lint
// cannot follow (bench/README.md). This test follows them, and checks the API paths they write out against the
// operations the API serves, so that a name gone from one of our modules or a moved route fails every CI run instead
// of the benchmark's next measurement (a benchmark had rotted both ways unseen).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const benchFiles = ['bench', 'bench/lib'].flatMap((folder) =>
  readdirSync(path.join(root, folder))
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => path.join(root, folder, name)),
);

type Use = { file: string; module: string; names: string[] };

/**
 * The names a benchmark takes from our modules by a dynamic import: `const { a, b: c } = await import('…')`, and
 * for `const ns = await import('…')` every `ns.name` it uses. The module is given as a literal (relative to the file,
 * or `@cert/…`) or as `pathToFileURL(path.join(root, '…')).href`; other specifiers are dependencies' and not ours.
 */
function usesOf(file: string): Use[] {
  const text = readFileSync(file, 'utf8');
  const imports =
    /const\s+(\{[^}]*\}|\w+)\s*=\s*await\s+import\(\s*(?:'([^']+)'|pathToFileURL\(path\.join\(root,\s*'([^']+)'\)\)\.href)\s*\)/g;
  const uses: Use[] = [];
  for (const [, binding, literal, fromRoot] of text.matchAll(imports)) {
    let module: string;
    if (fromRoot) module = path.join(root, fromRoot);
    else if (literal!.startsWith('.')) module = path.resolve(path.dirname(file), literal!);
    else if (literal!.startsWith('@cert/')) module = literal!;
    else continue;
    const names = binding!.startsWith('{')
      ? binding!
          .slice(1, -1)
          .split(',')
          .map((part) => part.split(':')[0]!.trim())
          .filter((name) => name !== '')
      : [...new Set([...text.matchAll(new RegExp(`\\b${binding}\\.(\\w+)`, 'g'))].map((match) => match[1]!))];
    uses.push({ file: path.relative(root, file), module, names });
  }
  return uses;
}

const uses = benchFiles.flatMap(usesOf);

describe("the benchmarks' dynamic imports of our modules", () => {
  it('are found: the pattern still matches how the benchmarks import', () => {
    expect(uses.length).toBeGreaterThan(20);
    expect(uses.map((use) => use.file)).toEqual(
      expect.arrayContaining([
        'bench/insights.mjs',
        'bench/soak.mjs',
        'bench/lib/draft.mjs',
        'bench/export.mjs',
      ]),
    );
  });

  it.each(uses.map((use) => [`${use.file}: ${path.relative(root, use.module)}`, use] as const))(
    '%s exports every name the benchmark takes',
    async (_, { module, names }) => {
      const exports = (await import(module)) as Record<string, unknown>;
      expect(names.filter((name) => !(name in exports))).toEqual([]);
    },
  );
});

/** Each operation's path as a pattern: a parameter (`{id}`) stands for one segment. */
const operationPaths = readFileSync(path.join(root, 'apps/api/test/openapi/operations.txt'), 'utf8')
  .split('\n')
  .map((line) => line.split(' ')[2])
  .filter((operationPath): operationPath is string => operationPath !== undefined);
const asPattern = (template: string, parameter: RegExp) =>
  new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(parameter, '[^/]+')}$`);

/** The paths below /api a benchmark writes out, as literals or templates (`${…}` standing for one segment). */
const writtenPaths = benchFiles.flatMap((file) =>
  [...readFileSync(file, 'utf8').matchAll(/(['`])(\/api\/[^'`]*)\1/g)].map(([, , written]) => ({
    file: path.relative(root, file),
    written: written!.split('?')[0]!,
  })),
);

describe('the API paths the benchmarks write out', () => {
  it('are found', () => expect(writtenPaths.length).toBeGreaterThan(10));

  it.each(writtenPaths.map((entry) => [`${entry.file}: ${entry.written}`, entry.written] as const))(
    '%s is a route of the API',
    (_, written) => {
      const sample = written.replace(/\$\{[^}]*\}/g, 'x');
      const writtenPattern = asPattern(written.replace(/\$\{[^}]*\}/g, '~param~'), /~param~/g);
      const served = operationPaths.some(
        (operationPath) =>
          asPattern(operationPath, /\{[^}]*\}/g).test(sample) || writtenPattern.test(operationPath),
      );
      expect(served, `${written} is no path in apps/api/test/openapi/operations.txt`).toBe(true);
    },
  );
});
