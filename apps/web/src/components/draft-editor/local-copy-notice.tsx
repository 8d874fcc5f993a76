import { useRef, type ReactNode } from 'react';
import { Alert, Button, CopyButton, Group, Text, VisuallyHidden } from '@mantine/core';
import {
  answerAt,
  answerWords,
  editedFields,
  nothingWords,
  scaleWords,
  type AnswerConflict,
  type AnswerField,
  type Field,
} from '@cert/domain';
import { fieldId, issueAnchor } from '@/components/answer-form';
import { DateTimeDisplay } from '@/components/form';
import { focusHeading } from '@/lib/focus-heading';
import { useLostAnswers } from './use-draft-form';
import classes from './draft-editor.module.css';

type LocalCopyNoticeProps = {
  /** The copy useDraftDocument found in this browser; nothing is shown without one. */
  copy: { at: string; fields: readonly AnswerField[]; restore: () => void; discard: () => void } | null;
  /** The form's field of a unit, to name what the copy would bring back. */
  fieldOf: (unit: AnswerField) => Field | undefined;
};

/** How many changed answers the notice names before it counts the rest. */
const NAMED_AT_MOST = 3;

/** The answers a copy would bring back, in words: "Telefonnummer, Prototyping (…) und 3 weitere". */
function namesOf(fields: readonly AnswerField[], fieldOf: LocalCopyNoticeProps['fieldOf']): string {
  const names = [
    ...new Set(
      fields.flatMap((unit) => {
        const field = fieldOf(unit);
        return field ? [unitLabel(field, unit.item)] : [];
      }),
    ),
  ];
  const named = names.slice(0, NAMED_AT_MOST).map((name) => `„${name}“`);
  const rest = names.length - named.length;
  if (rest > 0) return `${named.join(', ')} und ${rest} weitere`;
  return named.length > 1 ? `${named.slice(0, -1).join(', ')} und ${named.at(-1)}` : (named[0] ?? '');
}

/**
 * Offers back answers this browser kept but the server never confirmed (a crash, a lost connection, an expired
 * session; docs/decisions/036-local-draft-copies.md). Restoring merges them field by field with what is saved; where
 * a field was saved differently meanwhile, the saved answer stays until the user picks one of the two beside it.
 */
export function LocalCopyNotice({ copy, fieldOf }: LocalCopyNoticeProps) {
  if (!copy) return null;
  const names = namesOf(copy.fields, fieldOf);
  return (
    <Alert color="yellow" role="alert" title="Nicht gespeicherte Angaben gefunden" mb="lg">
      <Text mb="sm">
        In diesem Browser sind Angaben vom <DateTimeDisplay value={copy.at} /> erhalten, die noch nicht
        gespeichert wurden, etwa nach einem Verbindungsabbruch, einer abgelaufenen Sitzung oder einem
        Verlassen der Seite vor dem Speichern{names ? `: ${names}` : ''}. Möchten Sie sie wiederherstellen?
        Was inzwischen gespeichert wurde, bleibt erhalten.
      </Text>
      <Group gap="sm">
        {/* Either answer removes the notice with its buttons: the focus goes on from the page's heading. */}
        <Button
          onClick={() => {
            copy.restore();
            focusHeading();
          }}
        >
          Angaben wiederherstellen
        </Button>
        <Button
          variant="default"
          onClick={() => {
            copy.discard();
            focusHeading();
          }}
        >
          Verwerfen
        </Button>
      </Group>
    </Alert>
  );
}

type LostAnswersNoticeProps = {
  /** The kind's key of its drafts in this browser, and the record's id. */
  local: string;
  id: string | undefined;
  /** What happened, in the kind's words: submitted elsewhere, the last change not saved. */
  message: string;
  fieldOf: LocalCopyNoticeProps['fieldOf'];
};

/**
 * On a record submitted elsewhere while it was open here: what was typed here and never saved, in words to read and
 * copy (docs/questionnaire-rules.md §4), until the user closes the notice. Taken from the browser's storage, so that a
 * reload or another page of the record still shows it.
 */
export function LostAnswersNotice({ local, id, message, fieldOf }: LostAnswersNoticeProps) {
  const notice = useRef<HTMLDivElement>(null);
  const lost = useLostAnswers(local, id, notice);
  if (!lost) return null;
  const lines = editedFields(lost.edits).flatMap((unit) => {
    const field = fieldOf(unit);
    if (!field) return [];
    const label = unit.item === undefined ? field.label : `${field.label} – ${unitLabel(field, unit.item)}`;
    const key = `${unit.section}/${unit.key}/${unit.item ?? ''}`;
    return [{ key, label, words: unitWords(field, unit.item, answerAt(lost.edits.value, unit)) }];
  });
  // Of fields the questionnaire no longer asks there is nothing to show.
  if (lines.length === 0) return null;
  // A region, not an alert: the focus comes here when it appears, and an alert would be read a second time.
  return (
    <Alert ref={notice} tabIndex={-1} color="yellow" role="region" title="Nicht gespeicherte Angaben" mb="lg">
      <Text mb="sm">{message}</Text>
      <Text mb="xs">
        Damit nichts verloren geht, stehen Ihre Angaben hier. Kopieren Sie sie, um sie zum Beispiel in einem
        neuen Entwurf zu verwenden oder an Ihre Kollegin oder Ihren Kollegen zu senden:
      </Text>
      <dl className={classes.lost}>
        {lines.map((line) => (
          <div key={line.key}>
            <dt>{line.label}</dt>
            <dd>{line.words}</dd>
          </div>
        ))}
      </dl>
      <Group gap="sm">
        {/* Long enough for a screen reader to say it. */}
        <CopyButton value={lines.map((line) => `${line.label}: ${line.words}`).join('\n')} timeout={4000}>
          {({ copied, copy }) => (
            <>
              <Button onClick={copy}>{copied ? 'Kopiert' : 'Angaben kopieren'}</Button>
              <VisuallyHidden role="status">{copied ? 'In die Zwischenablage kopiert' : ''}</VisuallyHidden>
            </>
          )}
        </CopyButton>
        <Button
          variant="default"
          onClick={() => {
            lost.dismiss();
            focusHeading();
          }}
        >
          Hinweis schließen
        </Button>
      </Group>
      <Text size="sm" mt="xs">
        Mit „Hinweis schließen“ werden die Angaben aus diesem Browser entfernt.
      </Text>
    </Alert>
  );
}

/** An answer as the review page says it; "Keine Angabe" for none. */
function wordsOf(field: Field, value: unknown): string {
  const words = answerWords(field, value);
  if (!words) return 'Keine Angabe';
  if ('text' in words) return words.text;
  if ('items' in words) return words.items.length > 0 ? words.items.join(', ') : nothingWords.nothingSelected;
  const rows = words.rows
    .filter((row) => row.label !== undefined || row.rating !== undefined)
    .map((row) => [row.label, row.rating].filter(Boolean).join(': '));
  return rows.length > 0 ? rows.join('; ') : nothingWords.noEntries;
}

/**
 * The answer of one unit in words: a field's as the review page says it; a statement's as its step on the scale, an
 * item's as ticked or not, a row's with its rating (or that it was removed).
 */
function unitWords(field: Field, item: string | undefined, value: unknown): string {
  if (item === undefined) return wordsOf(field, value);
  switch (field.kind) {
    case 'matrix':
      return scaleWords(field.scale, value) ?? 'Keine Angabe';
    case 'checklist':
      return value === 1 ? 'ausgewählt' : 'nicht ausgewählt';
    case 'assessmentList':
      return value === undefined ? 'Zeile entfernt' : wordsOf(field, [value]);
    default:
      return wordsOf(field, value);
  }
}

/** What a conflict is about: the field, or the statement, item or row of it (a row by its name). */
function unitLabel(field: Field, item: string | undefined): string {
  if (item === undefined) return field.label;
  const parts = field.kind === 'matrix' ? field.statements : field.kind === 'checklist' ? field.items : [];
  return parts.find((part) => part.key === item)?.label ?? item.replace(/#\d+$/, '');
}

/** The element a link to a conflict (the save status's) moves to. */
export const conflictAnchor = ({ section, key, item }: AnswerField) =>
  `abweichung-${section}-${key}${item === undefined ? '' : `-${item.replace(/[^A-Za-z0-9_-]+/g, '-')}`}`;

type AnswerConflictChoiceProps = {
  conflict: AnswerConflict;
  field: Field;
  onKeepSaved: (conflict: AnswerConflict) => void;
  onKeepMine: (conflict: AnswerConflict) => void;
};

/**
 * Beside a field, or a statement or row of it, answered differently here and in what is saved (a restored copy,
 * another tab, a colleague; docs/decisions/044-draft-save-status-and-merge.md): both answers in words, and the
 * choice, which changes only that one. Until the user chooses, the saved answer stays. Placed by `conflictChoices`.
 * @internal
 */
export function AnswerConflictChoice({
  conflict,
  field,
  onKeepSaved,
  onKeepMine,
}: AnswerConflictChoiceProps) {
  const id = conflictAnchor(conflict);
  const label = unitLabel(field, conflict.item);
  // The choice leaves with the buttons that had the focus: it goes to the answer just decided, so that the user
  // goes on from there (docs/accessibility.md).
  const choose = (decide: (conflict: AnswerConflict) => void) => {
    const answer = inputOf(field, conflict);
    decide(conflict);
    if (answer) answer.focus();
    else focusHeading();
  };
  // A group named by the field, so that the two buttons of each field are told apart by a screen reader.
  return (
    <div id={id} tabIndex={-1} role="group" aria-labelledby={`${id}-titel`}>
      <Alert color="yellow" mt="xs">
        <Text fw={600} id={`${id}-titel`} mb="xs">
          Zwei Angaben zu „{label}“: Bitte wählen Sie, welche gelten soll
        </Text>
        <Text>Gespeichert: {unitWords(field, conflict.item, conflict.theirs)}</Text>
        <Text mb="xs">Ihre Angabe: {unitWords(field, conflict.item, conflict.mine)}</Text>
        <Group gap="sm">
          <Button variant="default" onClick={() => choose(onKeepSaved)}>
            Gespeicherte behalten
          </Button>
          <Button onClick={() => choose(onKeepMine)}>Meine Angabe übernehmen</Button>
        </Group>
      </Alert>
    </div>
  );
}

/**
 * The input of the answer a choice decides: a statement's or an item's own, else the field's first (as the error
 * summary links it); none for a field its condition hides.
 */
function inputOf(field: Field, { section, key, item }: AnswerConflict): HTMLElement | null {
  return (
    (item === undefined ? null : document.getElementById(fieldId(section, key, item))) ??
    document.getElementById(issueAnchor({ section }, field, []))
  );
}

/**
 * The choices of one field's open conflicts, placed where they belong: a statement's or an item's beside it
 * (`notes`, for FieldInput), a field's or a row's below the field (`below`).
 */
export function conflictChoices(
  field: Field,
  conflicts: readonly AnswerConflict[],
  handlers: Pick<AnswerConflictChoiceProps, 'onKeepSaved' | 'onKeepMine'>,
): { notes: Readonly<Record<string, ReactNode>> | undefined; below: ReactNode[] } {
  const besideParts = field.kind === 'matrix' || field.kind === 'checklist';
  const notes: Record<string, ReactNode> = {};
  const below: ReactNode[] = [];
  for (const conflict of conflicts) {
    const choice = (
      <AnswerConflictChoice key={conflict.item ?? ''} conflict={conflict} field={field} {...handlers} />
    );
    if (besideParts && conflict.item !== undefined) notes[conflict.item] = choice;
    else below.push(choice);
  }
  return { notes: Object.keys(notes).length > 0 ? notes : undefined, below };
}
