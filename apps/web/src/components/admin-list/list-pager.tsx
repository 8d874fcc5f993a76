import type { Paginated } from '@cert/domain';
import { Button, Text } from '@mantine/core';
import classes from './admin-list.module.css';

type Props = {
  data: Paginated<unknown>;
  onPage: (page: number) => void;
  /** The navigation's name: a page with two paged lists names each one's pager. */
  label?: string;
};

/**
 * Previous and next page of a paged list, with the page and the entries shown; nothing for a list of one page, whose
 * count the summary above it says (two inert buttons there only looked like something to do).
 */
export function ListPager({ data, onPage, label = 'Seiten der Liste' }: Props) {
  if (data.totalPages <= 1) return null;
  const first = data.pagingCounter;
  const last = first + data.docs.length - 1;
  // Disabled buttons stay focusable (aria-disabled): the focus must not fall to the page when the last page is reached.
  const step = (enabled: boolean, page: number | null, name: string) => (
    <Button
      variant="outline"
      aria-disabled={!enabled || undefined}
      data-disabled={!enabled || undefined}
      onClick={() => {
        if (enabled && page) onPage(page);
      }}
    >
      {name}
    </Button>
  );
  return (
    <nav aria-label={label} className={classes.pager}>
      {step(data.hasPrevPage, data.prevPage, 'Vorherige Seite')}
      <Text>
        Seite {data.page} von {data.totalPages}
        <Text span c="dimmed">
          {' '}
          · Einträge {first}–{last} von {data.totalDocs}
        </Text>
      </Text>
      {step(data.hasNextPage, data.nextPage, 'Nächste Seite')}
    </nav>
  );
}
