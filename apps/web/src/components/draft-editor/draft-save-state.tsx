import type { AnswerConflict } from '@cert/domain';
import { useNavigate } from 'react-router';
import { SaveState } from './save-state';
import type { SaveStatus } from './use-draft-form';

type DraftSaveStateProps = {
  status: SaveStatus;
  conflicts: readonly AnswerConflict[];
  /** Where a conflict's choice stands: its field, on its step (`#anchor` on this page). */
  hrefOf: (conflict: AnswerConflict) => string | undefined;
  /** Saves now, for a save that did not reach the server. */
  onRetry: () => void;
};

/** A draft's save status, linking to the first choice waiting for the user, wherever it stands. */
export function DraftSaveState({ status, conflicts, hrefOf, onRetry }: DraftSaveStateProps) {
  const navigate = useNavigate();
  const first = conflicts[0];
  const href = first ? hrefOf(first) : undefined;
  return (
    <SaveState
      status={status}
      conflicts={
        href
          ? {
              count: conflicts.length,
              href,
              onFollow: (event) => {
                event.preventDefault();
                void navigate(href);
              },
            }
          : undefined
      }
      onRetry={onRetry}
    />
  );
}
