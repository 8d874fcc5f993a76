import { z } from 'zod';
import { contract } from './contract';

/** The settings the browser may see before sign-in. */
const publicConfigSchema = z.object({
  matomo: z.object({ url: z.string(), siteId: z.string() }).nullable(),
});

export const publicConfigContracts = {
  publicConfig: contract({
    operationId: 'getPublicConfig',
    description:
      "Public. What the web app needs before sign-in: the Matomo tracker's address and site id when the operator configured one, else null.",
    method: 'GET',
    path: '/config/public',
    tags: ['config'],
    summary: 'Public client configuration (optional Matomo tracker)',
    responses: { 200: publicConfigSchema },
  }),
};
