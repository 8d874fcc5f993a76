import { formatDateTime } from '@cert/domain';

type DateTimeDisplayProps = { value: Date | string };

/**
 * A moment shown as dd.MM.yyyy - HH:mm (German time), machine-readable in `dateTime`; on one line, so that a narrow
 * cell does not break it at the dash into a date and a stray time.
 */
export function DateTimeDisplay({ value }: DateTimeDisplayProps) {
  const moment = value instanceof Date ? value : new Date(value);
  return (
    <time dateTime={moment.toISOString()} style={{ whiteSpace: 'nowrap' }}>
      {formatDateTime(moment)}
    </time>
  );
}
