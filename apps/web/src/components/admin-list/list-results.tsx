import type { Paginated } from '@cert/domain';
import type { ReactNode } from 'react';
import { LoadError } from '@/components/ui/problem-alert';
import { EmptyListNotice, ListLoader, ResultSummary } from './list-notices';
import { ListPager } from './list-pager';

type Props<Item> = {
  /** The list query's state (TanStack Query). */
  result: {
    data: Paginated<Item> | undefined;
    error: unknown;
    isPending: boolean;
    refetch: () => unknown;
  };
  /** The counted noun of the summary, e.g. "Organisation" and "Organisationen". */
  singular: string;
  plural: string;
  tasks: boolean;
  /** A search or filter is set: an empty list then says "Keine Treffer". */
  filtered: boolean;
  emptyText: string;
  onPage: (page: number) => void;
  /** The table of a non-empty page. */
  children: (docs: Item[]) => ReactNode;
};

/** Where a list's results start: its search form's first link leads here past the filters. */
export const LIST_RESULTS_ID = 'ergebnisse';

/**
 * A paged admin list below its search form: the live count, then the load error with retry, the loader, the
 * empty notice or the table with its pager.
 */
export function ListResults<Item>({
  result: { data, error, isPending, refetch },
  singular,
  plural,
  tasks,
  filtered,
  emptyText,
  onPage,
  children,
}: Props<Item>) {
  return (
    <div id={LIST_RESULTS_ID} tabIndex={-1}>
      <ResultSummary
        totalDocs={isPending ? undefined : data?.totalDocs}
        singular={singular}
        plural={plural}
        tasks={tasks}
      />
      {error ? (
        <LoadError title="Die Liste konnte nicht geladen werden" error={error} onRetry={refetch} mb="md" />
      ) : null}
      {isPending && !error ? <ListLoader /> : null}
      {data && !error ? (
        data.docs.length === 0 ? (
          <EmptyListNotice
            totalDocs={data.totalDocs}
            filtered={filtered}
            emptyText={emptyText}
            onFirstPage={() => onPage(1)}
          />
        ) : (
          <>
            {children(data.docs)}
            <ListPager data={data} onPage={onPage} />
          </>
        )
      ) : null}
    </div>
  );
}
