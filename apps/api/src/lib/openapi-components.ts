import { apiErrorSchema } from '@cert/domain';
import { z } from 'zod';

/**
 * Schemas the OpenAPI document names once under components and refers to (`$ref`) wherever a route uses them:
 * every error answer has the one shape of docs/product.md §7. fastify-type-provider-zod's transforms read zod's
 * global registry; a schema keeps its entry for the life of the process (tests build many apps in one).
 */
export function registerOpenApiComponents() {
  if (!z.globalRegistry.has(apiErrorSchema)) z.globalRegistry.add(apiErrorSchema, { id: 'ApiError' });
}
