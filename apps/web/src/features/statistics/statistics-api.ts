import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

type PageViewRow = { path: string; day: string; views: number };
type StatisticsResponse = { from: string; to: string; rows: PageViewRow[] };
export type StatisticsRange = { from?: string; to?: string };

function fetchStatistics(range: StatisticsRange): Promise<StatisticsResponse> {
  const params = new URLSearchParams();
  if (range.from) params.set('from', range.from);
  if (range.to) params.set('to', range.to);
  const query = params.toString();
  return api.get<StatisticsResponse>(`/admin/statistics${query ? `?${query}` : ''}`);
}

export function useStatistics(range: StatisticsRange) {
  return useQuery({
    queryKey: ['admin', 'statistics', range.from ?? '', range.to ?? ''],
    queryFn: () => fetchStatistics(range),
  });
}
