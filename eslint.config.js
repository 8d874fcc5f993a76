import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const featuresDir = 'apps/web/src/features';
const webTsconfig = fileURLToPath(new URL('./apps/web/tsconfig.json', import.meta.url));
const extensions = ['.ts', '.tsx', '.js', '.mjs', '.json'];

function listFolders(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

// Data flows one way (README, repository layout): domain ← api, domain ← web; web features do not import each other.
const boundaryZones = [
  { target: './packages/domain', from: './apps', message: 'The domain package must not import the apps.' },
  { target: './apps/web', from: './apps/api', message: 'The web app must not import the API.' },
  { target: './apps/api', from: './apps/web', message: 'The API must not import the web app.' },
  ...listFolders(featuresDir).map((feature) => ({
    target: `./${featuresDir}/${feature}`,
    from: `./${featuresDir}`,
    except: [`./${feature}`],
    message: 'Features do not import each other: compose them in the routes (src/app).',
  })),
];
// The API's feature modules (docs/decisions/050-api-modules-by-feature.md): each is reached through its index.ts alone; the
// infrastructure below them (lib, plugins, db, config) imports none; a cycle between modules is a cycle through their
// index files, which import-x/no-cycle reports.
const apiSrc = './apps/api/src';
const apiModules = listFolders('apps/api/src/modules');
const moduleEntries = (except) =>
  apiModules.filter((name) => name !== except).map((name) => `./${name}/index.ts`);
const apiZones = [
  ...apiModules.map((name) => ({
    target: `${apiSrc}/modules/${name}`,
    from: `${apiSrc}/modules`,
    except: [`./${name}`, ...moduleEntries(name)],
    message: 'Modules import each other through their index.ts only: export what others need there.',
  })),
  {
    target: [`${apiSrc}/app.ts`, `${apiSrc}/server.ts`, `${apiSrc}/start.ts`, `${apiSrc}/demo`],
    from: `${apiSrc}/modules`,
    except: moduleEntries(),
    message: 'The app and its tools import a module through its index.ts only.',
  },
  {
    target: [`${apiSrc}/lib`, `${apiSrc}/plugins`, `${apiSrc}/db`, `${apiSrc}/config.ts`],
    from: `${apiSrc}/modules`,
    message: 'lib, plugins, db and config lie below the modules and import none of them.',
  },
];
// The domain in layers (docs/architecture.md): the rules at its root (options, texts, constants) and format, site and
// privacy below the questionnaire engine; scoring, journeys and insights above it, in that order; the wire (api/)
// on top, which nothing below imports. A folder imports only the layers below its own.
const domainSrc = './packages/domain/src';
const domainLayers = ['questionnaires', 'scoring', 'journey', 'insights', 'api'];
// The root's files but its two entries (index.ts, contracts.ts), which gather every layer, and its tests.
const domainRootRules = readdirSync('packages/domain/src')
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .filter((name) => name !== 'index.ts' && name !== 'contracts.ts')
  .map((name) => `${domainSrc}/${name}`);
const domainZones = [
  {
    target: [`${domainSrc}/format`, `${domainSrc}/site`, `${domainSrc}/privacy`, ...domainRootRules],
    from: domainLayers.map((layer) => `${domainSrc}/${layer}`),
    except: [],
    message: "The domain's rules lie below its engines and its wire: import nothing above them.",
  },
  ...domainLayers.slice(0, -1).map((layer, index) => ({
    target: `${domainSrc}/${layer}`,
    from: domainLayers.slice(index + 1).map((above) => `${domainSrc}/${above}`),
    message: `The domain is layered: ${domainLayers.join(' < ')}. ${layer} imports none of the layers above it.`,
  })),
];
// Shared code stays below the features and the app that composes them (the layout lives in src/app/layout); its
// tests may render with the app's theme.
const sharedZones = ['components', 'lib'].map((shared) => ({
  target: `./apps/web/src/${shared}`,
  from: ['./apps/web/src/features', './apps/web/src/app'],
  message: `src/${shared} is shared by the features: it imports neither a feature nor the app.`,
}));

// The app composes the features through their entries, as the API's app reaches its modules (the route modules
// too: the web package's sideEffects declaration lets a lazy route take only the screen it uses from an entry).
const featureEntryZones = listFolders(featuresDir).map((feature) => ({
  target: './apps/web/src/app',
  from: `./${featuresDir}/${feature}`,
  except: ['./index.ts', './__tests__'],
  message: 'The app reaches a feature through its index.ts only: export what the app needs there.',
}));

const testSupportImports = {
  group: ['@cert/domain/testing', '**/testing', '**/testing/*'],
  message: 'Test support is for tests, benchmarks and the demo data, not for what serves users.',
};

export default defineConfig([
  globalIgnores([
    '**/dist/',
    '**/node_modules/',
    'data/',
    '**/data/',
    '.tmp/',
    'test-results/',
    'playwright-report/',
    'apps/api/drizzle/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      // import-x follows imports only into files it can parse: without these, no-cycle never sees TypeScript.
      'import-x/extensions': extensions,
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...boundaryZones, ...sharedZones, ...featureEntryZones, ...apiZones, ...domainZones] },
      ],
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    // A loop can only run through what production code imports: tests, specs and scripts are imported by nothing,
    // and following their imports too doubled the rule's time.
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{js,mjs,cjs,ts}'],
    ignores: ['apps/web/src/**'],
    languageOptions: { globals: globals.node },
  },
  {
    // The benchmarks run now and then, not in every CI run (bench/README.md): a name they import that is gone, or a
    // module that moved, fails the lint instead of the next measurement (issue 55: one had rotted unseen).
    files: ['bench/**/*.mjs', 'scripts/**/*.mjs'],
    // Our own modules are what moves; a dependency's bundle is not parsed for its names.
    settings: { 'import-x/ignore': ['node_modules'] },
    rules: {
      'import-x/named': 'error',
      'import-x/namespace': 'error',
      // Ours only: Lighthouse, for one, is installed by its benchmark when it runs (bench/lighthouse.mjs).
      'import-x/no-unresolved': ['error', { ignore: ['^(?!\\.|@cert/)'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    extends: [jsxA11y.flatConfigs.recommended, reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: globals.browser },
    settings: {
      // The web app imports through the `@/` alias of its tsconfig; the zones and no-cycle see resolved paths.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions,
          // Absolute: with a relative one the resolver answers relative paths, which no-cycle cannot match.
          tsconfig: { configFile: webTsconfig, references: 'auto' },
        }),
      ],
    },
  },
  {
    // An action's outcome is told even when the control that started it is gone: mutate's own callbacks are skipped
    // once the component unmounts, which a reread list does to the row that asked
    // (docs/decisions/054-outcomes-outlive-controls.md).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/__tests__/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='mutate'][arguments.length>1]",
          message:
            'Await mutateAsync and tell the outcome after it: the callbacks of mutate are skipped once this component unmounts.',
        },
        {
          // A loading Mantine Button is disabled and drops the focus to the page (docs/accessibility.md, Focus).
          selector: "JSXOpeningElement[name.name='Button'] > JSXAttribute[name.name='loading']",
          message:
            'Use BusyButton (components/ui/busy-button.tsx) for a button that is busy: it keeps the focus.',
        },
      ],
    },
  },
  {
    // Tests and e2e specs run in Node; browser code there is evaluated in the page.
    files: ['e2e/**', '**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['apps/web/src/**/__tests__/**', 'apps/web/src/**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  {
    // The domain's test support (complete and extreme answer sets, docs/decisions/052-domain-entries.md) is for tests,
    // benchmarks and the demo data; nothing that serves users imports it.
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/domain/src/**/*.ts'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/__tests__/**',
      'apps/web/src/testing/**',
      'apps/api/src/demo/**',
      'packages/domain/src/testing/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [testSupportImports] }] },
  },
  {
    // Routes translate HTTP; a command owns its transaction, rules, writes and journey refresh in a service module
    // beside them (docs/decisions/035-commands-as-services.md).
    files: ['apps/api/src/modules/**/*routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Routes translate HTTP only: move the transaction into the command (a service module).',
        },
      ],
    },
  },
  {
    // Repositories return data; the command that calls them decides what a missing or refused row means.
    files: ['apps/api/src/modules/**/repository.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            testSupportImports,
            {
              group: ['**/lib/http-error'],
              message: 'Repositories throw no HTTP errors: return the outcome.',
            },
          ],
        },
      ],
    },
  },
  {
    // The API tests share their modules within a worker (vitest.config.ts, docs/decisions/032) and test our own
    // code as it runs: a replaced module would leak into the next file, and would not be our code.
    files: ['apps/api/test/**/*.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'mock',
          message: 'Use the real module (a real SMTP server, a real database).',
        },
        {
          object: 'vi',
          property: 'doMock',
          message: 'Use the real module (a real SMTP server, a real database).',
        },
      ],
    },
  },
]);
