import { formatDateTime } from '@cert/domain';

type DateTimeDisplayProps = { value: Date | string };

/** A moment shown as dd.MM.yyyy - HH:mm (German time), machine-readable in `dateTime`. */
export function DateTimeDisplay({ value }: DateTimeDisplayProps) {
  const moment = value instanceof Date ? value : new Date(value);
  return <time dateTime={moment.toISOString()}>{formatDateTime(moment)}</time>;
}
