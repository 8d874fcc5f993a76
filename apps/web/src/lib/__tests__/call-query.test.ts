import {
  adminJourneyContracts,
  journeyContracts,
  organizationContracts,
  questionnaireListContracts,
} from '@cert/domain/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { callKey, resourceKey } from '../call-query';

describe('callKey', () => {
  it("is the call's path with its parameters, then its query", () => {
    expect(callKey(journeyContracts.procurement, { params: { id: 'org-1' } })).toEqual([
      'journey',
      'procurement',
      'organization',
      'org-1',
    ]);
    expect(
      callKey(questionnaireListContracts.draft, { query: { 'filter.organization': 'org-1', page: 2 } }),
    ).toEqual(['certifications', 'draft', { 'filter.organization': 'org-1', page: 2 }]);
  });

  it('without parameters names every call of the endpoint, and a prefix every call of the resource', async () => {
    const client = new QueryClient();
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    const procurement = callKey(journeyContracts.procurement, { params: { id: 'a' } });
    const provider = callKey(journeyContracts.provider, { params: { id: 'b' } });
    const organization = callKey(organizationContracts.read, { params: { id: 'a' } });
    const tasks = callKey(adminJourneyContracts.list.tasks, { query: { page: 1 } });
    for (const key of [procurement, provider, organization, tasks]) client.setQueryData(key, {});

    await client.invalidateQueries({ queryKey: callKey(adminJourneyContracts.list.all) });
    expect([stale(procurement), stale(provider), stale(organization), stale(tasks)]).toEqual([
      false,
      false,
      false,
      true,
    ]);
    await client.invalidateQueries({ queryKey: resourceKey(journeyContracts.procurement) });
    expect([stale(procurement), stale(provider), stale(organization)]).toEqual([true, true, false]);
  });
});
