import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { DateField } from './date-field';

type Props<T extends FieldValues, Out> = {
  /** The form whose field `name` holds the day as YYYY-MM-DD ('' when none); `Out`: what it submits. */
  form: UseFormReturn<T, unknown, Out>;
  name: Path<T>;
  id: string;
  label: string;
  /** A new record's day lies at most 14 days back (docs/product.md §5), up to `today`. */
  recentOnly?: boolean;
  today?: Date;
  /** The field a dialog focuses when it opens. */
  'data-autofocus'?: boolean;
};

/** The day a workshop or a programme record took place, as the record and correction forms ask for it. */
export function RecordDateField<T extends FieldValues, Out = T>({
  form,
  name,
  id,
  label,
  recentOnly,
  today,
  'data-autofocus': autofocus,
}: Props<T, Out>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DateField
          id={id}
          label={label}
          description={recentOnly ? 'Format: TT.MM.YYYY. Höchstens 14 Tage zurück.' : undefined}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          required
          recentOnly={recentOnly}
          today={today}
          error={fieldState.error?.message}
          forceError={form.formState.isSubmitted}
          data-autofocus={autofocus}
        />
      )}
    />
  );
}
