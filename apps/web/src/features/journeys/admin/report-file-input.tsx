import { Input } from '@mantine/core';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { visibleError } from '@/components/form';

type Props<T extends FieldValues> = {
  /** The form whose field `name` holds the chosen file (null when none). */
  form: UseFormReturn<T>;
  name: Path<T>;
  id: string;
  label: string;
  description: string;
  required?: boolean;
};

/**
 * The workshop report's file field (a PDF, at most 20 MB), for recording a result and for replacing the report
 * in a correction: the browser's own file input, labelled and described by Mantine's wrapper. The choice is
 * checked at once, as the upload will be: a file is chosen in a dialog, not typed and left.
 */
export function ReportFileInput<T extends FieldValues>({
  form,
  name,
  id,
  label,
  description,
  required = false,
}: Props<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => {
        const error = visibleError(fieldState, form.formState.isSubmitted);
        return (
          <Input.Wrapper
            id={id}
            label={label}
            description={description}
            required={required}
            // The asterisk comes from the app stylesheet (see components/form/index.ts).
            withAsterisk={false}
            error={error}
          >
            <input
              id={id}
              type="file"
              accept="application/pdf,.pdf"
              required={required}
              aria-invalid={Boolean(error) || undefined}
              aria-describedby={`${id}-description${error ? ` ${id}-error` : ''}`}
              onChange={(event) => {
                field.onChange(event.currentTarget.files?.[0] ?? null);
                void form.trigger(name);
              }}
            />
          </Input.Wrapper>
        );
      }}
    />
  );
}
