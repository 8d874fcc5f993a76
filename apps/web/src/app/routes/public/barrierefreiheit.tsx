import { Text } from '@mantine/core';
import { SimplePage } from '@/components/ui/simple-page';

export function Component() {
  return (
    <SimplePage title="Erklärung zur Barrierefreiheit">
      <Text>
        Wir möchten die Zertifizierungsplattform für alle Menschen zugänglich machen. Die Plattform richtet
        sich nach der Barrierefreie-Informationstechnik-Verordnung (BITV 2.0).
      </Text>
    </SimplePage>
  );
}
