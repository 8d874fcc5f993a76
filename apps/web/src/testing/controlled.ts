import { useState } from 'react';

/** The props of a test harness around a controlled field: the field's own props, a first value, a change spy. */
export type HarnessProps<FieldProps, Value> = Partial<FieldProps> & {
  initial?: Value | null;
  onValue?: (value: Value | null) => void;
};

/** A controlled field's value and change handler, kept as a form keeps them; `onValue` sees every change. */
export function useControlledValue<Value>(initial: Value | null, onValue?: (value: Value | null) => void) {
  const [value, setValue] = useState<Value | null>(initial);
  const onChange = (next: Value | null) => {
    setValue(next);
    onValue?.(next);
  };
  return { value, onChange };
}
