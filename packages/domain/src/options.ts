/** A closed set of values with their German labels: the one place a value list and its wording live. */
export function defineOptions<const T extends Record<string, string>>(labels: T) {
  const values = Object.keys(labels) as [keyof T & string, ...(keyof T & string)[]];
  return {
    values,
    labels: labels as Readonly<T>,
    label: (value: keyof T & string): string => labels[value] as string,
    is: (value: unknown): value is keyof T & string =>
      typeof value === 'string' && Object.prototype.hasOwnProperty.call(labels, value),
  };
}

export type OptionValue<O extends { values: readonly string[] }> = O['values'][number];
