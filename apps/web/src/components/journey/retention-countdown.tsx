import type { RetentionInfo } from '@cert/domain';
import { DateDisplay } from '@/components/form';
import { daysLeftText } from './countdown';

/**
 * The retention after a failed result (docs/product.md §3 "Retention info"): its end date and the days left,
 * as the server counted them. Nothing while no retention runs.
 */
export function RetentionCountdown({ retention }: { retention: RetentionInfo }) {
  if (!retention.isInRetention || !retention.endDate) return null;
  return (
    <p>
      Wartefrist nach nicht bestandenem Ergebnis bis zum <DateDisplay value={retention.endDate} /> (
      {daysLeftText(retention.daysLeft)})
    </p>
  );
}
