import { NativeSelect } from '@mantine/core';

type Choice = { value: string; label: string };

/** An option set of the domain (defineOptions): its values and their German labels. */
type OptionSet<V extends string> = { values: readonly V[]; label: (value: V) => string };

const choicesOf = <V extends string>(options: OptionSet<V>): Choice[] =>
  options.values.map((option) => ({ value: option, label: options.label(option) }));

/**
 * A list's filter over an option set: first the choice of no filter ("Alle …", the empty value), then each option
 * by its label. The list keeps the value in its URL query; an empty value removes the filter.
 */
export function FilterSelect<V extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
}: {
  label: string;
  allLabel: string;
  options: OptionSet<V> | Choice[];
  value: string | undefined;
  onChange: (value: string) => void;
}) {
  const choices = Array.isArray(options) ? options : choicesOf(options);
  return (
    <NativeSelect
      label={label}
      value={value ?? ''}
      data={[{ value: '', label: allLabel }, ...choices]}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** A list's sort order over an option set. */
export function SortSelect<V extends string>({
  options,
  value,
  onChange,
}: {
  options: OptionSet<V>;
  value: V;
  onChange: (value: string) => void;
}) {
  return (
    <NativeSelect
      label="Sortierung"
      value={value}
      data={choicesOf(options)}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
