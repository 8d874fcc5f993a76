import classes from './evaluation.module.css';

type ScoreBarProps = {
  /** Reached share, 0–1. */
  share: number;
  /** Minimum share, 0–1; the marker. */
  threshold: number;
  reached: boolean;
};

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/**
 * A bar of the reached share with a marker at the minimum. It only repeats the numbers that stand next to it
 * in text, so it is hidden from assistive technology; reached or not is never told by its colour alone.
 */
export function ScoreBar({ share, threshold, reached }: ScoreBarProps) {
  return (
    <div className={classes.bar} aria-hidden="true" data-reached={reached || undefined}>
      <div className={classes.fill} style={{ inlineSize: `${clamp(share) * 100}%` }} />
      {threshold > 0 ? (
        <div className={classes.marker} style={{ insetInlineStart: `${clamp(threshold) * 100}%` }} />
      ) : null}
    </div>
  );
}
