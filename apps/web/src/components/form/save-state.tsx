import { DateTimeDisplay } from './date-time-display';
import classes from './save-state.module.css';

/**
 * A draft's save status in a bar that stays at the top of the form while it scrolls (questionnaires, case studies),
 * announced politely when it changes.
 */
export function SaveState({ savedAt }: { savedAt: string | undefined }) {
  return (
    <div className={classes.bar}>
      <p className={classes.state} aria-live="polite">
        {savedAt ? (
          <>
            Zuletzt gespeichert: <DateTimeDisplay value={savedAt} />
          </>
        ) : (
          'Noch nicht gespeichert'
        )}
      </p>
    </div>
  );
}
