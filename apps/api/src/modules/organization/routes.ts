import type { App } from '../../app';

/** Organisation, membership and invitation calls (docs/decisions/007-organisations.md, Routes). */
export async function organizationRoutes(app: App) {
  void app;
}
