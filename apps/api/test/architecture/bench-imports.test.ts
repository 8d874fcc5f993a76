// The benchmarks load our TypeScript modules with `await import(…)` once tsx's loader is registered, which the lint
// cannot follow (bench/README.md). This test follows them, so that a name gone from one of our modules fails every CI
// run instead of the benchmark's next measurement (a benchmark had rotted that way unseen).
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
