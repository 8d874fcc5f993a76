import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page with its single h1 and running text at a readable width. */
export function SimplePage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="prose">
      <Title order={1}>{title}</Title>
      {children}
    </div>
  );
}
