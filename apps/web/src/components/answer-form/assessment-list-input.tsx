import { textLimits, type AnswerIssue, type AssessmentListField, type AssessmentRow } from '@cert/domain';
import { Button, Stack, TextInput } from '@mantine/core';
import { flushSync } from 'react-dom';
import { RatingSlider } from '@/components/form';
import { withTrailingEmptyRow } from './answer-state';
import classes from './answer-form.module.css';

type AssessmentListInputProps = {
  id: (...parts: (string | number)[]) => string;
  field: AssessmentListField;
  rows: readonly AssessmentRow[];
  issues: readonly AnswerIssue[];
  showErrors: boolean;
  forced: boolean;
  readOnly: boolean;
  onChange: (rows: AssessmentRow[]) => void;
  onBlur: () => void;
};

const messageAt = (issues: readonly AnswerIssue[], index: number, part: 'item' | 'assessment') =>
  issues.find((issue) => issue.path[0] === index && issue.path[1] === part)?.message;

/** A row with a name or a rating: the last one too can be removed, a rating given by mistake taken back with it. */
const hasContent = (row: AssessmentRow) =>
  (row.item ?? '').trim() !== '' || typeof row.assessment === 'number';

/**
 * Free rows of a named item and its rating (docs/questionnaire-rules.md §4): naming the last row appends an empty one, a trailing
 * empty row is dropped, so there is always exactly one empty row to start the next entry in.
 */
export function AssessmentListInput({
  id,
  field,
  rows,
  issues,
  showErrors,
  forced,
  readOnly,
  onChange,
  onBlur,
}: AssessmentListInputProps) {
  const shown = readOnly ? rows.filter((row) => (row.item ?? '').trim() !== '') : withTrailingEmptyRow(rows);
  const update = (index: number, patch: AssessmentRow) =>
    onChange(withTrailingEmptyRow(shown.map((row, i) => (i === index ? { ...row, ...patch } : row))));
  /**
   * Removes a row; the focus goes to the name of the row that takes its place (or the last one), instead of falling
   * to the page with the button that disappeared. flushSync: that field exists once the change is rendered.
   */
  const remove = (index: number) => {
    const next = withTrailingEmptyRow(shown.filter((_, i) => i !== index));
    flushSync(() => onChange(next));
    document.getElementById(id(Math.min(index, next.length - 1), 'item'))?.focus();
  };

  return (
    <fieldset className={classes.group}>
      <legend className={classes.legend}>{field.label}</legend>
      <p className={classes.help}>
        {field.help ? `${field.help} ` : ''}
        {readOnly
          ? ''
          : 'Sobald Sie einen Eintrag benennen, erscheint darunter ein neues leeres Feld für den nächsten.'}
      </p>
      {readOnly && shown.length === 0 ? <p>Keine Einträge.</p> : null}
      <ol className={classes.rows}>
        {shown.map((row, index) => {
          const isLast = index === shown.length - 1 && !readOnly;
          const number = index + 1;
          return (
            <li key={index} className={classes.row}>
              <Stack gap="sm">
                <TextInput
                  id={id(index, 'item')}
                  label={`${field.itemLabel} (Eintrag ${number})`}
                  readOnly={readOnly}
                  maxLength={textLimits.text}
                  value={row.item ?? ''}
                  onChange={(event) => update(index, { item: event.currentTarget.value })}
                  onBlur={onBlur}
                  error={showErrors ? messageAt(issues, index, 'item') : undefined}
                />
                <RatingSlider
                  id={id(index, 'assessment')}
                  label={`${field.assessmentLabel} (Eintrag ${number})`}
                  readOnly={readOnly}
                  steps={field.scale.steps}
                  unknown={field.scale.unknown}
                  value={typeof row.assessment === 'number' ? row.assessment : null}
                  onChange={(assessment) => update(index, { assessment })}
                  onBlur={onBlur}
                  error={messageAt(issues, index, 'assessment')}
                  forceError={forced || (showErrors && Boolean(row.item?.trim()))}
                />
                {!readOnly && (!isLast || hasContent(row)) ? (
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-md"
                    className={classes.removeRow}
                    onClick={() => remove(index)}
                  >
                    Eintrag {number} entfernen
                  </Button>
                ) : null}
              </Stack>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
