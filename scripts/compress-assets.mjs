// Build step of the web app (`npm run build -w @cert/web`): every hashed text asset in dist/assets gets a brotli
// (.br) and a gzip (.gz) copy beside it, at the highest settings. The server sends the copy the client accepts
// through @fastify/static's `preCompressed` option, with no compression work per request
// (docs/decisions/051-libraries-where-ours-repeated-them.md). Also imported by the API's tests of that serving.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const textAsset = /\.(?:js|css|svg)$/;

/** Writes the compressed copies of the text assets in `<distDir>/assets`; returns how many files got them. */
export function compressAssets(distDir) {
  const assetsDir = path.join(distDir, 'assets');
  let compressed = 0;
  for (const name of readdirSync(assetsDir)) {
    const file = path.join(assetsDir, name);
    if (!textAsset.test(name)) continue;
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
    // A tiny file is sent as it is: its compressed copy would not be smaller.
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    if (br.length < raw.length || gz.length < raw.length) compressed += 1;
  }
  return compressed;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const distDir = path.resolve(process.argv[2] ?? 'dist');
  console.log(`compressed ${compressAssets(distDir)} assets in ${distDir}/assets (.br, .gz)`);
}
