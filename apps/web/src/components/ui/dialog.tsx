import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import { Modal, type ModalRootProps } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { focusHeading } from '@/lib/focus-heading';
import { InnerPopups } from './inner-popup';

type DialogProps = Omit<ModalRootProps, 'title' | 'children'> & {
  title: ReactNode;
  children: ReactNode;
  /** The close button's accessible name ("Dialog schließen" unless the dialog says what it closes). */
  closeLabel?: string;
};

/**
 * Mantine's Modal built from its parts, so that the header is a plain block: Mantine renders it as <header>,
 * which a screen reader outside any article or section announces as a second banner beside the page's own
 * (axe: landmark-no-duplicate-banner, issue 37). Everything else is Modal's: focus in, trapped, returned. Centred
 * unless a dialog asks otherwise.
 */
export function Dialog({
  title,
  children,
  closeLabel = 'Dialog schließen',
  centered = true,
  ...root
}: DialogProps) {
  useFocusAfterAction(root.opened);
  // Escape closes an open calendar inside the dialog, not the dialog with what was entered (inner-popup.ts).
  const [popupsOpen, setPopupsOpen] = useState(0);
  return (
    <InnerPopups.Provider value={setPopupsOpen}>
      <Modal.Root
        {...root}
        centered={centered}
        closeOnEscape={root.closeOnEscape !== false && popupsOpen === 0}
      >
        <Modal.Overlay />
        <Modal.Content>
          <Modal.Header component="div">
            <Modal.Title>{title}</Modal.Title>
            <Modal.CloseButton aria-label={closeLabel} />
          </Modal.Header>
          <Modal.Body>{children}</Modal.Body>
        </Modal.Content>
      </Modal.Root>
    </InnerPopups.Provider>
  );
}

/** After Mantine's own return of the focus (10 ms after closing) has had its turn. */
const AFTER_RETURN_MS = 30;

/**
 * Where the focus goes when a confirmed action removed the control that opened the dialog (a declined request,
 * a revoked certificate's button, an accepted case study's buttons): Mantine returns it to that control, and to
 * nothing when the control has left the page, so the next Tab started again at the top of the document. Then it
 * goes to the heading of the section or card the control stood in, or to the page's h1 when that went too
 * (WCAG 2.4.3, docs/accessibility.md). A dialog opened from nothing focused (a click in Safari, the browser's Back
 * button) leaves the focus where Mantine puts it.
 */
function useFocusAfterAction(opened: boolean) {
  // Where the focus was as the dialog opens, read in the render that opens it: by the time effects run, Mantine's
  // focus trap may have moved it into the dialog already (seen on a second opening), which then returned it nowhere.
  const [opener, setOpener] = useState<Element | null>(null);
  const [shown, setShown] = useState(opened);
  if (opened !== shown) {
    setShown(opened);
    setOpener(opened ? document.activeElement : null);
  }
  useEffect(() => {
    if (!opened) return;
    const origin = opener ?? document.activeElement;
    if (!(origin instanceof HTMLElement) || origin === document.body) return;
    const heading =
      origin.closest('section, article')?.querySelector<HTMLElement>('h2, h3, h4, h5, h6') ?? null;
    // Runs when the dialog closes, or leaves the page with its section while open.
    return () => {
      setTimeout(() => {
        if (document.activeElement !== null && document.activeElement !== document.body) return;
        const gone = !origin.isConnected || (origin instanceof HTMLButtonElement && origin.disabled);
        if (!gone) {
          origin.focus({ preventScroll: true });
          origin.scrollIntoView({ block: 'nearest' });
        } else focusHeading(heading?.isConnected ? heading : null);
      }, AFTER_RETURN_MS);
    };
  }, [opened, opener]);
}
