import {
  adminOverviewDownloadPath,
  officeFileContracts,
  type OverviewQuery,
  type OverviewTable,
} from '@cert/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const searchOf = (query: OverviewQuery) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const search = params.toString();
  return search ? `?${search}` : '';
};

/** The overview's figures (docs/insights.md); a new filter keeps the last figures in view until its own arrive. */
export const useOverview = (query: OverviewQuery) =>
  useQuery({
    queryKey: [
      'admin',
      'overview',
      query.from ?? '',
      query.to ?? '',
      query.kind ?? '',
      query.agencyLevel ?? '',
    ],
    // An empty filter is no filter: it is left out, not sent empty.
    queryFn: () =>
      api.call(officeFileContracts.overview, {
        query: Object.fromEntries(Object.entries(query).filter(([, value]) => value)),
      }),
    placeholderData: keepPreviousData,
    // The screen shows its own error at the field or in its alert: no notice beside it that outlives the next view.
    meta: { handlesErrors: true },
  });

/** A table of the overview as an XLSX file, with the filters shown: a plain link, the browser downloads it. */
export const downloadHref = (table: OverviewTable, query: OverviewQuery) =>
  `${adminOverviewDownloadPath(table)}${searchOf(query)}`;
