import { RecordTable } from '@/components/ui/record-table';
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
 * Master data against newer master data, one row per field (a card on a phone): the current values against a
 * change request's, or those a rejection saw against the resubmitted ones. Changed rows are tinted, their new value
 * bold and marked "geändert" in words, so the difference never rests on colour alone.
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
    <div className={classes.comparison}>
      <RecordTable
        regionLabel={words.region}
        listLabel={words.region}
        caption={words.caption(changed)}
        rows={rows}
        rowKey={(row) => row.key}
        marked={(row) => row.changed}
        title={{ header: 'Feld', cell: (row) => row.label }}
        columns={[
          { header: words.columns[0], cell: (row) => row.current },
          {
            header: words.columns[1],
            cell: (row) => (row.changed ? <strong>{row.requested}</strong> : row.requested),
          },
          { header: 'Änderung', cell: (row) => (row.changed ? 'geändert' : 'unverändert') },
        ]}
      />
    </div>
  );
}
