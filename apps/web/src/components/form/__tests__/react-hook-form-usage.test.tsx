import { messages } from '@cert/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DateField } from '../date-field';
import { RatingSlider } from '../rating-slider';
import { renderWithMantine } from './render-with-mantine';

type Values = { eventDate: string | null; rating: number | null };

/** How a questionnaire screen wires the components: Controller, and forced errors after a failed submit. */
function QuestionnaireForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const [forceErrors, setForceErrors] = useState(false);
  const { control, handleSubmit } = useForm<Values>({
    mode: 'onTouched',
    defaultValues: { eventDate: null, rating: null },
  });
  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, () => setForceErrors(true))}>
      <Controller
        control={control}
        name="eventDate"
        rules={{ required: messages.invalidDate }}
        render={({ field, fieldState }) => (
          <DateField
            label="Datum"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            required
            error={fieldState.error?.message}
            forceError={forceErrors}
          />
        )}
      />
      <Controller
        control={control}
        name="rating"
        rules={{ validate: (value) => value !== null || messages.selectRequired }}
        render={({ field, fieldState }) => (
          <RatingSlider
            label="Bewertung"
            steps={[
              { value: 0, label: 'gering' },
              { value: 1, label: 'hoch' },
            ]}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            forceError={forceErrors}
          />
        )}
      />
      <button type="submit">Absenden</button>
    </form>
  );
}

describe('form components with react-hook-form', () => {
  it('show no errors before submit, all errors after a failed submit, and submit ISO date and step value', async () => {
    const onSubmit = vi.fn();
    renderWithMantine(<QuestionnaireForm onSubmit={onSubmit} />);
    expect(screen.queryByText(messages.selectRequired)).toBeNull();
    expect(screen.queryByText(messages.invalidDate)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(await screen.findByText(messages.selectRequired)).toBeTruthy();
    expect(screen.getByText(messages.invalidDate)).toBeTruthy();

    await userEvent.type(screen.getByRole('textbox', { name: 'Datum' }), '05032026');
    screen.getByRole('slider', { name: 'Bewertung' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.queryByText(messages.selectRequired)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ eventDate: '2026-03-05', rating: 1 });
  });
});
