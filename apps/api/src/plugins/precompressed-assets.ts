import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { COMPRESSION_THRESHOLD_BYTES } from './compression';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Content types of the hashed text assets Vite writes, as @fastify/static sends them. */
const assetTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.svg': 'image/svg+xml',
};

type Entry = { type: string; br: Buffer; gzip: Buffer };
type Encoding = 'br' | 'gzip';

/**
 * The client's preferred of brotli and gzip by Accept-Encoding (q-values, "*"); brotli wins a tie.
 * @internal
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((s) => s.trim());
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : undefined;
}

/**
 * The SPA's hashed text assets (dist/assets/*.js, *.css, *.svg), compressed once with the highest brotli and
 * gzip settings and kept in memory: they never change while the server runs, so every request after the first
 * compression gets smaller bytes without any CPU. Compression runs in the background on the zlib thread pool
 * (start stays fast); until a file is done, the compression hook compresses it per request as before.
 */
export function createPrecompressedAssets(distDir: string) {
  const assetsDir = path.join(distDir, 'assets');
  const entries = new Map<string, Entry>();
  let stopped = false;

  async function warm(): Promise<void> {
    let files: string[];
    try {
      files = readdirSync(assetsDir);
    } catch {
      return;
    }
    for (const name of files) {
      const type = assetTypes[path.extname(name)];
      const file = path.join(assetsDir, name);
      if (stopped) return;
      if (!type || statSync(file).size < COMPRESSION_THRESHOLD_BYTES) continue;
      const raw = readFileSync(file);
      const [br, gz] = await Promise.all([
        brotli(raw, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        }),
        gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      entries.set(`/assets/${name}`, { type, br, gzip: gz });
    }
  }

  return {
    /** Starts compressing; the promise settles when every asset is in memory (tests wait for it). */
    warm,
    stop() {
      stopped = true;
    },
    /** The compressed body for a URL path in the client's preferred encoding, if it is ready. */
    lookup(urlPath: string, acceptEncoding: string | undefined) {
      const entry = entries.get(urlPath);
      const encoding = entry && preferredEncoding(acceptEncoding);
      return entry && encoding ? { type: entry.type, encoding, body: entry[encoding] } : undefined;
    },
  };
}
