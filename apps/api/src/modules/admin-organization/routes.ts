import type { App } from '../../app';

/** The admin organisation lists and the approval and change-request decisions (docs/decisions/007-organisations.md). */
export async function adminOrganizationRoutes(app: App) {
  void app;
}
