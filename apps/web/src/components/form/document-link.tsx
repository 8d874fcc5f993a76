import { Anchor, VisuallyHidden, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';

type DocumentLinkProps = AnchorProps & { href: string; children: ReactNode; id?: string; download?: string };

/**
 * A link to a document (certificate, workshop report) that opens in a new tab (docs/product.md §2). It often stands
 * on its own line beside form fields: the padding makes its target 24 px tall (WCAG 2.5.8) without moving the
 * line, as padding on an inline element does not (docs/accessibility.md).
 */
export function DocumentLink({ href, children, ...props }: DocumentLinkProps) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" py={4} {...props}>
      {children}
      <VisuallyHidden> (öffnet in neuem Tab)</VisuallyHidden>
    </Anchor>
  );
}
