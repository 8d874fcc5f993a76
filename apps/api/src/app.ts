// zod's messages in German (docs/product.md §7), set before any schema is used; not left to the barrel import,
// which the bundler may drop as free of side effects.
import '@cert/domain/zod-locale';
import { apiDescription, apiTags } from '@cert/domain/contracts';
import { isPlaceholder } from '@cert/domain/site/site-config';
import Fastify, { type onRouteHookHandler } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { App } from './app-type';
import type { Config } from './config';
import { databaseOptionsOf, openDatabase, type DatabaseHandle } from './db/client';
import { systemClock, type Clock } from './lib/clock';
import { cryptoRandom } from './lib/crypto-random';
import { registerOpenApiComponents } from './lib/openapi-components';
import { compressionPlugin } from './plugins/compression';
import { errorsPlugin } from './plugins/errors';
import { DEFAULT_BODY_LIMIT, requestBodiesPlugin } from './plugins/request-bodies';
import { securityHeaderOptions, securityHeadersPlugin } from './plugins/security-headers';
import { loggingOptions, requestIdPlugin, type LogStream } from './plugins/request-log';
import { metricsPlugin, metricsRoutes } from './modules/server-metrics';
import { spaPlugin } from './plugins/spa';
import { healthRoutes } from './modules/health';
import { authPlugin, authRoutes, csrfPlugin, userRoutes, type AuthSettings } from './modules/account';
import { mailerPlugin } from './plugins/mailer';
import { statsRoutes } from './modules/page-views';
import { publicConfigRoutes } from './modules/public-config';
import {
  adminOrganizationRoutes,
  organizationRoutes,
  type OrganizationOptions,
} from './modules/organization';
import { documentRoutes } from './modules/document';
import { evaluationRoutes } from './modules/evaluation';
import { workshopRoutes, type WorkshopOptions } from './modules/workshop';
import { adminJourneyRoutes, journeyRequestRoutes, journeyRoutes, refreshJourney } from './modules/journey';
import { adminExportRoutes } from './modules/data-export';
import { overviewRoutes } from './modules/insights';
import { mailDeliveryRoutes } from './modules/mail-delivery';
import { questionnairePdfRoutes } from './modules/questionnaire-pdf';
import { certificateRoutes } from './modules/certificate';
import { certificateFileRoutes } from './modules/certificate-files';
import { createIssuer, credentialRoutes, didDocumentRoute } from './modules/credential';
import { registerRoutes } from './modules/register';

/**
 * The type of what buildApp builds, for the tests that build it.
 * @internal
 */
export type { App };

/** @internal */
export type AppDependencies = {
  /** An already open database (tests share one per file); otherwise opened from the config and closed with the app. */
  database?: DatabaseHandle;
  /** Close the given database with the app, last (the server's, opened before the app: ADR 074). */
  closeDatabase?: boolean;
  clock?: Clock;
  /** The source of the peer figures' noise; crypto unless a test seeds it. */
  random?: () => number;
  /** Folder of the built SPA; defaults to the config's WEB_DIST_DIR, then apps/web/dist. */
  webDistDir?: string;
  logger?: boolean;
  /** Where the JSON log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** Session lifetimes and sign-in rate limits; defaults in modules/account/settings.ts. */
  auth?: Partial<AuthSettings>;
  /** Told of every route as it is registered, HEAD twins included (the authorization matrix's completeness test). */
  onRoute?: onRouteHookHandler;
  /** The budget of the upload check; defaults in modules/workshop/pdf-check.ts. */
  workshop?: WorkshopOptions;
  /** The daily invitation limits; defaults in modules/organization/invitation-limits.ts. */
  organization?: OrganizationOptions;
};

/**
 * The operator as the OpenAPI document names them for integrators: what the site configuration fills in; a trial
 * start's placeholders are left out (docs/api.md).
 */
function apiContact(config: Config) {
  const { name, email } = config.site.operator;
  return {
    url: config.publicUrl,
    ...(isPlaceholder(name) ? {} : { name }),
    ...(isPlaceholder(email) ? {} : { email }),
  };
}

/** Builds the whole platform as one Fastify instance: used by server.ts and by the tests through inject. */
export async function buildApp(config: Config, deps: AppDependencies = {}): Promise<App> {
  const app = Fastify({
    ...loggingOptions(config.logLevel, deps.logger !== false, deps.logStream),
    // Each route's body limit fits what it takes; the larger ones say so (docs/security.md 45).
    bodyLimit: DEFAULT_BODY_LIMIT,
    // Client addresses feed the rate limits: believe X-Forwarded-For only from the configured proxies.
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
  }).withTypeProvider<ZodTypeProvider>();
  // First, so that it sees the routes of every plugin registered below.
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = deps.database ?? (await openDatabase(databaseOptionsOf(config)));
  // Added before every plugin: Fastify runs the closing hooks newest first, so the database closes after them all.
  if (!deps.database || deps.closeDatabase) app.addHook('onClose', () => database.close());
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('clock', deps.clock ?? systemClock);
  app.decorate('random', deps.random ?? cryptoRandom);

  await app.register(requestIdPlugin);
  await app.register(mailerPlugin);
  await app.register(metricsPlugin);
  await app.register(errorsPlugin);
  await app.register(requestBodiesPlugin);
  // Before every route: the compression hook attaches to the routes registered after it.
  await app.register(compressionPlugin);
  await app.register(securityHeadersPlugin, { helmet: securityHeaderOptions(config) });
  registerOpenApiComponents();
  await app.register(swagger, {
    // 3.1: its schemas are JSON Schema 2020-12, which the questionnaires' conditional rules (if/then) need
    // (docs/api.md).
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Zertifizierungsplattform API',
        version: '1.0.0',
        description: apiDescription,
        contact: apiContact(config),
      },
      servers: [{ url: config.publicUrl }],
      tags: Object.entries(apiTags).map(([name, description]) => ({ name, description })),
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const issuer = await createIssuer(config.publicUrl, config.credentialKeys);
  await app.register(
    async (api) => {
      // Cookies, auth hooks and the CSRF check apply to every route registered in this /api scope.
      await api.register(authPlugin, { settings: deps.auth });
      await api.register(csrfPlugin);
      await api.register(healthRoutes);
      await api.register(metricsRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(statsRoutes);
      await api.register(publicConfigRoutes);
      await api.register(organizationRoutes, deps.organization ?? {});
      // The approval starts the journey: the journey module sits above the organisation module (docs/decisions/050-api-modules-by-feature.md).
      await api.register(adminOrganizationRoutes, { startJourney: refreshJourney });
      await api.register(documentRoutes);
      await api.register(evaluationRoutes);
      await api.register(registerRoutes);
      await api.register(workshopRoutes, deps.workshop ?? {});
      await api.register(adminJourneyRoutes);
      await api.register(journeyRoutes);
      await api.register(journeyRequestRoutes);
      await api.register(adminExportRoutes);
      await api.register(overviewRoutes);
      await api.register(mailDeliveryRoutes);
      await api.register(questionnairePdfRoutes);
      await api.register(certificateRoutes);
      await api.register(certificateFileRoutes);
      await api.register(credentialRoutes, { issuer });
    },
    { prefix: '/api' },
  );
  await app.register(didDocumentRoute, { issuer });

  await app.register(spaPlugin, { distDir: deps.webDistDir ?? config.webDistDir });
  return app;
}
