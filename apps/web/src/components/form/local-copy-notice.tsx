import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { answerWords, nothingWords, type AnswerConflict, type Step } from '@cert/domain';
import { DateTimeDisplay } from './date-time-display';

type LocalCopyNoticeProps = {
  /** The copy useDraftDocument found in this browser; nothing is shown without one. */
  copy: {
    at: string;
    conflicts: readonly AnswerConflict[];
    restore: () => void;
    discard: () => void;
    keepMine: (conflict: AnswerConflict) => void;
    keepSaved: (conflict: AnswerConflict) => void;
  } | null;
  /** The steps of the form, to name a conflicting field and say its answers in words. */
  steps: readonly Step[];
};

/** An answer as the review page says it; "Keine Angabe" for none. */
function wordsOf(step: Step | undefined, key: string, value: unknown): string {
  const field = step?.fields.find((candidate) => candidate.key === key);
  const words = field ? answerWords(field, value) : undefined;
  if (!words) return 'Keine Angabe';
  if ('text' in words) return words.text;
  if ('items' in words) return words.items.length > 0 ? words.items.join(', ') : nothingWords.nothingSelected;
  const rows = words.rows
    .filter((row) => row.label !== undefined || row.rating !== undefined)
    .map((row) => [row.label, row.rating].filter(Boolean).join(': '));
  return rows.length > 0 ? rows.join('; ') : nothingWords.noEntries;
}

/**
 * Offers back answers this browser kept but the server never confirmed (a crash, a lost connection, an expired
 * session; docs/decisions/036-local-draft-copies.md). Restoring merges them field by field with what is saved; where
 * a field was saved differently meanwhile, the saved answer stays until the user picks one of the two.
 */
export function LocalCopyNotice({ copy, steps }: LocalCopyNoticeProps) {
  if (!copy) return null;
  if (copy.conflicts.length > 0)
    return (
      <Alert color="yellow" role="alert" title="Bitte wählen Sie, welche Angabe gelten soll" mb="lg">
        <Text mb="sm">
          Diese Angaben wurden inzwischen anders gespeichert, als sie in diesem Browser erhalten sind. Bis Sie
          wählen, gilt die gespeicherte Angabe.
        </Text>
        <Stack gap="md">
          {copy.conflicts.map((conflict) => {
            const step = steps.find((candidate) => candidate.section === conflict.section);
            const label = step?.fields.find((field) => field.key === conflict.key)?.label ?? conflict.key;
            const id = `abweichung-${conflict.section}-${conflict.key}`;
            // A group named by the field, so that the two buttons of each field are told apart by a screen reader.
            return (
              <div key={id} role="group" aria-labelledby={id}>
                <Text fw={600} id={id}>
                  {label}
                </Text>
                <Text>Gespeichert: {wordsOf(step, conflict.key, conflict.theirs)}</Text>
                <Text mb="xs">In diesem Browser: {wordsOf(step, conflict.key, conflict.mine)}</Text>
                <Group gap="sm">
                  <Button variant="default" onClick={() => copy.keepSaved(conflict)}>
                    Gespeicherte behalten
                  </Button>
                  <Button onClick={() => copy.keepMine(conflict)}>Aus diesem Browser übernehmen</Button>
                </Group>
              </div>
            );
          })}
        </Stack>
      </Alert>
    );
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
