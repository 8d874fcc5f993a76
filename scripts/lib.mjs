// Helpers shared by start.mjs, dev.mjs and test.mjs. Node built-ins only: these run before `npm ci`.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function log(message) {
  console.log(`[platform] ${message}`);
}

/** Runs a command in the repository root with inherited output; returns its exit code. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) {
    console.error(`${command}: ${result.error.message}`);
    return 127;
  }
  return result.status ?? 1;
}

/**
 * `run` without blocking this process's event loop, for a command that runs beside others; resolves to its exit code.
 * A command that cannot start (127) is said, as by `run`.
 */
export function runAsync(command, args, options = {}) {
  return new Promise((resolve) => {
    let child;
    try {
      child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    } catch (error) {
      console.error(`${command}: ${error.message}`);
      resolve(127);
      return;
    }
    child.on('error', (error) => {
      console.error(`${command}: ${error.message}`);
      resolve(127);
    });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

export function runNpm(args, options) {
  return run(npm, args, options);
}

/** Starts a long-running child in the repository root. */
export function startChild(command, args, options = {}) {
  return spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env, ...options });
}

function mtime(file) {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
}

/** Newest modification time of a file or of any file below a folder (0 when nothing exists). */
function newest(entry) {
  let stats;
  try {
    stats = statSync(entry);
  } catch {
    return 0;
  }
  if (!stats.isDirectory()) return stats.mtimeMs;
  let max = stats.mtimeMs;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    max = Math.max(max, newest(path.join(entry, name)));
  }
  return max;
}

export function needsInstall() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const installed = mtime(marker);
  if (installed === undefined) return 'node_modules is missing';
  if ((mtime(path.join(root, 'package-lock.json')) ?? 0) > installed) return 'package-lock.json changed';
  return undefined;
}

export function ensureInstalled() {
  const reason = needsInstall();
  if (!reason) return 0;
  log(`Installing dependencies (${reason}): npm ci`);
  return runNpm(['ci', '--no-audit', '--no-fund']);
}

const buildOutputs = [
  'apps/web/dist/index.html',
  'apps/web/dist/.ssr/entry-server.js',
  'apps/api/dist/server.js',
  'apps/api/dist/pglite-worker.js',
  'apps/api/dist/pdf-check-worker.js',
  'apps/api/dist/database-image.tar.gz',
];
const buildInputs = [
  'apps/web/src',
  'apps/web/scripts',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'apps/web/package.json',
  'apps/api/src',
  'apps/api/build.mjs',
  'apps/api/drizzle',
  'apps/api/package.json',
  'packages/domain/src',
  'packages/domain/package.json',
  'tsconfig.base.json',
  'package-lock.json',
];

export function needsBuild() {
  const outputs = buildOutputs.map((file) => mtime(path.join(root, file)));
  if (outputs.some((time) => time === undefined)) return 'no build yet';
  const builtAt = Math.min(...outputs);
  const changed = buildInputs.find((input) => newest(path.join(root, input)) > builtAt);
  return changed ? `${changed} changed` : undefined;
}

export function ensureBuilt() {
  const reason = needsBuild();
  if (!reason) return 0;
  log(`Building web and api (${reason}): npm run build`);
  return runNpm(['run', 'build']);
}

/** Exits this process the way the child ended (same code, or 128 + signal number). */
export function exitLike(code, signal) {
  if (code !== null) process.exit(code);
  const signals = { SIGINT: 2, SIGTERM: 15, SIGKILL: 9, SIGHUP: 1 };
  process.exit(128 + (signals[signal] ?? 1));
}

/** A failed test's name with the first line of its error, without the terminal's colour codes. */
function withError(name, message) {
  const line = stripVTControlCharacters(String(message ?? ''))
    .trim()
    .split('\n')[0]
    .slice(0, 200);
  return line ? `${name}: ${line}` : name;
}

/** Errors outside any test (a server that did not start, a global set-up) when nothing else names them. */
const outsideTests = '(failed outside a test: see the output above)';

/**
 * The failed tests of a Vitest or Playwright JSON report, each with the first line of its error, so that a red
 * run's last lines name what failed. A file that did not load counts as one, named by its file.
 */
export function failedTitles(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    if (Array.isArray(report.suites)) {
      const titles = [];
      const walk = (suite) => {
        for (const spec of suite.specs ?? [])
          for (const test of spec.tests ?? [])
            if (test.status === 'unexpected') {
              const error = test.results?.at(-1)?.error;
              titles.push(
                withError(`${spec.file}:${spec.line} › ${spec.title}`, error?.message ?? error?.value),
              );
            }
        for (const child of suite.suites ?? []) walk(child);
      };
      for (const suite of report.suites) walk(suite);
      for (const error of report.errors ?? []) titles.push(withError('(outside a test)', error.message));
      return titles.length ? titles : [outsideTests];
    }
    const titles = (report.testResults ?? []).flatMap((result) => {
      const name = path.relative(root, String(result.name));
      const failed = (result.assertionResults ?? []).filter((test) => test.status === 'failed');
      if (failed.length === 0) return result.status === 'failed' ? [withError(name, result.message)] : [];
      return failed.map((test) => withError(`${name} › ${test.fullName}`, test.failureMessages?.[0]));
    });
    return titles.length ? titles : [outsideTests];
  } catch {
    return ['(no readable report)'];
  }
}
