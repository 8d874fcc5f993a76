import { Group, Loader, VisuallyHidden, type MantineSize } from '@mantine/core';

/**
 * A screen or part of one still loading. Mantine's Loader is a span without a role, so a name on it is never read
 * (axe-core refuses it): the label is the text of a polite status, the spinner only seen (docs/accessibility.md).
 */
export function Loading({ label, size }: { label: string; size?: MantineSize }) {
  return (
    <Group role="status" gap="sm">
      <Loader size={size} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Group>
  );
}
