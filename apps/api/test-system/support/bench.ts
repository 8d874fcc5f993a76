// Runs a script of bench/ as its own process from the repository root, its output (stdout and stderr) collected.
import { spawn } from 'node:child_process';
import { repoRoot } from './api-server';

export function runBench(
  script: string,
  env: Record<string, string | undefined>,
  nodeArgs: string[] = [],
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, `bench/${script}`], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    // 'close', not 'exit': the output's last chunk (the verdict line) may still be in the pipe at exit.
    child.once('close', (code) => resolve({ code, output }));
  });
}
