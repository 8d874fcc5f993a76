import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Text the platform sends: the SPA's HTML, JS and CSS, the favicon and the API's JSON. */
const compressibleTypes =
  /^(?:text\/(?:html|css|javascript|plain)|application\/(?:json|javascript|problem\+json)|image\/svg\+xml)(?:;|$)/i;

/** Bodies below this many bytes are sent as they are: the headers and the work would outweigh the gain. */
const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * gzip and brotli for text responses (Accept-Encoding decides; brotli first), registered before every route
 * so that the API, the SPA's files and index.html all pass its onSend hook. Partial content (206, Range) and
 * anything else (PDF, PNG, XLSX, fonts) is left alone. Request bodies are never decompressed: clients send
 * plain JSON and multipart, and a compressed upload would only get around the body limit's intent.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: compressibleTypes,
    // Quality 4 (the plugin's default, spelled out): close to gzip's speed, smaller output. Responses are
    // compressed per request, and 11 costs tens of milliseconds for the largest JS chunk.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  // The threshold applies only to bodies in memory; a file stream (the favicon, a small chunk) of known small
  // length is read into memory here, before the compression hook (route-level hooks run after this one).
  app.addHook('onSend', (_request, reply, payload, done) => {
    const isStream = typeof (payload as Readable | null)?.pipe === 'function';
    if (!isStream || !(Number(reply.getHeader('content-length')) < COMPRESSION_THRESHOLD_BYTES)) {
      done(null, payload);
      return;
    }
    buffer(payload as Readable).then((body) => done(null, body), done);
  });
});
