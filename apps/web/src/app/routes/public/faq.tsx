import { Text } from '@mantine/core';
import { SimplePage } from '@/components/ui/simple-page';

export function Component() {
  return (
    <SimplePage title="Häufige Fragen">
      <Text>
        Hier finden Sie Antworten auf häufige Fragen zur Anmeldung, zu den Fragebögen und zur Zertifizierung.
      </Text>
    </SimplePage>
  );
}
