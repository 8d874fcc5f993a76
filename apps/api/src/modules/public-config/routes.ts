import type { App } from '../../app-type';
import { serve } from '../../lib/serve';
import { publicConfigContracts } from '@cert/domain/contracts';

/** Settings the browser needs and may see: only the optional Matomo address and site id. */
export async function publicConfigRoutes(app: App) {
  serve(app, publicConfigContracts.publicConfig, {}, async () => {
    const matomo = app.config.matomo;
    return { matomo: matomo ? { url: matomo.url.replace(/\/+$/, ''), siteId: matomo.siteId } : null };
  });
}
