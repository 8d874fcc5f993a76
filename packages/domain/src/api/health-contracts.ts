import { z } from 'zod';
import { contract } from './contract';
import { refusals } from './errors';

/** The process's probes for a supervisor and a load balancer (docs/decisions/018-observability.md). */
export const healthContracts = {
  health: contract({
    operationId: 'checkLiveness',
    description:
      "Public. Answers as long as the process runs, without touching the database: for a process supervisor's liveness check.",
    method: 'GET',
    path: '/health',
    tags: ['system'],
    summary: 'Liveness probe: the process answers',
    responses: { 200: z.object({ status: z.literal('ok') }) },
  }),
  ready: contract({
    operationId: 'checkReadiness',
    description:
      "Public. Answers 200 when the database answers and 503 (UNAVAILABLE) when not: for a load balancer's readiness check.",
    method: 'GET',
    path: '/ready',
    tags: ['system'],
    summary: 'Readiness probe: the database answers (a load balancer sends no traffic before)',
    responses: { 200: z.object({ status: z.literal('ready') }), ...refusals(503) },
  }),
};
