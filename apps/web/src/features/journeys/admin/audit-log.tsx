import { AuditAction, type AuditEntry } from '@cert/domain';
import { Text } from '@mantine/core';
import { DateTimeDisplay } from '@/components/form';
import { RecordTable } from '@/components/ui/record-table';

/** "Verlauf": every admin decision on the journey with who and when, newest first as the API sends it. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  if (entries.length === 0) return <Text>Es gibt noch keine Entscheidungen des Programmteams.</Text>;
  return (
    <RecordTable
      regionLabel="Tabelle des Verlaufs"
      listLabel="Einträge des Verlaufs"
      rows={entries}
      rowKey={(entry) => entry._id}
      title={{ header: 'Zeitpunkt', cell: (entry) => <DateTimeDisplay value={entry.createdAt} /> }}
      columns={[
        { header: 'Aktion', cell: (entry) => AuditAction.label(entry.action) },
        { header: 'Von', cell: (entry) => entry.actor ?? 'unbekannt' },
        { header: 'Kommentar', cell: (entry) => entry.comment ?? '–' },
      ]}
    />
  );
}
