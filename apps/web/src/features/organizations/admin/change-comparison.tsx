import { Table } from '@mantine/core';
import { DataTable } from '@/components/ui/data-table';
import { ScrollRegion } from '@/components/ui/scroll-region';
import classes from './admin-organizations.module.css';
import { compareMasterData, type MasterData } from './organization-fields';

/**
 * The current master data against the requested data of a change request, one row per field. Changed rows are
 * tinted, their new value bold and marked "geändert" in words, so the difference never rests on colour alone.
 */
export function ChangeComparison({ current, requested }: { current: MasterData; requested: MasterData }) {
  const rows = compareMasterData(current, requested);
  const changed = rows.filter((row) => row.changed).length;
  return (
    <ScrollRegion label="Vergleich der aktuellen und der beantragten Werte">
      <DataTable withTableBorder mb="md">
        <Table.Caption>
          {changed === 1 ? 'Ein Feld wird geändert.' : `${changed} Felder werden geändert.`}
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Feld</Table.Th>
            <Table.Th scope="col">Aktueller Wert</Table.Th>
            <Table.Th scope="col">Beantragter Wert</Table.Th>
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
