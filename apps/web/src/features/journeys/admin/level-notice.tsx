import type { LevelStatus } from '@cert/domain';
import { Alert } from '@mantine/core';
import { DateDisplay } from '@/components/form';

/**
 * A note (not an alert: it is there on arrival) saying up front when the level of an entry page cannot take the
 * entry yet, or needs none any more. The form stays usable: the server decides, and its 409 names the opening day.
 */
export function LevelNotice({
  name,
  level,
}: {
  name: string;
  level: { status: LevelStatus; opensAt: string | null } | null;
}) {
  if (!level) return null;
  if (level.status === 'waiting' && level.opensAt) {
    return (
      <Alert color="yellow" title="Wartezeit" mb="md" role="note">
        {name} ist ab dem <DateDisplay value={level.opensAt} /> verfügbar. Ein früheres Datum wird nicht
        angenommen.
      </Alert>
    );
  }
  if (level.status === 'locked') {
    return (
      <Alert color="yellow" title="Noch nicht verfügbar" mb="md" role="note">
        {name} ist noch nicht verfügbar: Zuerst muss die vorherige Stufe abgeschlossen sein.
      </Alert>
    );
  }
  if (level.status === 'done') {
    return (
      <Alert color="blue" title="Bereits abgeschlossen" mb="md" role="note">
        {name} ist bereits abgeschlossen.
      </Alert>
    );
  }
  return null;
}
