import { Text } from '@mantine/core';
import { SimplePage } from '@/components/ui/simple-page';

export function Component() {
  return (
    <SimplePage title="Impressum">
      <Text>Angaben zum Anbieter dieser Website nach § 5 Digitale-Dienste-Gesetz.</Text>
    </SimplePage>
  );
}
