import { z } from 'zod';
import type { App } from '../../app-type';

const publicConfigSchema = z.object({
  matomo: z.object({ url: z.string(), siteId: z.string() }).nullable(),
});

/** Settings the browser needs and may see: only the optional Matomo address and site id. */
export async function publicConfigRoutes(app: App) {
  app.get(
    '/config/public',
    {
      schema: {
        tags: ['config'],
        summary: 'Public client configuration (optional Matomo tracker)',
        response: { 200: publicConfigSchema },
      },
    },
    async () => {
      const matomo = app.config.matomo;
      return { matomo: matomo ? { url: matomo.url.replace(/\/+$/, ''), siteId: matomo.siteId } : null };
    },
  );
}
