import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Checkbox.css';
import {
  displayStepLabel,
  fieldIssues,
  lengthProgress,
  maxLengthOf,
  unknownFieldKind,
  yesNoOptions,
  type AnswerIssue,
  type AssessmentRow,
  type Field,
  type MatrixField,
  type Step,
} from '@cert/domain';
import {
  Checkbox,
  Group,
  NativeSelect,
  Radio,
  Stack,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { Fragment, memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { RatingSlider, REQUIRED_ANSWER, visibleError } from '@/components/form';
import { fieldId, isTextKind, usesSelect } from './answer-state';
import { AssessmentListInput } from './assessment-list-input';
import classes from './answer-form.module.css';

type FieldInputProps = {
  step: Step;
  field: Field;
  value: unknown;
  /**
   * A text field's issues as of its last blur (docs/questionnaire-rules.md §5); other kinds are checked here, live.
   * Kept out of the parent so that a key press re-renders only the field it changed (the component is memoised).
   */
  textIssues: readonly AnswerIssue[];
  /** The field was left or changed. */
  touched: boolean;
  /** After a blocked submit every field shows its errors (docs/questionnaire-rules.md §5). */
  forced: boolean;
  readOnly: boolean;
  onChange: (step: Step, field: Field, value: unknown) => void;
  onBlur: (step: Step, field: Field) => void;
  /**
   * Shown beside one statement of a matrix or one item of a checklist, by its key: the choice between two answers of
   * just that one (docs/decisions/044-draft-save-status-and-merge.md).
   */
  notes?: Readonly<Record<string, ReactNode>>;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const messageAt = (issues: readonly AnswerIssue[], ...path: (string | number)[]) =>
  issues.find((issue) => issue.path.length === path.length && path.every((part, i) => issue.path[i] === part))
    ?.message;

type MatrixStatementProps = {
  id: string;
  label: string;
  scale: MatrixField['scale'];
  statementKey: string;
  value: number | null;
  readOnly: boolean;
  error: string | undefined;
  forced: boolean;
  note: ReactNode;
  onRate: (statementKey: string, next: number | null) => void;
  onBlur: () => void;
};

/**
 * One statement of a matrix, memoised: a tap re-renders the statement it rated, not the other 28 of the longest
 * step (B12, docs/decisions/062-lazy-contract-schemas.md).
 */
const MatrixStatement = memo(function MatrixStatement(props: MatrixStatementProps) {
  const { statementKey, onRate } = props;
  return (
    <div className={classes.statement}>
      <RatingSlider
        id={props.id}
        label={props.label}
        readOnly={props.readOnly}
        steps={props.scale.steps}
        unknown={props.scale.unknown}
        value={props.value}
        onChange={(next) => onRate(statementKey, next)}
        onBlur={props.onBlur}
        error={props.error}
        forceError={props.forced}
        endsNamedAbove
      />
      {props.note}
    </div>
  );
});

/** One renderer per field kind (docs/questionnaires.md): the one switch of the web app. */
export const FieldInput = memo(function FieldInput(props: FieldInputProps) {
  const { step, field, value, textIssues, touched, forced, readOnly, onChange, onBlur, notes } = props;
  const issues = isTextKind(field) ? textIssues : fieldIssues(field, value);
  const id = (...parts: (string | number)[]) => fieldId(step.section, field.key, ...parts);
  const required = field.optional !== true;
  const error = visibleError({ error: messageAt(issues), isDirty: touched }, forced);
  const change = (next: unknown) => onChange(step, field, next);
  const blur = useCallback(() => onBlur(step, field), [onBlur, step, field]);
  // A statement's rating changes the matrix's answer as it is when the tap lands, whatever rendered before: the
  // statements keep one callback and stay memoised.
  const latest = useRef(value);
  useLayoutEffect(() => {
    latest.current = value;
  });
  const rate = useCallback(
    (statementKey: string, next: number | null) =>
      onChange(step, field, { ...(isRecord(latest.current) ? latest.current : {}), [statementKey]: next }),
    [onChange, step, field],
  );

  // What the three radio kinds share; each adds its options, and a boolean its own value and change.
  const radio = { id, field, value, required, readOnly, error, onChange: change, onBlur: blur };

  switch (field.kind) {
    case 'text':
    case 'email':
    case 'url':
    case 'longText': {
      const common = {
        id: id(),
        label: field.label,
        description: field.help,
        required,
        readOnly,
        maxLength: maxLengthOf(field),
        value: typeof value === 'string' ? value : '',
        onBlur: blur,
        error,
      };
      return field.kind === 'longText' ? (
        <Textarea
          {...common}
          // A text with a minimum length says below its help how far it has come, as it is written.
          description={
            field.minLength && !readOnly ? (
              <>
                {field.help}
                <span className={classes.length}>{lengthProgress(common.value, field.minLength)}</span>
              </>
            ) : (
              field.help
            )
          }
          withAsterisk={false}
          // Grows with its text up to a screen's worth, so that what was written stays in view on a phone.
          autosize
          minRows={field.minLength ? 6 : 4}
          maxRows={16}
          onChange={(event) => change(event.currentTarget.value)}
        />
      ) : (
        <TextInput
          {...common}
          type={field.kind}
          autoComplete={field.kind === 'text' ? 'off' : field.kind}
          onChange={(event) => change(event.currentTarget.value)}
        />
      );
    }
    case 'choice':
      if (usesSelect(field)) {
        return (
          <NativeSelect
            id={id()}
            label={field.label}
            description={field.help}
            required={required}
            withAsterisk={false}
            disabled={readOnly}
            data={[{ value: '', label: 'Bitte auswählen' }, ...field.options]}
            value={typeof value === 'string' ? value : ''}
            onChange={(event) => change(event.currentTarget.value || undefined)}
            onBlur={blur}
            error={error}
          />
        );
      }
      return <RadioChoice {...radio} options={field.options} />;
    case 'yesNo':
      return <RadioChoice {...radio} options={yesNoOptions} inline />;
    case 'boolean':
      return (
        <RadioChoice
          {...radio}
          options={[
            { value: 'yes', label: field.answers.yes },
            { value: 'no', label: field.answers.no },
          ]}
          value={value === true ? 'yes' : value === false ? 'no' : undefined}
          onChange={(next) => change(next === 'yes')}
        />
      );
    case 'rating':
      return (
        <RatingSlider
          id={id()}
          label={field.label}
          description={field.help}
          required={required}
          readOnly={readOnly}
          steps={field.scale.steps}
          unknown={field.scale.unknown}
          value={typeof value === 'number' ? value : null}
          onChange={change}
          onBlur={blur}
          error={messageAt(issues)}
          forceError={forced}
        />
      );
    case 'matrix': {
      const entries = isRecord(value) ? value : {};
      return (
        <fieldset
          className={classes.group}
          aria-describedby={
            [field.help ? id('help') : undefined, required ? id('required') : undefined]
              .filter(Boolean)
              .join(' ') || undefined
          }
        >
          <legend className={classes.legend}>
            {field.label}
            {required ? <Asterisk /> : null}
          </legend>
          {field.help ? (
            <p className={classes.help} id={id('help')}>
              {field.help}
            </p>
          ) : null}
          {required ? <VisuallyHidden id={id('required')}>{REQUIRED_ANSWER}</VisuallyHidden> : null}
          {/* On a phone the statements' sliders name no ends of their own (RatingSlider endsNamedAbove). */}
          <p className={classes.scaleEnds}>
            Skala von links „{displayStepLabel(field.scale.steps[0]?.label ?? '')}“ bis rechts „
            {displayStepLabel(field.scale.steps.at(-1)?.label ?? '')}“
          </p>
          <div className={classes.statements}>
            {field.statements.map((statement) => {
              const rating = entries[statement.key];
              return (
                <MatrixStatement
                  key={statement.key}
                  id={id(statement.key)}
                  label={statement.label}
                  scale={field.scale}
                  statementKey={statement.key}
                  value={typeof rating === 'number' ? rating : null}
                  readOnly={readOnly}
                  error={messageAt(issues, statement.key)}
                  forced={forced}
                  note={notes?.[statement.key]}
                  onRate={rate}
                  onBlur={blur}
                />
              );
            })}
          </div>
        </fieldset>
      );
    }
    case 'checklist': {
      const entries = isRecord(value) ? value : {};
      const minChecked = field.minChecked ?? 0;
      // A minimum is always said; the general hint only where the field's own help does not say how to answer.
      const hint =
        minChecked > 0
          ? `Bitte wählen Sie mindestens ${minChecked === 1 ? 'einen Eintrag' : `${minChecked} Einträge`} aus.`
          : field.help
            ? undefined
            : 'Wählen Sie alles aus, was zutrifft.';
      return (
        <Checkbox.Group
          label={field.label}
          description={[field.help, hint].filter(Boolean).join(' ')}
          withAsterisk={required && minChecked > 0}
          value={field.items.filter((item) => entries[item.key] === 1).map((item) => item.key)}
          onChange={(keys) =>
            change(Object.fromEntries(field.items.map((item) => [item.key, keys.includes(item.key) ? 1 : 0])))
          }
          error={error}
          errorProps={{ id: id('error') }}
          readOnly={readOnly}
        >
          <Stack gap="sm" mt="xs" className={classes.options}>
            {field.items.map((item) => (
              <Fragment key={item.key}>
                <Checkbox
                  id={id(item.key)}
                  value={item.key}
                  label={item.label}
                  disabled={readOnly}
                  error={Boolean(error)}
                  aria-invalid={error ? true : undefined}
                  // The group's message is said with each box that is marked invalid, not only on the group.
                  aria-describedby={error ? id('error') : undefined}
                  onBlur={blur}
                />
                {notes?.[item.key]}
              </Fragment>
            ))}
          </Stack>
        </Checkbox.Group>
      );
    }
    case 'assessmentList':
      return (
        <AssessmentListInput
          id={id}
          field={field}
          rows={Array.isArray(value) ? (value as AssessmentRow[]) : []}
          issues={issues}
          showErrors={touched || forced}
          forced={forced}
          readOnly={readOnly}
          onChange={change}
          onBlur={blur}
        />
      );
    default:
      return unknownFieldKind(field);
  }
});

/** The asterisk of a required group, hidden from screen readers like the app's other asterisks. */
function Asterisk() {
  return (
    <span className={classes.asterisk} aria-hidden="true">
      {' *'}
    </span>
  );
}

type RadioChoiceProps = {
  id: (...parts: (string | number)[]) => string;
  field: Field;
  options: readonly { value: string; label: string; help?: string }[];
  inline?: boolean;
  value: unknown;
  required: boolean;
  readOnly: boolean;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
};

function RadioChoice({
  id,
  field,
  options,
  inline,
  value,
  required,
  readOnly,
  error,
  onChange,
  onBlur,
}: RadioChoiceProps) {
  const radios = options.map((option) => (
    <Radio
      key={option.value}
      id={id(option.value)}
      value={option.value}
      label={option.label}
      description={option.help}
      disabled={readOnly}
      error={Boolean(error)}
      aria-invalid={error ? true : undefined}
      onBlur={onBlur}
    />
  ));
  return (
    <Radio.Group
      name={id()}
      label={field.label}
      // The group says it is required in its description (Mantine's radiogroup element takes no aria-required);
      // its asterisk is hidden from screen readers (docs/accessibility.md).
      description={
        required ? (
          <>
            {field.help}
            <VisuallyHidden>{field.help ? ` ${REQUIRED_ANSWER}` : REQUIRED_ANSWER}</VisuallyHidden>
          </>
        ) : (
          field.help
        )
      }
      withAsterisk={required}
      value={typeof value === 'string' ? value : null}
      onChange={onChange}
      error={error}
    >
      {inline ? (
        <Group gap="xl" mt="xs">
          {radios}
        </Group>
      ) : (
        <Stack gap="sm" mt="xs" className={classes.options}>
          {radios}
        </Stack>
      )}
    </Radio.Group>
  );
}
