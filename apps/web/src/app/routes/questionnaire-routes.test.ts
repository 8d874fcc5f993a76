import { questionnaires, QuestionnaireKind } from '@cert/domain';
import { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createRoutes } from '../router';

function paths(routes: RouteObject[], prefix = ''): string[] {
  return routes.flatMap((route) => {
    const path = route.path ? `${prefix}/${route.path}`.replace(/\/+/g, '/') : prefix;
    return [path, ...paths(route.children ?? [], path)];
  });
}

describe('questionnaire routes', () => {
  it('follow the registry: the base of each questionnaire and the base with optional id and a step', () => {
    const all = paths(createRoutes(new QueryClient()));
    for (const kind of QuestionnaireKind.values) {
      const { routeBase } = questionnaires[kind];
      expect(all).toContain(routeBase);
      expect(all).toContain(`${routeBase}/:id?/:step`);
    }
    expect(all).toContain('/fragebogen');
  });
});
