import { Text } from '@mantine/core';
import { SimplePage } from '@/components/ui/simple-page';

export function Component() {
  return (
    <SimplePage title="Zertifizierungspfade verwalten">
      <Text>
        Hier sehen Administratorinnen und Administratoren alle Zertifizierungspfade und offenen Aufgaben.
      </Text>
    </SimplePage>
  );
}
