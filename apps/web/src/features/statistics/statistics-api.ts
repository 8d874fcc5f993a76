import { type StatisticsQuery } from '@cert/domain';
import { siteContracts } from '@cert/domain/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

function fetchStatistics(query: StatisticsQuery) {
  return api.call(siteContracts.statistics, { query });
}

/** Page views per page and period (docs/product.md §7); a new range keeps the last figures until its own arrive. */
export function useStatistics(query: StatisticsQuery) {
  return useQuery({
    queryKey: ['admin', 'statistics', query.from ?? '', query.to ?? '', query.interval ?? ''],
    queryFn: () => fetchStatistics(query),
    placeholderData: keepPreviousData,
    // The screen says what went wrong at its fields or in its alert.
    meta: { handlesErrors: true },
  });
}
