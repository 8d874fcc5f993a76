/**
 * How an evaluation reads, on the screen and in its PDF alike (docs/scoring.md, „Darstellung der Ergebnisse“): one
 * formatter for its numbers and one set of labels, so that the two documents of one submission never disagree.
 */
const NBSP = '\u00a0';

/**
 * A share's number of whole percent, cut and never rounded up, so that a section just below its minimum never
 * reads as reaching it: "44" for 0.449.
 */
export const wholePercent = (share: number): string => String(Math.floor(share * 100 + 1e-9));

/** "57 %". */
export const formatShare = (share: number): string => `${wholePercent(share)}${NBSP}%`;

/** A range of shares: "44 bis 54 %". */
export const formatShareRange = (low: number, high: number): string =>
  `${wholePercent(low)} bis ${formatShare(high)}`;

const numberFormat = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

/** A number of points: "26", "12,5". */
const formatNumber = (value: number): string => numberFormat.format(value);

/** "26 von 45 Punkten", "1 von 1 Punkt". */
export const formatPoints = (score: number, maximum: number): string =>
  `${formatNumber(score)} von ${formatNumber(maximum)} ${maximum === 1 ? 'Punkt' : 'Punkten'}`;

/** "26 von 45 Punkten (57 %)". */
export const formatPointsWithShare = (item: { score: number; maximum: number; share: number }): string =>
  `${formatPoints(item.score, item.maximum)} (${formatShare(item.share)})`;

/** The labels both documents use. */
export const evaluationLabels = {
  /** Only a passed evaluation certifies: a failed one names the organisation it evaluated. */
  party: (passed: boolean): string => (passed ? 'Zertifizierte Organisation' : 'Bewertete Organisation'),
  submittedAt: 'Abgeschickt am',
  section: 'Abschnitt',
  sections: 'Ergebnisse je Abschnitt',
  reached: 'Erreicht',
  threshold: 'Mindestanforderung',
  total: 'Gesamt',
} as const;
