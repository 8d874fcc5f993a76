import type { LevelStatus } from '@cert/domain';
import { Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { DateDisplay } from '@/components/form';
import classes from './admin-journeys.module.css';
import { LevelStatusBadge } from './badges';

type LevelProps = {
  title: string;
  level: { status: LevelStatus; completedAt: string | null; opensAt: string | null };
  children?: ReactNode;
};

/** One level of a journey: its name and status, the day it was completed or opens, and its records. */
export function Level({ title, level, children }: LevelProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={classes.level}>
      <div className={classes.levelHeading}>
        <Title order={3} id={headingId}>
          {title}
        </Title>
        <LevelStatusBadge status={level.status} />
      </div>
      {level.completedAt ? (
        <Text mb="xs">
          Abgeschlossen am <DateDisplay value={level.completedAt} />.
        </Text>
      ) : null}
      {level.opensAt ? (
        <Text mb="xs">
          {level.status === 'retention' ? 'Wieder verfügbar ab' : 'Verfügbar ab'}{' '}
          <DateDisplay value={level.opensAt} />.
        </Text>
      ) : null}
      {children}
    </section>
  );
}
