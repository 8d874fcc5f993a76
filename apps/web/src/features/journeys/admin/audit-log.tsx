import { AuditAction, type AuditEntry } from '@cert/domain';
import { Text } from '@mantine/core';
import { DateTimeDisplay } from '@/components/form';
import { RecordTable } from '@/components/ui/record-table';

/**
 * "Verlauf": every admin decision on the journey with who and when, newest first as the API sends it, and what it
 * concerns where the journey still holds it (`subjects`, by the entry's subject id).
 */
export function AuditLog({
  entries,
  subjects = new Map(),
}: {
  entries: AuditEntry[];
  subjects?: ReadonlyMap<string, string>;
}) {
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
        { header: 'Betrifft', cell: (entry) => (entry.subjectId && subjects.get(entry.subjectId)) || '–' },
        { header: 'Von', cell: (entry) => entry.actor ?? 'unbekannt' },
        { header: 'Kommentar', cell: (entry) => entry.comment ?? '–' },
      ]}
    />
  );
}
