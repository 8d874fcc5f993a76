import { DateTimeDisplay } from './date-time-display';

type SaveStateProps = {
  /** When the server last confirmed the draft; none before its first save. */
  savedAt: string | undefined;
  className?: string;
};

/** A draft's save status, announced politely when it changes (questionnaires, case studies). */
export function SaveState({ savedAt, className }: SaveStateProps) {
  return (
    <p className={className} aria-live="polite">
      {savedAt ? (
        <>
          Zuletzt gespeichert: <DateTimeDisplay value={savedAt} />
        </>
      ) : (
        'Noch nicht gespeichert'
      )}
    </p>
  );
}
