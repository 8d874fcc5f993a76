/**
 * Numbers of the evaluation as text (the bars only repeat them): "26 von 45 Punkten (57 %)". Shares are cut
 * to whole percent, never rounded up, so that a section just below its minimum never reads as reaching it.
 */
const NBSP = '\u00a0';

export function percent(share: number): string {
  return `${wholePercent(share)}${NBSP}%`;
}

/** The number of percent alone, for the first of a range: "44 bis 54 %". */
export function wholePercent(share: number): string {
  return String(Math.floor(share * 100 + 1e-9));
}

const number = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });

export function points(score: number, maximum: number): string {
  return `${number.format(score)} von ${number.format(maximum)} ${maximum === 1 ? 'Punkt' : 'Punkten'}`;
}

export function pointsWithShare(item: { score: number; maximum: number; share: number }): string {
  return `${points(item.score, item.maximum)} (${percent(item.share)})`;
}

/** "noch 92 Tage", "noch 1 Tag", "heute". */
export function daysLeftText(days: number): string {
  if (days <= 0) return 'heute';
  return days === 1 ? 'noch 1 Tag' : `noch ${days} Tage`;
}
