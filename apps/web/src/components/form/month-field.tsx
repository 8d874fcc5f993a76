import { TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type Ref } from 'react';

/** The German notation of a month, like the date field's TT.MM.YYYY. */
export const MONTH_FORMAT_MESSAGE = 'Bitte geben Sie den Monat im Format MM.YYYY ein, zum Beispiel 03.2026.';

/** "03.2026" or "3.2026" as ISO "2026-03"; undefined for anything else. */
function parseGermanMonth(text: string): string | undefined {
  const match = /^(\d{1,2})\.(\d{4})$/.exec(text.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return undefined;
  return `${match[2]}-${String(month).padStart(2, '0')}`;
}

const toText = (iso: string) => (iso ? `${iso.slice(5, 7)}.${iso.slice(0, 4)}` : '');

type MonthFieldProps = {
  label: string;
  /** ISO month (YYYY-MM), '' for none, null while the text typed is no month (what `onChange` last said). */
  value: string | null;
  /** The ISO month, '' when emptied, null while the text is no month. */
  onChange: (value: string | null) => void;
  error?: string | null;
  /** Its input, for a form that moves the focus to a refused month. */
  ref?: Ref<HTMLInputElement>;
};

/**
 * A month typed in German notation (MM.YYYY). The browser's month input shows the browser's own format (in an
 * English browser "March 2026"), and Firefox and Safari offer none: a text field says the same everywhere.
 */
export function MonthField({ label, value, onChange, error, ref }: MonthFieldProps) {
  const [text, setText] = useState(() => toText(value ?? ''));
  const [blurred, setBlurred] = useState(false);
  // A month set from outside (Back, the period an answer names) replaces the text, in place: the field keeps the
  // focus. One that only echoes what was typed here changes nothing.
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    if (value !== null && value !== (text.trim() === '' ? '' : parseGermanMonth(text)))
      setText(toText(value));
  }
  const invalid = text.trim() !== '' && parseGermanMonth(text) === undefined;
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = event.currentTarget.value;
    setText(next);
    onChange(next.trim() === '' ? '' : (parseGermanMonth(next) ?? null));
  };
  return (
    <TextInput
      ref={ref}
      // As wide as a month needs: an error wraps within it instead of widening the field, and with it the row of
      // filters it stands in, which pushed the row's button onto a line of its own.
      w="12rem"
      label={label}
      description="Format: MM.YYYY"
      placeholder="MM.YYYY"
      inputMode="numeric"
      autoComplete="off"
      maxLength={7}
      value={text}
      onChange={handleChange}
      onBlur={() => setBlurred(true)}
      error={(blurred && invalid ? MONTH_FORMAT_MESSAGE : null) ?? error}
    />
  );
}
