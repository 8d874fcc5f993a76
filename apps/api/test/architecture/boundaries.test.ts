// The API's module rules (docs/decisions/050-api-modules-by-feature.md) are lint rules: these tests lint real files with one
// forbidden import added and expect the rule that forbids it to fail, so that a loosened configuration shows here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));
const source = (file: string) => path.join(root, 'apps/api/src', file);

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: root });
});

/** The rule ids and messages ESLint reports for the file with `line` added on top. */
async function problemsWith(file: string, line: string) {
  const text = `${line}\n${readFileSync(source(file), 'utf8')}`;
  const [result] = await eslint.lintText(text, { filePath: source(file) });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('API module boundaries', () => {
  it('the files as they are break none of the rules', async () => {
    expect(await problemsWith('modules/journey/refresh.ts', '')).toEqual([]);
  });

  it("a module that reaches into another's file fails: modules meet at their index.ts", async () => {
    const problems = await problemsWith(
      'modules/document/case-study/decide.ts',
      "export { loadJourneyRecords } from '../../journey/records';",
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*index\.ts only/),
    );
  });

  it('lib and plugins import no module, not even its index', async () => {
    for (const file of ['lib/audit.ts', 'plugins/errors.ts']) {
      const problems = await problemsWith(
        file,
        "export { organizationName } from '../modules/organization';",
      );
      expect(problems).toContainEqual(
        expect.stringMatching(/^import-x\/no-restricted-paths: .*lib, plugins, db and config lie below/),
      );
    }
  });

  it('the app imports a module through its index.ts only', async () => {
    const problems = await problemsWith(
      'app.ts',
      "export { refreshJourney } from './modules/journey/refresh';",
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The app and its tools/),
    );
  });

  it('a module importing one that imports it fails as a cycle', async () => {
    // The journey imports the organisation module (access, names); the organisation module may not import back.
    const problems = await problemsWith(
      'modules/organization/decisions.ts',
      "export { refreshJourney } from '../journey';",
    );
    expect(problems).toContainEqual(expect.stringMatching(/^import-x\/no-cycle: /));
  });

  it("production code may not import the domain's test support; the demo data and tests may", async () => {
    const line = "export { sampleAnswers } from '@cert/domain/testing';";
    for (const file of ['modules/document/questionnaire/kind.ts', '../../web/src/lib/api-client.ts']) {
      expect(await problemsWith(file, line)).toContainEqual(
        expect.stringMatching(/^no-restricted-imports: .*Test support is for tests/),
      );
    }
    expect(await problemsWith('demo/demo-data.ts', line)).not.toContainEqual(
      expect.stringMatching(/^no-restricted-imports/),
    );
  });
});

// The domain in layers (docs/architecture.md): a folder imports only the layers below its own.
describe('domain layers', () => {
  const domainFile = (file: string) => `../../../packages/domain/src/${file}`;

  it('the files as they are break none of the rules', async () => {
    expect(await problemsWith(domainFile('journey/rules.ts'), '')).toEqual([]);
  });

  it('an engine that imports the wire fails: the read models lie below the contracts', async () => {
    const problems = await problemsWith(
      domainFile('journey/rules.ts'),
      "export { journeyContracts } from '../api/journey-contracts';",
    );
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^import-x\/no-restricted-paths: .*The domain is layered: .*journey imports none/,
      ),
    );
  });

  it("the root's rules import no engine", async () => {
    const problems = await problemsWith(
      domainFile('text.ts'),
      "export { questionnaires } from './questionnaires';",
    );
    expect(problems).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The domain's rules lie below/),
    );
  });
});

describe('web features', () => {
  it('the app reaches a feature through its index.ts only', async () => {
    const route = '../../web/src/app/routes/admin/statistik.tsx';
    expect(await problemsWith(route, '')).toEqual([]);
    const problems = await problemsWith(route, "export { useStatistics } from '@/features/page-views/api';");
    expect(problems).toContainEqual(
      expect.stringMatching(/^import-x\/no-restricted-paths: .*through its index\.ts only/),
    );
  });
});
