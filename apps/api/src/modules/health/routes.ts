import { sql } from 'drizzle-orm';
import { ErrorCode } from '@cert/domain';
import { healthContracts } from '@cert/domain/contracts';
import type { App } from '../../app-type';
import { HttpError } from '../../lib/http-error';
import { serve } from '../../lib/serve';

export async function healthRoutes(app: App) {
  serve(app, healthContracts.health, {}, async () => ({ status: 'ok' as const }));

  serve(app, healthContracts.ready, {}, async (request) => {
    try {
      await app.db.execute(sql`select 1`);
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new HttpError(503, ErrorCode.Unavailable);
    }
    return { status: 'ready' as const };
  });
}
