import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config';

/** helmet's settings for every response of the platform (docs/security.md 31, docs/security.md). */
export function securityHeaderOptions(config: Pick<Config, 'matomo' | 'secureCookies'>): HelmetOptions {
  // The optional Matomo tracker (README, configuration) receives page views from the browser.
  const trackerOrigins = config.matomo ? [new URL(config.matomo.url).origin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes its theme variables into a <style> element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...trackerOrigins],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", ...trackerOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.secureCookies ? [] : null,
      },
    },
    // Matches frame-ancestors 'none' for browsers that only know the older header.
    frameguard: { action: 'deny' },
    hsts: config.secureCookies ? { maxAge: 31536000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/**
 * The headers helmet sets with these options, collected once from its middleware. None of them depends on the
 * request (the policy has no nonce), so building them per response (as @fastify/helmet does: it parses the CSP
 * directives anew every time) only costs time (docs/decisions/021).
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collector = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, collector as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/** Whether the address is the API's (`/api`, `/api/…`, `/api?…`), not the web app's. */
export const isApiUrl = (url: string) =>
  url.startsWith('/api') && (url.length === 4 || url[4] === '/' || url[4] === '?');

/**
 * Sets the security headers on every response, routes, not-found and error answers alike (a global onRequest
 * hook, registered before every route). A route may still replace one (the SVG seal's stricter policy).
 * Answers of the API carry personal and organisation data, so no cache may keep them: `no-store` is the default
 * of every /api answer, and a public answer opts out with a header of its own (docs/security.md 35).
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: { helmet: HelmetOptions }) => {
  const headers = securityHeaders(options.helmet);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (isApiUrl(request.url)) reply.header('cache-control', 'no-store');
    done();
  });
});
