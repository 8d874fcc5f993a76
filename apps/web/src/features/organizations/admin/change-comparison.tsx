import { Table } from '@mantine/core';
import { DataTable } from '@/components/ui/data-table';
import { ScrollRegion } from '@/components/ui/scroll-region';
import classes from './admin-organizations.module.css';
import { compareMasterData, type MasterData } from './organization-fields';

/** The words of each comparison: a change request's values against the current ones, or a resubmission's. */
const texts = {
  request: {
    region: 'Vergleich der aktuellen und der beantragten Werte',
    columns: ['Aktueller Wert', 'Beantragter Wert'],
    caption: (changed: number) =>
      changed === 1 ? 'Ein Feld wird geändert.' : `${changed} Felder werden geändert.`,
  },
  resubmission: {
    region: 'Vergleich der Werte bei der Ablehnung und der jetzigen',
    columns: ['Bei der Ablehnung', 'Jetzt'],
    caption: (changed: number) =>
      changed === 1 ? 'Ein Feld wurde seitdem geändert.' : `${changed} Felder wurden seitdem geändert.`,
  },
} as const;

/**
 * Master data against newer master data, one row per field: the current values against a change request's, or
 * those a rejection saw against the resubmitted ones. Changed rows are tinted, their new value bold and marked
 * "geändert" in words, so the difference never rests on colour alone.
 */
export function ChangeComparison({
  current,
  requested,
  of = 'request',
}: {
  current: MasterData;
  requested: MasterData;
  of?: keyof typeof texts;
}) {
  const rows = compareMasterData(current, requested);
  const changed = rows.filter((row) => row.changed).length;
  const words = texts[of];
  return (
    <ScrollRegion label={words.region}>
      <DataTable withTableBorder mb="md">
        <Table.Caption>{words.caption(changed)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Feld</Table.Th>
            <Table.Th scope="col">{words.columns[0]}</Table.Th>
            <Table.Th scope="col">{words.columns[1]}</Table.Th>
            <Table.Th scope="col">Änderung</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr
              key={row.key}
              className={row.changed ? classes.changed : undefined}
              data-changed={row.changed}
            >
              <Table.Th scope="row">{row.label}</Table.Th>
              <Table.Td>{row.current}</Table.Td>
              <Table.Td>{row.requested}</Table.Td>
              <Table.Td>{row.changed ? 'geändert' : 'unverändert'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </DataTable>
    </ScrollRegion>
  );
}
