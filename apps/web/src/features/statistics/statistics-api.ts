import { statisticsResponseSchema, type StatisticsQuery, type StatisticsResponse } from '@cert/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

async function fetchStatistics(query: StatisticsQuery): Promise<StatisticsResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return statisticsResponseSchema.parse(
    await api.get<unknown>(`/admin/statistics${search ? `?${search}` : ''}`),
  );
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
