// Debian's nginx as the reverse proxy in front of several API instances, with everything in a temporary folder, run
// with the nginx files the repository deploys (deploy/nginx): the proxy settings included as they are, the TLS site
// with only its ports, instances and certificate paths rewritten.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { repoRoot, sleep } from './api-server';

export const nginxBinary = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const noNginxReason = `nginx is missing at ${nginxBinary}: install Debian's package (apt-get install nginx)`;

export type Nginx = { base: string; stop(): Promise<void> };

/** The deployed nginx files (docs/operations.md): the tests include or rewrite these, never a copy. */
export const deployDir = path.join(repoRoot, 'deploy', 'nginx');
const proxyFile = path.join(deployDir, 'zertifizierung-proxy.conf');
const siteFile = path.join(deployDir, 'zertifizierung.conf');

/** nginx's own settings for a run in a temporary folder, around the http block's content. */
function mainConfig(dir: string, http: string): string {
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
${http}
}
`;
}

/**
 * The deployed proxy settings (deploy/nginx/zertifizierung-proxy.conf, included as it is) on plain HTTP, one worker
 * (so round-robin alternates strictly between the instances); X-Upstream names the instance that answered and
 * X-Request-Id the id nginx sent it: the test sees where each request went.
 */
function proxyConfig(port: number, upstreams: string[]): string {
  return `
  upstream zertifizierung {
    ${upstreams.map((address) => `server ${address};`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    add_header X-Upstream $upstream_addr always;
    add_header X-Request-Id $request_id always;
    include ${proxyFile};
  }`;
}

/** Replaces what must be there; throws when the deployed file no longer has it, so the test cannot drift from it. */
function replaceIn(text: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(text)) throw new Error(`deploy/nginx/zertifizierung.conf no longer matches ${pattern}`);
  return text.replace(pattern, replacement);
}

/**
 * The deployed site (deploy/nginx/zertifizierung.conf) with only what differs on a test machine rewritten: the
 * listening ports on loopback, the instances, the certificate files and where its proxy file lies.
 */
function siteConfig(ports: { https: number; http: number }, upstreams: string[], tls: TlsFiles): string {
  let site = readFileSync(siteFile, 'utf8');
  site = replaceIn(site, /listen 443 ssl http2;/, `listen 127.0.0.1:${ports.https} ssl http2;`);
  site = replaceIn(site, /listen 80;/, `listen 127.0.0.1:${ports.http};`);
  site = replaceIn(
    site,
    /(upstream zertifizierung \{)(?:\s*server [^;]+;)+/,
    `$1\n${upstreams.map((address) => `    server ${address};`).join('\n')}`,
  );
  site = replaceIn(site, /ssl_certificate\s+\S+;/, `ssl_certificate ${tls.certificate};`);
  site = replaceIn(site, /ssl_certificate_key\s+\S+;/, `ssl_certificate_key ${tls.key};`);
  site = replaceIn(site, /include \S*zertifizierung-proxy\.conf;/, `include ${proxyFile};`);
  return site;
}

export type TlsFiles = { certificate: string; key: string };

/** A self-signed certificate for the host name, made by openssl in the folder. */
export function selfSignedCertificate(dir: string, host: string): TlsFiles {
  const files = { certificate: path.join(dir, 'cert.pem'), key: path.join(dir, 'key.pem') };
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=DNS:${host}`,
      '-keyout',
      files.key,
      '-out',
      files.certificate,
    ],
    { encoding: 'utf8' },
  );
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr}`);
  return files;
}

/** Starts nginx with the deployed proxy settings on 127.0.0.1:port in front of the instances (host:port). */
export function startNginx(port: number, upstreams: string[]): Promise<Nginx> {
  return runNginx(`http://127.0.0.1:${port}`, (dir) => mainConfig(dir, proxyConfig(port, upstreams)));
}

/**
 * Starts nginx with the deployed site, TLS included, in front of the instances: `base` is its https address on
 * loopback (its certificate names `host`), `plainBase` the http one that redirects.
 */
export async function startSite(
  ports: { https: number; http: number },
  upstreams: string[],
  host: string,
): Promise<Nginx & { certificate: string; plainBase: string }> {
  let certificate = '';
  const nginx = await runNginx(
    `https://127.0.0.1:${ports.https}`,
    (dir) => {
      const tls = selfSignedCertificate(dir, host);
      certificate = readFileSync(tls.certificate, 'utf8');
      return mainConfig(dir, siteConfig(ports, upstreams, tls));
    },
    () => fetchHealth(`http://127.0.0.1:${ports.http}`),
  );
  return { ...nginx, certificate, plainBase: `http://127.0.0.1:${ports.http}` };
}

const fetchHealth = (base: string) => fetch(`${base}/api/health`, { redirect: 'manual' });

/** Writes the configuration, checks it with `nginx -t`, starts nginx and resolves once it answers. */
async function runNginx(
  base: string,
  configFor: (dir: string) => string,
  probe: () => Promise<unknown> = () => fetchHealth(base),
): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'system-nginx-'));
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, configFor(dir));
  const check = spawnSync(nginxBinary, ['-t', '-p', dir, '-c', file], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration: ${check.stderr}`);
  const child: ChildProcess = spawn(nginxBinary, ['-p', dir, '-c', file], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    // SIGQUIT: graceful shutdown of master and worker.
    child.kill('SIGQUIT');
    await Promise.race([exited, sleep(5_000)]);
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      await probe();
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
