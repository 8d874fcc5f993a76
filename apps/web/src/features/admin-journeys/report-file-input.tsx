import { Input } from '@mantine/core';
import { reportFileProblem } from './upload-report';

type Props = {
  id: string;
  label: string;
  description: string;
  required?: boolean;
  error?: string;
  /** The chosen file (null when none) and what is wrong with it, checked at once as the upload will be. */
  onChange: (file: File | null, problem: string | undefined) => void;
};

/**
 * The workshop report's file field (a PDF, at most 20 MB), for recording a result and for replacing the report
 * in a correction: the browser's own file input, labelled and described by Mantine's wrapper.
 */
export function ReportFileInput({ id, label, description, required = false, error, onChange }: Props) {
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
          const chosen = event.currentTarget.files?.[0] ?? null;
          onChange(chosen, chosen ? (reportFileProblem(chosen) ?? undefined) : undefined);
        }}
      />
    </Input.Wrapper>
  );
}
