import { z } from 'zod';
import { contract } from './contract';
import { refusals } from './errors';
import {
  goldLevelSchema,
  journeyRequestSchema,
  participationReportBodySchema,
  practitionerLevelSchema,
  procurementJourneySchema,
  professionalLevelSchema,
  providerJourneySchema,
  questionnaireLevelSchema,
  silverLevelSchema,
  workshopRequestBodySchema,
} from './journey';

/**
 * The journey reads of members and platform admins (docs/decisions/014-journeys.md; 404 for everyone else), the
 * specification's slices of them (docs/product.md §7), and the members' requests to the office (ADR 047).
 */
const tags = ['journey'];
const idParams = z.strictObject({ id: z.uuid() });
const readers = '(members of the organisation, platform admins)';
const readRefusals = refusals(400, 401, 404);

const slice = <S extends z.ZodType>(path: string, name: string, schema: S) =>
  contract({
    method: 'GET',
    path: `/journey/${path}/organization/:id`,
    tags,
    summary: `The ${path.startsWith('provider') ? 'provider' : 'procurer'} journey's level ${name} ${readers}`,
    params: idParams,
    responses: { 200: schema, ...readRefusals },
  });

const requestRefusals = refusals(400, 401, 403, 404, 409);

export const journeyContracts = {
  procurement: contract({
    method: 'GET',
    path: '/journey/procurement/organization/:id',
    tags,
    summary: `The whole procurer journey: every level with its records and status ${readers}`,
    params: idParams,
    responses: { 200: procurementJourneySchema, ...readRefusals },
  }),
  provider: contract({
    method: 'GET',
    path: '/journey/provider/organization/:id',
    tags,
    summary: `The whole provider journey: every level with its records and status ${readers}`,
    params: idParams,
    responses: { 200: providerJourneySchema, ...readRefusals },
  }),
  /** Keyed like the journey's levels (ProcurementJourney, ProviderJourney). */
  procurementSlices: {
    bronzeOffice: slice('procurement/bronze/office', 'bronze, office', questionnaireLevelSchema),
    bronzeProject: slice('procurement/bronze/project', 'bronze, project', questionnaireLevelSchema),
    silverOffice: slice('procurement/silver/office', 'silver, office', silverLevelSchema),
    silverProject: slice('procurement/silver/project', 'silver, project', silverLevelSchema),
    gold: slice('procurement/gold', 'gold', goldLevelSchema),
  },
  providerSlices: {
    professional: slice('provider/professional', 'professional', professionalLevelSchema),
    practitioner: slice('provider/practitioner', 'practitioner', practitionerLevelSchema),
  },
  requests: {
    provider: contract({
      method: 'POST',
      path: '/journey/provider/organization/:id/requests',
      tags,
      summary: 'A provider reports a participation for the office to record (members)',
      params: idParams,
      body: participationReportBodySchema,
      responses: { 201: journeyRequestSchema, ...requestRefusals },
    }),
    procurement: contract({
      method: 'POST',
      path: '/journey/procurement/organization/:id/requests',
      tags,
      summary: 'A procurer asks for the silver workshop of a branch (members)',
      params: idParams,
      body: workshopRequestBodySchema,
      responses: { 201: journeyRequestSchema, ...requestRefusals },
    }),
  },
};
