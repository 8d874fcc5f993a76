import '@mantine/core/styles/Radio.css';
import { publicationConsentLabels, type CaseStudyFieldDefinition } from '@cert/domain';
import { Radio, Stack, Textarea, TextInput } from '@mantine/core';
import { fieldId, type FormContent } from './content';

type CaseStudyFieldInputProps = {
  field: CaseStudyFieldDefinition;
  content: FormContent;
  /** The message to show now (error display follows docs/product.md §5: after a change or blur, or when forced). */
  error: string | undefined;
  onChange: (field: CaseStudyFieldDefinition, value: string | boolean) => void;
  onBlur: (field: CaseStudyFieldDefinition) => void;
};

/** One field of the case-study form, rendered by its kind from the domain's definition. */
export function CaseStudyFieldInput({ field, content, error, onChange, onBlur }: CaseStudyFieldInputProps) {
  const id = fieldId(field.key);
  const value = content[field.key];
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'text':
    case 'email':
    case 'url':
      return (
        <TextInput
          id={id}
          type={field.kind === 'text' ? 'text' : field.kind}
          autoComplete={field.kind === 'email' ? 'email' : field.kind === 'url' ? 'url' : 'off'}
          label={field.label}
          description={field.help}
          required={field.required}
          maxLength={field.maxLength ?? undefined}
          value={text}
          onChange={(event) => onChange(field, event.currentTarget.value)}
          onBlur={() => onBlur(field)}
          error={error}
        />
      );
    case 'longText':
      return (
        <Textarea
          id={id}
          label={field.label}
          description={field.help}
          required={field.required}
          withAsterisk={false}
          maxLength={field.maxLength ?? undefined}
          rows={6}
          value={text}
          onChange={(event) => onChange(field, event.currentTarget.value)}
          onBlur={() => onBlur(field)}
          error={error}
        />
      );
    case 'yesNo':
      return (
        <Radio.Group
          name={id}
          label={field.label}
          description={field.help}
          withAsterisk={field.required}
          value={value === true ? 'yes' : value === false ? 'no' : null}
          onChange={(next) => onChange(field, next === 'yes')}
          error={error}
        >
          <Stack gap="sm" mt="xs">
            {(['yes', 'no'] as const).map((option) => (
              <Radio
                key={option}
                id={option === 'yes' ? id : `${id}-${option}`}
                value={option}
                label={publicationConsentLabels[option]}
                error={Boolean(error)}
                aria-invalid={error ? true : undefined}
                onBlur={() => onBlur(field)}
              />
            ))}
          </Stack>
        </Radio.Group>
      );
  }
}
