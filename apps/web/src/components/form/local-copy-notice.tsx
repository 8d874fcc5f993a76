import { Alert, Button, Group, Text } from '@mantine/core';
import { answerWords, nothingWords, type AnswerConflict, type AnswerField, type Field } from '@cert/domain';
import { DateTimeDisplay } from './date-time-display';

type LocalCopyNoticeProps = {
  /** The copy useDraftDocument found in this browser; nothing is shown without one. */
  copy: { at: string; restore: () => void; discard: () => void } | null;
};

/**
 * Offers back answers this browser kept but the server never confirmed (a crash, a lost connection, an expired
 * session; docs/decisions/036-local-draft-copies.md). Restoring merges them field by field with what is saved; where
 * a field was saved differently meanwhile, the saved answer stays until the user picks one of the two beside it.
 */
export function LocalCopyNotice({ copy }: LocalCopyNoticeProps) {
  if (!copy) return null;
  return (
    <Alert color="yellow" role="alert" title="Nicht gespeicherte Angaben gefunden" mb="lg">
      <Text mb="sm">
        In diesem Browser sind Angaben vom <DateTimeDisplay value={copy.at} /> erhalten, die noch nicht
        gespeichert wurden, zum Beispiel nach einem Verbindungsabbruch oder einer abgelaufenen Sitzung.
        Möchten Sie sie wiederherstellen? Was inzwischen gespeichert wurde, bleibt erhalten.
      </Text>
      <Group gap="sm">
        <Button onClick={copy.restore}>Angaben wiederherstellen</Button>
        <Button variant="default" onClick={copy.discard}>
          Verwerfen
        </Button>
      </Group>
    </Alert>
  );
}

/** An answer as the review page says it; "Keine Angabe" for none. */
function wordsOf(field: Field, value: unknown): string {
  const words = answerWords(field, value);
  if (!words) return 'Keine Angabe';
  if ('text' in words) return words.text;
  if ('items' in words) return words.items.length > 0 ? words.items.join(', ') : nothingWords.nothingSelected;
  const rows = words.rows
    .filter((row) => row.label !== undefined || row.rating !== undefined)
    .map((row) => [row.label, row.rating].filter(Boolean).join(': '));
  return rows.length > 0 ? rows.join('; ') : nothingWords.noEntries;
}

/** The element a link to a conflict (the save status's) moves to. */
export const conflictAnchor = ({ section, key }: AnswerField) => `abweichung-${section}-${key}`;

type AnswerConflictChoiceProps = {
  conflict: AnswerConflict;
  field: Field;
  onKeepSaved: (conflict: AnswerConflict) => void;
  onKeepMine: (conflict: AnswerConflict) => void;
};

/**
 * Beside a field answered differently here and in what is saved (a restored copy, another tab, a colleague;
 * docs/decisions/044-draft-save-status-and-merge.md): both answers in words, and the choice. Until the user chooses,
 * the saved answer stays in the field.
 */
export function AnswerConflictChoice({
  conflict,
  field,
  onKeepSaved,
  onKeepMine,
}: AnswerConflictChoiceProps) {
  const id = conflictAnchor(conflict);
  // A group named by the field, so that the two buttons of each field are told apart by a screen reader.
  return (
    <div id={id} tabIndex={-1} role="group" aria-labelledby={`${id}-titel`}>
      <Alert color="yellow" mt="xs">
        <Text fw={600} id={`${id}-titel`} mb="xs">
          Zwei Angaben zu „{field.label}“: Bitte wählen Sie, welche gelten soll
        </Text>
        <Text>Gespeichert: {wordsOf(field, conflict.theirs)}</Text>
        <Text mb="xs">Ihre Angabe: {wordsOf(field, conflict.mine)}</Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => onKeepSaved(conflict)}>
            Gespeicherte behalten
          </Button>
          <Button onClick={() => onKeepMine(conflict)}>Meine Angabe übernehmen</Button>
        </Group>
      </Alert>
    </div>
  );
}
