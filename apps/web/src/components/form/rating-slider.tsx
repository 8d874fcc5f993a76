import { displayStepLabel, messages } from '@cert/domain';
import { Input } from '@mantine/core';
import { useId, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import classes from './rating-slider.module.css';
import { visibleError } from './show-error';

export type RatingStep = { value: number; label: string };

export type RatingSliderProps = {
  label: string;
  steps: readonly RatingStep[];
  /** A step's value; anything else (null, UNANSWERED_VALUE, a stray number) means nothing is selected. */
  value: number | null;
  onChange: (value: number) => void;
  onBlur?: () => void;
  id?: string;
  description?: string;
  required?: boolean;
  readOnly?: boolean;
  error?: string;
  forceError?: boolean;
};

/**
 * The rating slider (docs/product.md §5, docs/questionnaire-rules.md §9): whole steps from index 0 to count − 1, each
 * with its displayed label. A custom role="slider" rather than Mantine's Slider, because the scale must be
 * able to have no value at all ('Bitte auswählen') and announce the step label, not a number.
 * Keyboard: arrows move one step (from no selection the first press selects the first step), Home/End jump
 * to the ends. A click on a step selects it.
 */
export function RatingSlider({
  label,
  steps,
  value,
  onChange,
  onBlur,
  id,
  description,
  required,
  readOnly = false,
  error,
  forceError = false,
}: RatingSliderProps) {
  const generatedId = useId();
  const sliderId = id ?? `rating-slider-${generatedId}`;
  const labelId = `${sliderId}-label`;
  const errorId = `${sliderId}-error`;
  const descriptionId = `${sliderId}-description`;
  const [changed, setChanged] = useState(false);

  const index = value === null ? -1 : steps.findIndex((step) => step.value === value);
  const selected = index >= 0 ? steps[index] : undefined;
  const valueText = selected ? displayStepLabel(selected.label) : messages.sliderPlaceholder;
  const shownError = visibleError({ error, isDirty: changed }, forceError);
  const last = steps.length - 1;

  const select = (next: number) => {
    const step = steps[Math.max(0, Math.min(last, next))];
    if (!step || readOnly) return;
    setChanged(true);
    if (step.value !== value) onChange(step.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (readOnly || steps.length === 0) return;
    const keys: Record<string, () => number> = {
      ArrowRight: () => (index < 0 ? 0 : index + 1),
      ArrowUp: () => (index < 0 ? 0 : index + 1),
      ArrowLeft: () => (index < 0 ? 0 : index - 1),
      ArrowDown: () => (index < 0 ? 0 : index - 1),
      Home: () => 0,
      End: () => last,
    };
    const target = keys[event.key];
    if (!target) return;
    event.preventDefault();
    select(target());
  };

  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    const stepElement = (event.target as HTMLElement).closest<HTMLElement>('[data-step-index]');
    if (stepElement) select(Number(stepElement.dataset.stepIndex));
  };

  const describedBy = [description ? descriptionId : undefined, shownError ? errorId : undefined]
    .filter(Boolean)
    .join(' ');

  return (
    <Input.Wrapper
      labelElement="div"
      label={label}
      labelProps={{ id: labelId }}
      description={description}
      descriptionProps={{ id: descriptionId }}
      error={shownError}
      errorProps={{ id: errorId }}
      withAsterisk={required}
    >
      <div
        id={sliderId}
        role="slider"
        tabIndex={0}
        className={classes.slider}
        style={{ '--rating-steps': steps.length } as CSSProperties}
        aria-labelledby={labelId}
        aria-describedby={describedBy || undefined}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, last)}
        aria-valuenow={index >= 0 ? index : 0}
        aria-valuetext={valueText}
        aria-orientation="horizontal"
        aria-disabled={readOnly || undefined}
        aria-readonly={readOnly || undefined}
        aria-invalid={shownError ? true : undefined}
        data-invalid={shownError ? true : undefined}
        onKeyDown={handleKeyDown}
        onClick={handleClick}
        onBlur={onBlur}
      >
        {steps.map((step, stepIndex) => (
          <span
            key={step.value}
            className={classes.step}
            data-step-index={stepIndex}
            data-selected={stepIndex === index || undefined}
          >
            <span className={classes.dot} />
            <span>{displayStepLabel(step.label)}</span>
          </span>
        ))}
      </div>
      <div className={classes.current} aria-hidden="true" data-testid={`${sliderId}-current`}>
        {valueText}
      </div>
    </Input.Wrapper>
  );
}
