// The evaluation's numbers come from the domain's formatter, which the PDF uses too (docs/scoring.md, „Darstellung der Ergebnisse“).
export {
  formatShare as percent,
  formatPoints as points,
  formatPointsWithShare as pointsWithShare,
  wholePercent,
} from '@cert/domain';

/** "noch 92 Tage", "noch 1 Tag", "heute". */
export function daysLeftText(days: number): string {
  if (days <= 0) return 'heute';
  return days === 1 ? 'noch 1 Tag' : `noch ${days} Tage`;
}
