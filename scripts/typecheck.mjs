// `npm run typecheck`: the workspaces and the e2e specs, each by its own tsconfig, with TypeScript 7, the native
// compiler (docs/decisions/034). TypeScript 6.0 stays the `typescript` package for the tools that use the
// compiler's JavaScript API (typescript-eslint, knip, drizzle-kit) until they support 7.
import path from 'node:path';
import { root, run } from './lib.mjs';

const tsc = path.join(root, 'node_modules', 'typescript-7', 'bin', 'tsc');
let failed = 0;
// Every project, also after one failed: one run shows all type errors.
for (const project of ['packages/domain', 'apps/api', 'apps/web', 'e2e']) {
  if (run(process.execPath, [tsc, '-p', project]) !== 0) failed = 1;
}
process.exit(failed);
