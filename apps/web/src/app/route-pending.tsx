import { Center } from '@mantine/core';
import { Loading } from '@/components/ui/loading';

/** Shown while the first screen's code and data load. */
export function RoutePending() {
  return (
    <Center mih="50vh">
      <Loading label="Seite wird geladen" />
    </Center>
  );
}
