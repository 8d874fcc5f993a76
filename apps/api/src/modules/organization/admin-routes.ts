import type { App } from '../../app-type';
import { adminOrganizationDecisionRoutes, type DecisionOptions } from './decision-routes';
import { adminOrganizationListRoutes } from './admin-list-routes';

/** The admin organisation lists and the approval and change-request decisions (docs/decisions/007-organisations.md). */
export async function adminOrganizationRoutes(app: App, options: DecisionOptions) {
  await app.register(adminOrganizationListRoutes);
  await app.register(adminOrganizationDecisionRoutes, options);
}
