import { type OverviewQuery, type OverviewTable } from '@cert/domain';
import { adminOverviewDownloadPath, insightsContracts, searchOf } from '@cert/domain/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callQuery } from '@/lib/call-query';

/** The overview's figures (docs/insights.md); a new filter keeps the last figures in view until its own arrive. */
export const useOverview = (query: OverviewQuery) =>
  useQuery({
    ...callQuery(insightsContracts.overview, { query }),
    placeholderData: keepPreviousData,
    // The screen shows its own error at the field or in its alert: no notice beside it that outlives the next view.
    meta: { handlesErrors: true },
  });

/** A table of the overview as an XLSX file, with the filters shown: a plain link, the browser downloads it. */
export const downloadHref = (table: OverviewTable, query: OverviewQuery) =>
  `${adminOverviewDownloadPath(table)}${searchOf(query)}`;
