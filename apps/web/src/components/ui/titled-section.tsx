import { Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A section named by its heading (a region a screen reader lists by that name): the one shape of a page's second
 * level. The id is the caller's, since some are link targets.
 */
export function TitledSection({
  id,
  title,
  mt,
  mb,
  className,
  children,
}: {
  id: string;
  title: ReactNode;
  mt?: MantineSpacing;
  mb?: MantineSpacing;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <Title order={2} id={id} mt={mt} mb={mb}>
        {title}
      </Title>
      {children}
    </section>
  );
}
