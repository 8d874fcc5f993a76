import { Text } from '@mantine/core';
import { SimplePage } from '@/components/ui/simple-page';

export function Component() {
  return (
    <SimplePage title="Nutzungsbedingungen">
      <Text>Hier finden Sie die Bedingungen für die Nutzung der Zertifizierungsplattform.</Text>
    </SimplePage>
  );
}
