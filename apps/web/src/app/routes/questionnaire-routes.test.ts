import { questionnaires, QuestionnaireKind } from '@cert/domain';
import { JOURNEY_SLUGS } from '@cert/domain/journey/slugs';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '@/testing/app-routes';

function paths(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    return [path, ...paths(route.children ?? [], path)];
  });
}

describe('questionnaire routes', () => {
  it('follow the registry: the base of each questionnaire and the base with optional id and a step', () => {
    const all = paths(appRoutes());
    for (const kind of QuestionnaireKind.values) {
      const { routeBase } = questionnaires[kind];
      expect(all).toContain(routeBase);
      expect(all).toContain(`${routeBase}/:id?/:step`);
      expect(all).toContain(`${routeBase}/:id/evaluation`);
    }
    expect(all).toContain('/fragebogen');
  });

  it('send …/:id/evaluation to the evaluation, not to a questionnaire step called "evaluation"', () => {
    const routes = appRoutes();
    for (const kind of QuestionnaireKind.values) {
      const { routeBase, definition } = questionnaires[kind];
      expect(definition.steps.map((step) => step.slug)).not.toContain('evaluation');
      const evaluation = matchRoutes(routes, `${routeBase}/0b7c9d7e-1111-4222-8333-444455556666/evaluation`);
      expect(evaluation?.at(-1)?.route.path).toMatch(/\/:id\/evaluation$/);
      const step = matchRoutes(
        routes,
        `${routeBase}/0b7c9d7e-1111-4222-8333-444455556666/pruefen-und-absenden`,
      );
      expect(step?.at(-1)?.route.path).toMatch(/\/:id\?\/:step$/);
    }
  });

  it("carry the specification's route names (issue 58, point 16)", () => {
    const named = new Map<string, string>();
    const walk = (routes: RouteObject[], prefix = '') => {
      for (const route of routes) {
        const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
        if (route.id) named.set(route.id, path);
        walk(route.children ?? [], path);
      }
    };
    walk(appRoutes());
    const office = questionnaires['procurement-office'].routeBase;
    const project = questionnaires['procurement-project'].routeBase;
    expect(Object.fromEntries(named)).toMatchObject({
      certificationProcurementOffice: office,
      evaluationProcurementOffice: `${office}/:id/evaluation`,
      certificationProcurementProject: project,
      evaluationProcurementProject: `${project}/:id/evaluation`,
      journeyProcurement: `/zertifizierungspfad/${JOURNEY_SLUGS.procurement}`,
      journeyProvider: `/zertifizierungspfad/${JOURNEY_SLUGS.provider}`,
    });
  });
});
