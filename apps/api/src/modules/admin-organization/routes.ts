import type { App } from '../../app-type';
import { adminOrganizationDecisionRoutes } from './decision-routes';
import { adminOrganizationListRoutes } from './list-routes';

/** The admin organisation lists and the approval and change-request decisions (docs/decisions/007-organisations.md). */
export async function adminOrganizationRoutes(app: App) {
  await app.register(adminOrganizationListRoutes);
  await app.register(adminOrganizationDecisionRoutes);
}
