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
} from '../journey/model';

/**
 * The journey reads of members and platform admins (docs/decisions/014-journeys.md; 404 for everyone else), the
 * specification's slices of them (docs/product.md §7), and the members' requests to the office (ADR 047).
 */
const tags = ['journey'] as const;
const idParams = z.strictObject({ id: z.uuid() });
const readers = '(members of the organisation, platform admins)';
const readRefusals = refusals(400, 401, 404);

const readDescription =
  'Members of the organisation and platform admins; anyone else gets 404, as for an organisation that does not ' +
  'exist. A level says whether it is open, passed, failed or waiting (with the day it opens) and holds its records ' +
  'and, once passed, its certificate.';
const slice = <S extends z.ZodType>(path: string, name: string, operationId: string, schema: S) =>
  contract({
    method: 'GET',
    path: `/journey/${path}/organization/:id`,
    operationId,
    description: readDescription,
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
    operationId: 'getProcurerJourney',
    description: readDescription,
    tags,
    summary: `The whole procurer journey: every level with its records and status ${readers}`,
    params: idParams,
    responses: { 200: procurementJourneySchema, ...readRefusals },
  }),
  provider: contract({
    method: 'GET',
    path: '/journey/provider/organization/:id',
    operationId: 'getProviderJourney',
    description: readDescription,
    tags,
    summary: `The whole provider journey: every level with its records and status ${readers}`,
    params: idParams,
    responses: { 200: providerJourneySchema, ...readRefusals },
  }),
  /** Keyed like the journey's levels (ProcurementJourney, ProviderJourney). */
  procurementSlices: {
    bronzeOffice: slice(
      'procurement/bronze/office',
      'bronze, office',
      'getProcurerBronzeOfficeLevel',
      questionnaireLevelSchema,
    ),
    bronzeProject: slice(
      'procurement/bronze/project',
      'bronze, project',
      'getProcurerBronzeProjectLevel',
      questionnaireLevelSchema,
    ),
    silverOffice: slice(
      'procurement/silver/office',
      'silver, office',
      'getProcurerSilverOfficeLevel',
      silverLevelSchema,
    ),
    silverProject: slice(
      'procurement/silver/project',
      'silver, project',
      'getProcurerSilverProjectLevel',
      silverLevelSchema,
    ),
    gold: slice('procurement/gold', 'gold', 'getProcurerGoldLevel', goldLevelSchema),
  },
  providerSlices: {
    professional: slice(
      'provider/professional',
      'professional',
      'getProviderProfessionalLevel',
      professionalLevelSchema,
    ),
    practitioner: slice(
      'provider/practitioner',
      'practitioner',
      'getProviderPractitionerLevel',
      practitionerLevelSchema,
    ),
  },
  requests: {
    provider: contract({
      method: 'POST',
      path: '/journey/provider/organization/:id/requests',
      operationId: 'reportParticipation',
      description:
        'Members of an approved provider report a programme event they took part in; the programme office is ' +
        'told and records it (or declines it with a reason). 409 while the organisation has the most open requests ' +
        'the office takes at once.',
      tags,
      summary: 'A provider reports a participation for the office to record (members)',
      params: idParams,
      body: participationReportBodySchema,
      responses: { 201: journeyRequestSchema, ...requestRefusals },
    }),
    procurement: contract({
      method: 'POST',
      path: '/journey/procurement/organization/:id/requests',
      operationId: 'requestWorkshop',
      description:
        'Members of an approved public procurer ask for the silver workshop of a branch (office or project); the ' +
        'programme office is told. 409 when that silver level is done, a request for it is open, or the ' +
        'organisation has the most open requests the office takes at once.',
      tags,
      summary: 'A procurer asks for the silver workshop of a branch (members)',
      params: idParams,
      body: workshopRequestBodySchema,
      responses: { 201: journeyRequestSchema, ...requestRefusals },
    }),
  },
};
