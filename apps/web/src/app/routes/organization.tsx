import { Text } from '@mantine/core';
import { SimplePage } from '@/components/ui/simple-page';

export function Component() {
  return (
    <SimplePage title="Ihre Organisationen">
      <Text>
        Hier verwalten Sie die Organisationen, für die Sie auf der Plattform handeln, und wählen Ihre aktive
        Organisation.
      </Text>
    </SimplePage>
  );
}
