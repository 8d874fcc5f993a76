import { formatSavedAt } from '@cert/domain';
import { Button, VisuallyHidden } from '@mantine/core';
import { useRef, useState, type MouseEvent } from 'react';
import { useHeightOnRoot } from '@/lib/height-on-root';
import type { SaveStatus } from './use-draft-form';
import classes from './save-state.module.css';

type SaveStateProps = {
  status: SaveStatus;
  /** Fields answered differently here and in what is saved: how many, and where the first one is. */
  conflicts?: { count: number; href: string; onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void };
  /** Saves now, for a save that did not reach the server. */
  onRetry?: () => void;
};

/** What the status says, in words (docs/decisions/044-draft-save-status-and-merge.md). */
function saveStatusText(status: SaveStatus): string {
  switch (status.kind) {
    case 'new':
      return 'Noch nicht gespeichert';
    case 'unsaved':
      return 'Ungespeicherte Änderungen';
    case 'saving':
      return 'Wird gespeichert …';
    case 'saved':
      return `Gespeichert ${formatSavedAt(status.at)}${status.by ? ` von ${status.by}` : ''}`;
    case 'offline':
      return 'Offline: Ihre Änderungen werden gespeichert, sobald die Verbindung zurück ist.';
    case 'unreachable':
      return `Nicht gespeichert: Der Server ist nicht erreichbar. Neuer Versuch ${formatSavedAt(new Date(status.retryAt))}.`;
    case 'refused':
      return `Nicht gespeichert: ${status.reason}`;
  }
}

export const conflictsText = (count: number) =>
  count === 1 ? '1 Angabe zu klären' : `${count} Angaben zu klären`;

/**
 * What is announced to a screen reader: a save that failed, went offline or was refused, the first save after one of
 * those, and a new conflict. Routine autosaves while typing stay quiet, so that the status does not talk over the
 * user's typing.
 */
function useAnnouncement(status: SaveStatus, conflicts: number): string {
  // Derived while rendering from the last state seen (React's "adjusting state when a prop changes").
  const [seen, setSeen] = useState({
    kind: status.kind,
    conflicts,
    troubled: false,
    said: '',
    aboutConflicts: false,
  });
  if (seen.kind !== status.kind || seen.conflicts !== conflicts) {
    let { troubled, said, aboutConflicts } = seen;
    if (seen.kind !== status.kind) {
      if (status.kind === 'offline' || status.kind === 'unreachable' || status.kind === 'refused') {
        troubled = true;
        said = saveStatusText(status);
        aboutConflicts = false;
      } else if (status.kind === 'saved' && troubled) {
        troubled = false;
        said = saveStatusText(status);
        aboutConflicts = false;
      }
    }
    if (conflicts > seen.conflicts) {
      said = `${conflictsText(conflicts)}: Eine Angabe wurde an anderer Stelle anders gespeichert. Bitte wählen Sie, welche gilt.`;
      aboutConflicts = true;
    } else if (conflicts === 0 && aboutConflicts) {
      // Once every conflict is decided the region no longer holds it, where reading on would still find it.
      said = '';
      aboutConflicts = false;
    }
    setSeen({ kind: status.kind, conflicts, troubled, said, aboutConflicts });
  }
  return seen.said;
}

/**
 * A status that grew by a line (offline, not saved) over the field being typed in: the field comes back into view
 * below the bar, as the page's scroll padding now leaves room for it (WCAG 2.4.11).
 */
function keepFocusClear(bar: HTMLElement) {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body || bar.contains(active)) return;
  const field = active.getBoundingClientRect();
  const covers = bar.getBoundingClientRect();
  const overlaps =
    field.top < covers.bottom &&
    field.bottom > covers.top &&
    field.left < covers.right &&
    field.right > covers.left;
  if (overlaps) active.scrollIntoView({ block: 'nearest' });
}

/**
 * A draft's save status in a bar that stays at the top of the form while it scrolls (questionnaires, case studies), on
 * a phone too: unsaved, saving, saved (to the second, and by whom when it was a colleague), offline, not saved with the
 * reason and what helps, and the conflicts waiting for a choice with a link to the first.
 */
export function SaveState({ status, conflicts, onRetry }: SaveStateProps) {
  const announcement = useAnnouncement(status, conflicts?.count ?? 0);
  const problem = status.kind === 'offline' || status.kind === 'unreachable' || status.kind === 'refused';
  const ref = useRef<HTMLDivElement>(null);
  useHeightOnRoot(ref, '--save-state-height', keepFocusClear);
  return (
    <div className={classes.bar} ref={ref} data-save-state>
      {conflicts && conflicts.count > 0 ? (
        <a className={classes.conflicts} href={conflicts.href} onClick={conflicts.onFollow}>
          {conflictsText(conflicts.count)}
        </a>
      ) : null}
      <p className={problem ? classes.problem : classes.state} data-status={status.kind}>
        {saveStatusText(status)}
        {status.kind === 'unreachable' && onRetry ? (
          <>
            {' '}
            <Button variant="subtle" size="compact-sm" onClick={onRetry}>
              Jetzt speichern
            </Button>
          </>
        ) : null}
      </p>
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </div>
  );
}
