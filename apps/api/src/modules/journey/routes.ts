import { journeyForOffice, type ProcurementJourney, type ProviderJourney } from '@cert/domain';
import { journeyContracts as calls } from '@cert/domain/contracts';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { notFound } from '../../lib/http-error';
import { serve } from '../../lib/serve';
import { currentUser } from '../account';
import { requireOrganizationAccess } from '../organization';
import { readJourney } from './read';

/** The journey reads of members and platform admins (docs/decisions/014-journeys.md); 404 for everyone else. */
export async function journeyRoutes(app: App) {
  async function journeyOf(
    request: FastifyRequest,
    id: string,
    pathType: 'procurement',
  ): Promise<ProcurementJourney>;
  async function journeyOf(
    request: FastifyRequest,
    id: string,
    pathType: 'provider',
  ): Promise<ProviderJourney>;
  async function journeyOf(request: FastifyRequest, id: string, pathType: 'procurement' | 'provider') {
    const access = await requireOrganizationAccess(app.db, currentUser(request), id, { platformAdmin: true });
    const journey = await readJourney(app.db, id, app.clock.now());
    // A consultant, a never approved organisation, or the other path: there is no such journey.
    if (!journey || journey.pathType !== pathType) throw notFound();
    // The office, not a member, reads it as on its own pages: nothing of a draft (docs/product.md §6).
    return access.role === null ? journeyForOffice(journey) : journey;
  }

  serve(app, calls.procurement, { onRequest: app.requireUser }, async (request) =>
    journeyOf(request, request.params.id, 'procurement'),
  );
  serve(app, calls.provider, { onRequest: app.requireUser }, async (request) =>
    journeyOf(request, request.params.id, 'provider'),
  );
  for (const key of Object.keys(calls.procurementSlices) as Array<keyof typeof calls.procurementSlices>) {
    serve(
      app,
      calls.procurementSlices[key],
      { onRequest: app.requireUser },
      async (request) => (await journeyOf(request, request.params.id, 'procurement'))[key],
    );
  }
  for (const key of Object.keys(calls.providerSlices) as Array<keyof typeof calls.providerSlices>) {
    serve(
      app,
      calls.providerSlices[key],
      { onRequest: app.requireUser },
      async (request) => (await journeyOf(request, request.params.id, 'provider'))[key],
    );
  }
}
