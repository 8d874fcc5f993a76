import { Alert, Button, Group, Text } from '@mantine/core';
import { DateTimeDisplay } from './date-time-display';

type LocalCopyNoticeProps = {
  /** The copy useDraftDocument found in this browser; nothing is shown without one. */
  copy: { at: string; restore: () => void; discard: () => void } | null;
};

/**
 * Offers back answers this browser kept but the server never confirmed (a crash, a lost connection, an expired
 * session; docs/decisions/036-local-draft-copies.md). Restoring shows them in the form, which saves them as usual.
 */
export function LocalCopyNotice({ copy }: LocalCopyNoticeProps) {
  if (!copy) return null;
  return (
    <Alert color="yellow" role="alert" title="Nicht gespeicherte Angaben gefunden" mb="lg">
      <Text mb="sm">
        In diesem Browser sind Angaben vom <DateTimeDisplay value={copy.at} /> erhalten, die noch nicht
        gespeichert wurden, zum Beispiel nach einem Verbindungsabbruch oder einer abgelaufenen Sitzung.
        Möchten Sie sie wiederherstellen?
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
