import { Center, Loader } from '@mantine/core';

/** Shown while the first screen's code and data load. */
export function RoutePending() {
  return (
    <Center mih="50vh" role="status" aria-live="polite">
      <Loader aria-label="Seite wird geladen" />
    </Center>
  );
}
