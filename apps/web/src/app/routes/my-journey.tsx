import { Text } from '@mantine/core';
import { SimplePage } from '@/components/ui/simple-page';

export function Component() {
  return (
    <SimplePage title="Ihr Zertifizierungspfad">
      <Text>
        Hier sehen Sie, welche Stufen Ihre Organisation bereits erreicht hat und welcher Schritt als Nächstes
        ansteht.
      </Text>
    </SimplePage>
  );
}
