import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, type ModalRootProps } from '@mantine/core';
import type { ReactNode } from 'react';

type DialogProps = Omit<ModalRootProps, 'title' | 'children'> & {
  title: ReactNode;
  children: ReactNode;
  /** The close button's accessible name ("Dialog schließen" unless the dialog says what it closes). */
  closeLabel?: string;
};

/**
 * Mantine's Modal built from its parts, so that the header is a plain block: Mantine renders it as <header>,
 * which a screen reader outside any article or section announces as a second banner beside the page's own
 * (axe: landmark-no-duplicate-banner, issue 37). Everything else is Modal's: focus in, trapped, returned.
 */
export function Dialog({ title, children, closeLabel = 'Dialog schließen', ...root }: DialogProps) {
  return (
    <Modal.Root {...root}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header component="div">
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={closeLabel} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
