import { Text } from '@mantine/core';
import { SimplePage } from '@/components/ui/simple-page';

export function Component() {
  return (
    <SimplePage title="Zertifizierung für Unternehmen">
      <Text>
        Unternehmen und Start-ups, die innovative Lösungen an die öffentliche Hand verkaufen, weisen ihre
        Erfahrung in drei Stufen nach: Professional, Practitioner und Expert.
      </Text>
    </SimplePage>
  );
}
