import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The app loads only the Mantine stylesheets it uses (app/styles.ts): a component's stylesheet is imported there,
// for every page, or by the file that renders the component, so that it arrives with the chunk that needs it. A
// component whose stylesheet only another chunk imports looks right after that chunk has loaded and unstyled on a
// direct visit (the evaluation's checkboxes did: a tiny browser box with a loose tick that read as ticked).
const src = path.resolve(import.meta.dirname, '../..');
const mantineStyles = path.resolve(src, '../../../node_modules/@mantine/core/styles');

/**
 * Lists keep the browser's own list style on the public pages that use them (their spacing between paragraphs);
 * Mantine's List stylesheet would set their margins to zero and weigh on every public page.
 */
const browserStyled = new Set(['List']);

const stylesheetsIn = (source: string) =>
  new Set([...source.matchAll(/@mantine\/core\/styles\/(\w+)\.css/g)].map((match) => match[1]));

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === '__tests__' || entry.name === 'testing' ? [] : productFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** The components a file imports from @mantine/core by value (not `type` imports). */
function mantineComponents(source: string): string[] {
  return [...source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)].flatMap((match) =>
    match[1]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '))
      .map((name) => name.split(/\s+as\s+/)[0]!),
  );
}

describe("Mantine's component stylesheets", () => {
  it('arrive with every file that renders a component: imported there or for every page', () => {
    const everyPage = stylesheetsIn(readFileSync(path.join(src, 'app/styles.ts'), 'utf8'));
    const missing: string[] = [];
    for (const file of productFiles(src)) {
      const source = readFileSync(file, 'utf8');
      const own = stylesheetsIn(source);
      for (const component of mantineComponents(source)) {
        const styled = existsSync(path.join(mantineStyles, `${component}.css`));
        if (styled && !everyPage.has(component) && !own.has(component) && !browserStyled.has(component))
          missing.push(`${path.relative(src, file)}: ${component}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
