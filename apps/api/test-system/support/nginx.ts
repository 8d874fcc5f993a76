// Debian's nginx as the reverse proxy in front of several API instances, with everything in a temporary folder.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sleep } from './api-server';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const noNginxReason = `nginx is missing at ${nginxBinary}: install Debian's package (apt-get install nginx)`;

export type Nginx = { base: string; stop(): Promise<void> };

/**
 * One worker (so round-robin alternates strictly between the instances), the forwarding headers a production
 * proxy sets, and X-Upstream naming the instance that answered and X-Request-Id the id nginx sent it: the test
 * sees where each request went.
 */
function config(dir: string, port: number, upstreams: string[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  return `
worker_processes 1;
daemon off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
${process.getuid?.() === 0 ? 'user root;' : ''}
events { worker_connections 256; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  client_max_body_size 25m;
  upstream api {
    ${upstreams.map((address) => `server ${address};`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      add_header X-Upstream $upstream_addr always;
      add_header X-Request-Id $request_id always;
    }
  }
}
`;
}

/** Starts nginx on 127.0.0.1:port in front of the upstream addresses (host:port); resolves once it answers. */
export async function startNginx(port: number, upstreams: string[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'system-nginx-'));
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, config(dir, port, upstreams));
  const check = spawnSync(nginxBinary, ['-t', '-p', dir, '-c', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration: ${check.stderr}`);
  const child: ChildProcess = spawn(nginxBinary, ['-p', dir, '-c', file], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const base = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // SIGQUIT: graceful shutdown of master and worker.
    child.kill('SIGQUIT');
    await Promise.race([exited, sleep(5_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await fetch(`${base}/api/health`);
      return { base, stop };
    } catch {
      if (child.exitCode !== null) break;
      await sleep(50);
    }
  }
  const errorLog = path.join(dir, 'error.log');
  const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
  await stop();
  throw new Error(`nginx did not start on ${base}: ${log}`);
}
