import { Text } from '@mantine/core';
import { SimplePage } from '@/components/ui/simple-page';

export function Component() {
  return (
    <SimplePage title="Zertifizierung für öffentliche Auftraggeber">
      <Text>
        Beschaffungsstellen und Beschaffungsprojekte lassen ihre Kompetenz in der innovativen Beschaffung
        zertifizieren: mit einer Selbsteinschätzung (Bronze), einem Workshop (Silber) und einem Praxisbeispiel
        (Gold).
      </Text>
    </SimplePage>
  );
}
