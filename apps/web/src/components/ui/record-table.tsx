import { Table } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, type ReactNode } from 'react';
import cardList from './card-list.module.css';
import { DataTable } from './data-table';
import { ScrollRegion } from './scroll-region';

export type RecordColumn<T> = {
  /** The column's head; on a phone the label of the fact. */
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * On a phone: 'label' (the default) shows "head: value"; 'plain' the value alone, below the facts (a link, the
   * actions); 'none' leaves it out (a detail the card's title or another fact already says). A value that is
   * empty (null, undefined or '') is left off a card.
   */
  card?: 'label' | 'plain' | 'none';
};

/**
 * Records as a table on a desktop and as one card per record on a phone, where a table's columns scroll sideways
 * and what matters in a row (its status, its actions) starts off the screen (docs/accessibility.md, "Tables on a
 * phone"). One definition of the columns serves both: the table's heads are the cards' labels.
 */
export function RecordTable<T>({
  regionLabel,
  listLabel,
  caption,
  rows,
  rowKey,
  title,
  columns,
  striped,
  busy,
  marked,
}: {
  /** The table's scroll region ("Tabelle der Zertifikate"). */
  regionLabel: string;
  /** The list of cards on a phone ("Zertifikate"). */
  listLabel: string;
  caption?: string;
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** What names a record: the row's header cell on a desktop, the card's title on a phone. */
  title: RecordColumn<T>;
  columns: readonly RecordColumn<T>[];
  striped?: boolean;
  /** A newer list is on its way (a search, a page): the records shown are about to change. */
  busy?: boolean;
  /** Rows that stand out (`data-marked` on the row and the card, for the caller's style), said in a column too. */
  marked?: (row: T) => boolean;
}) {
  const wide = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const captionId = useId();
  if (!wide) {
    const shown = (card: RecordColumn<T>['card']) =>
      columns.filter((column) => (column.card ?? 'label') === card);
    const valuesOf = (row: T, card: RecordColumn<T>['card']) =>
      shown(card)
        .map((column) => ({ header: column.header, value: column.cell(row) }))
        .filter(({ value }) => value !== null && value !== undefined && value !== '');
    return (
      <>
        {/* A table's caption, above the cards that have none: the list's name where it says the same, else its
            description, so that a screen reader hears it once. */}
        {caption ? (
          <p id={captionId} className={cardList.caption}>
            {caption}
          </p>
        ) : null}
        {/* role="list": Safari drops a list's role once its markers are gone. */}
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles */}
        <ul
          role="list"
          className={cardList.cards}
          {...(caption === listLabel
            ? { 'aria-labelledby': captionId }
            : { 'aria-label': listLabel, 'aria-describedby': caption ? captionId : undefined })}
          aria-busy={busy || undefined}
        >
          {rows.map((row) => (
            <li key={rowKey(row)} className={cardList.card} data-marked={marked?.(row) || undefined}>
              <div className={cardList.title}>{title.cell(row)}</div>
              <dl className={cardList.facts}>
                {valuesOf(row, 'label').map(({ header, value }, index) => (
                  <div key={index}>
                    <dt>{header}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              </dl>
              {valuesOf(row, 'plain').map(({ value }, index) => (
                <div key={index}>{value}</div>
              ))}
            </li>
          ))}
        </ul>
      </>
    );
  }
  return (
    <ScrollRegion label={regionLabel}>
      <DataTable striped={striped} withTableBorder aria-busy={busy || undefined}>
        {caption ? <Table.Caption>{caption}</Table.Caption> : null}
        <Table.Thead>
          <Table.Tr>
            {[title, ...columns].map((column, index) => (
              <Table.Th key={index} scope="col">
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-marked={marked?.(row) || undefined}>
              <Table.Th scope="row" fw="normal">
                {title.cell(row)}
              </Table.Th>
              {columns.map((column, index) => (
                <Table.Td key={index}>{column.cell(row)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </DataTable>
    </ScrollRegion>
  );
}
