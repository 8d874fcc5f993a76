import { formatDate } from '@cert/domain';

function dateTimeAttribute(value: Date | string): string {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return (value instanceof Date ? value : new Date(value)).toISOString().slice(0, 10);
}

type DateDisplayProps = { value: Date | string };

/** A calendar date shown as dd.MM.yyyy, machine-readable in `dateTime`. */
export function DateDisplay({ value }: DateDisplayProps) {
  return <time dateTime={dateTimeAttribute(value)}>{formatDate(value)}</time>;
}
