import type { onRequestHookHandler } from 'fastify';

/**
 * What another website or a relying party fetches from us is readable on any other origin: the credentials'
 * DID document, status lists, achievements and images for browser-based verifiers (docs/security.md 51), and the
 * certificate badge an organisation shows on its own website (docs/product.md, "Register"). These are simple GETs without credentials, so `Access-Control-Allow-Origin: *` is all CORS
 * asks for (no preflight, no `Allow-Credentials`), and `Cross-Origin-Resource-Policy: cross-origin` replaces the
 * global `same-origin`, which would keep another site from even showing the image. A route hook, so it runs after the
 * global headers and covers every answer of these routes, refusals included; nothing else of the API is touched.
 */
export const readableAnywhere: onRequestHookHandler = (_request, reply, done) => {
  reply.header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin');
  done();
};
