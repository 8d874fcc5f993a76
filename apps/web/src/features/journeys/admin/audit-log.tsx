import { AuditAction, type AuditEntry } from '@cert/domain';
import { Table, Text } from '@mantine/core';
import { DateTimeDisplay } from '@/components/form';
import { DataTable } from '@/components/ui/data-table';
import { ScrollRegion } from '@/components/ui/scroll-region';

/** "Verlauf": every admin decision on the journey with who and when, newest first as the API sends it. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <Text>Es gibt noch keine Entscheidungen des Programmteams.</Text>;
  return (
    <ScrollRegion label="Tabelle des Verlaufs">
      <DataTable withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Zeitpunkt</Table.Th>
            <Table.Th scope="col">Aktion</Table.Th>
            <Table.Th scope="col">Von</Table.Th>
            <Table.Th scope="col">Kommentar</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry._id}>
              <Table.Td>
                <DateTimeDisplay value={entry.createdAt} />
              </Table.Td>
              <Table.Td>{AuditAction.label(entry.action)}</Table.Td>
              <Table.Td>{entry.actor ?? 'unbekannt'}</Table.Td>
              <Table.Td>{entry.comment ?? '–'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </DataTable>
    </ScrollRegion>
  );
}
