import '@mantine/core/styles/Checkbox.css';
import { displayStepLabel, keepUnitsTogether, messages } from '@cert/domain';
import { Checkbox, Input, VisuallyHidden } from '@mantine/core';
import { useId, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { REQUIRED_ANSWER } from './required-answer';
import classes from './rating-slider.module.css';
import { visibleError } from './show-error';

type RatingStep = { value: number; label: string };

/** @internal */
export type RatingSliderProps = {
  label: string;
  steps: readonly RatingStep[];
  /**
   * The scale's "Keine Angabe möglich", if it has one: a choice of its own beside the steps, never a step the keys
   * reach, so that it is chosen deliberately and never read as the top of the scale.
   */
  unknown?: RatingStep;
  /** A step's value or the unknown's; anything else (null, UNANSWERED_VALUE, a stray number) selects nothing. */
  value: number | null;
  /** A step's or the unknown's value; when the unknown choice is taken back, the step before it or null. */
  onChange: (value: number | null) => void;
  onBlur?: () => void;
  id?: string;
  description?: string;
  required?: boolean;
  readOnly?: boolean;
  error?: string;
  forceError?: boolean;
  /**
   * The ends of the scale are named once above a group of sliders (a matrix): a phone then shows none below the
   * dots of each statement.
   */
  endsNamedAbove?: boolean;
};

/**
 * The rating slider (docs/product.md §5, docs/questionnaire-rules.md §9): whole steps from index 0 to count − 1, each
 * with its displayed label. A custom role="slider" rather than Mantine's Slider, because the scale must be
 * able to have no value at all ('Bitte auswählen') and announce the step label, not a number.
 * Keyboard: arrows move one step (from no selection the first press selects the first step), Home/End jump
 * to the ends of the scale. A click on a step selects it. "Keine Angabe möglich" is a checkbox after the slider.
 * On a phone the steps stay in one row with the two ends named below them in full and the chosen step's label beside
 * the checkbox; in a matrix both stand beside the dots (rating-slider.module.css, docs/decisions/037): a long matrix
 * stays a few screens long instead of a dozen.
 */
export function RatingSlider({
  label,
  steps,
  unknown,
  value,
  onChange,
  onBlur,
  id,
  description,
  required,
  readOnly = false,
  error,
  forceError = false,
  endsNamedAbove = false,
}: RatingSliderProps) {
  const generatedId = useId();
  const sliderId = id ?? `rating-slider-${generatedId}`;
  const labelId = `${sliderId}-label`;
  const errorId = `${sliderId}-error`;
  const descriptionId = `${sliderId}-description`;
  const [changed, setChanged] = useState(false);
  // The step chosen before "Keine Angabe möglich" was ticked: taking the box back brings it back.
  const [stepBeforeUnknown, setStepBeforeUnknown] = useState<number | null>(null);

  const isUnknown = unknown !== undefined && value === unknown.value;
  const index = value === null || isUnknown ? -1 : steps.findIndex((step) => step.value === value);
  const selected = index >= 0 ? steps[index] : isUnknown ? unknown : undefined;
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

  const requiredId = `${sliderId}-required`;
  // A slider cannot carry aria-required (WAI-ARIA): a required one says so in its description instead.
  const describedBy = [
    description ? descriptionId : undefined,
    required ? requiredId : undefined,
    shownError ? errorId : undefined,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <Input.Wrapper
      className={classes.wrapper}
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
        className={classes.control}
        data-ends-named-above={endsNamedAbove || undefined}
        // Beyond seven steps the dots of a matrix statement need the full width on a phone (24 px targets).
        data-many-steps={steps.length > 7 || undefined}
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
              <span className={classes.stepLabel}>{keepUnitsTogether(displayStepLabel(step.label))}</span>
            </span>
          ))}
        </div>
        {/* The scale's two ends under the dots on a phone, in full (two lines where needed); the slider names them. */}
        {endsNamedAbove || steps.length === 0 ? null : (
          <div className={classes.ends} aria-hidden="true">
            <span>{keepUnitsTogether(displayStepLabel(steps[0]!.label))}</span>
            <span>{keepUnitsTogether(displayStepLabel(steps[last]!.label))}</span>
          </div>
        )}
        <div className={classes.footer}>
          {/* The checked box beside it says it already when "Keine Angabe möglich" is the answer. */}
          {isUnknown ? null : (
            <div
              className={classes.current}
              aria-hidden="true"
              data-chosen={index >= 0 || undefined}
              data-testid={`${sliderId}-current`}
            >
              {valueText}
            </div>
          )}
          {unknown ? (
            <Checkbox
              id={`${sliderId}-unknown`}
              className={classes.unknown}
              size="xs"
              label={displayStepLabel(unknown.label)}
              // Named with its statement: a matrix has one such box per statement, and each must say whose it
              // is when reached by Tab (docs/accessibility.md). The visible text comes first (WCAG 2.5.3).
              aria-label={`${displayStepLabel(unknown.label)}: ${label}`}
              checked={isUnknown}
              disabled={readOnly}
              onChange={(event) => {
                setChanged(true);
                if (event.currentTarget.checked) {
                  setStepBeforeUnknown(selected ? value : null);
                  onChange(unknown.value);
                } else onChange(stepBeforeUnknown);
              }}
              onBlur={onBlur}
            />
          ) : null}
        </div>
      </div>
      {required ? <VisuallyHidden id={requiredId}>{REQUIRED_ANSWER}</VisuallyHidden> : null}
    </Input.Wrapper>
  );
}
