import { Anchor, type AnchorProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

type TextLinkProps = AnchorProps & {
  to: string;
  children: ReactNode;
  id?: string;
  replace?: boolean;
  /** The navigation state the link carries (lib/same-screen.ts). */
  state?: unknown;
};

/** An in-app link styled as KERN text link. */
export function TextLink({ to, children, ...props }: TextLinkProps) {
  return (
    <Anchor component={Link} to={to} {...props}>
      {children}
    </Anchor>
  );
}
