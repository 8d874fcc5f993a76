import { type StatisticsQuery } from '@cert/domain';
import { pageViewsContracts } from '@cert/domain/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/call-query';

/** Page views per page and period (docs/product.md §7); a new range keeps the last figures until its own arrive. */
export function useStatistics(query: StatisticsQuery) {
  return useQuery({
    ...callQuery(pageViewsContracts.statistics, { query }),
    placeholderData: keepPreviousData,
    // The screen says what went wrong at its fields or in its alert.
    meta: { handlesErrors: true },
  });
}
