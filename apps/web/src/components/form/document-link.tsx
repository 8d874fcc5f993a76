import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

type DocumentLinkProps = AnchorProps & { href: string; children: ReactNode; id?: string; download?: string };

/** A link to a document (certificate, workshop report) that opens in a new tab (docs/product.md §2). */
export function DocumentLink({ href, children, ...props }: DocumentLinkProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> (öffnet in neuem Tab)</VisuallyHidden>
    </Anchor>
  );
}
