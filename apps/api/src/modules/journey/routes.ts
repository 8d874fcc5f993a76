import { z } from 'zod';
import {
  apiErrorSchema,
  goldLevelSchema,
  practitionerLevelSchema,
  procurementJourneySchema,
  professionalLevelSchema,
  providerJourneySchema,
  questionnaireLevelSchema,
  silverLevelSchema,
  type ProcurementJourney,
  type ProviderJourney,
} from '@cert/domain';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../app-type';
import { notFound } from '../../lib/http-error';
import { currentUser } from '../../plugins/auth';
import { requireOrganizationAccess } from '../organization/access';
import { readJourney } from './read';

const tags = ['journey'];
const idParams = z.strictObject({ id: z.uuid() });
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
const readers = '(members of the organisation, platform admins)';

/** The spec's journey reads (docs/product.md §7) answer slices of the whole journey (api/journey.ts). */
const procurementSlices = [
  { path: 'bronze/office', key: 'bronzeOffice', schema: questionnaireLevelSchema, name: 'bronze, office' },
  { path: 'bronze/project', key: 'bronzeProject', schema: questionnaireLevelSchema, name: 'bronze, project' },
  { path: 'silver/office', key: 'silverOffice', schema: silverLevelSchema, name: 'silver, office' },
  { path: 'silver/project', key: 'silverProject', schema: silverLevelSchema, name: 'silver, project' },
  { path: 'gold', key: 'gold', schema: goldLevelSchema, name: 'gold' },
] as const;
const providerSlices = [
  { path: 'professional', key: 'professional', schema: professionalLevelSchema, name: 'professional' },
  { path: 'practitioner', key: 'practitioner', schema: practitionerLevelSchema, name: 'practitioner' },
] as const;

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
    await requireOrganizationAccess(app.db, currentUser(request), id, { platformAdmin: true });
    const journey = await readJourney(app.db, id, app.clock.now());
    // A consultant, a never approved organisation, or the other path: there is no such journey.
    if (!journey || journey.pathType !== pathType) throw notFound();
    return journey;
  }

  app.get(
    '/journey/procurement/organization/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: `The whole procurer journey: every level with its records and status ${readers}`,
        params: idParams,
        response: { 200: procurementJourneySchema, ...errors },
      },
    },
    async (request) => journeyOf(request, request.params.id, 'procurement'),
  );

  app.get(
    '/journey/provider/organization/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: `The whole provider journey: every level with its records and status ${readers}`,
        params: idParams,
        response: { 200: providerJourneySchema, ...errors },
      },
    },
    async (request) => journeyOf(request, request.params.id, 'provider'),
  );

  for (const slice of procurementSlices) {
    app.get(
      `/journey/procurement/${slice.path}/organization/:id`,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: `The procurer journey's level ${slice.name} ${readers}`,
          params: idParams,
          response: { 200: slice.schema, ...errors },
        },
      },
      async (request) => (await journeyOf(request, request.params.id, 'procurement'))[slice.key],
    );
  }

  for (const slice of providerSlices) {
    app.get(
      `/journey/provider/${slice.path}/organization/:id`,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          summary: `The provider journey's level ${slice.name} ${readers}`,
          params: idParams,
          response: { 200: slice.schema, ...errors },
        },
      },
      async (request) => (await journeyOf(request, request.params.id, 'provider'))[slice.key],
    );
  }
}
