import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import { datePickerWindow, formatDate, messages, parseGermanDate } from '@cert/domain';
import { ActionIcon, Button, Popover, Stack, TextInput } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import { useCallback, useId, useRef, useState, type ChangeEvent } from 'react';
import { maskGermanDate, withFullYear } from './date-mask';
import { useInnerPopup } from '@/components/ui/inner-popup';
import { visibleError } from './show-error';
import classes from './date-field.module.css';

/** @internal */
export type DateFieldProps = {
  label: string;
  /** ISO date (YYYY-MM-DD) or null. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  id?: string;
  description?: string;
  required?: boolean;
  /** Only the days from 14 days back up to today (docs/product.md §5). */
  recentOnly?: boolean;
  /** An error from the form (validation); shown after a change or when forced. */
  error?: string;
  forceError?: boolean;
  /** "Today" for the window and the today button; the current moment unless given (tests). */
  today?: Date;
  /** Where a dialog puts the focus when it opens (Mantine's focus trap looks for the attribute). */
  'data-autofocus'?: boolean;
};

function isoToText(value: string | null): string {
  return value ? formatDate(value) : '';
}

function CalendarIcon() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M16 3v4M8 3v4M3 10h18" />
    </svg>
  );
}

/**
 * The reusable date field (docs/product.md §2, §5): typed as DD.MM.YYYY through the mask ##.##.####, or
 * picked in a German calendar with a "Heute" button; emits an ISO date or null.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  id,
  description,
  required,
  recentOnly = false,
  error,
  forceError = false,
  today,
  'data-autofocus': autofocus,
}: DateFieldProps) {
  const generatedId = useId();
  const inputId = id ?? `date-field-${generatedId}`;
  const [text, setText] = useState(() => isoToText(value));
  const [shownValue, setShownValue] = useState(value);
  const [changed, setChanged] = useState(false);
  const [ownError, setOwnError] = useState<string | undefined>();
  const [opened, setOpened] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Closed by Escape, the focus goes to its button.
  useInnerPopup(
    opened,
    useCallback(() => {
      setOpened(false);
      toggleRef.current?.focus();
    }, []),
  );

  const now = today ?? new Date();
  const range = recentOnly ? datePickerWindow(now) : undefined;
  const todayIso = datePickerWindow(now).max;

  // A value set from outside (form reset, loaded draft) replaces the text.
  if (value !== shownValue) {
    setShownValue(value);
    if (value !== (parseGermanDate(text) ?? null)) setText(isoToText(value));
    setOwnError(undefined);
  }

  const check = (input: string): { iso: string | null; problem?: string } => {
    if (input === '') return { iso: null };
    const iso = parseGermanDate(withFullYear(input));
    if (!iso) return { iso: null, problem: messages.invalidDate };
    if (range && (iso < range.min || iso > range.max)) {
      return {
        iso: null,
        problem: `Bitte geben Sie ein Datum zwischen dem ${formatDate(range.min)} und dem ${formatDate(range.max)} ein.`,
      };
    }
    return { iso };
  };

  const emit = (iso: string | null) => {
    setChanged(true);
    setShownValue(iso);
    if (iso !== value) onChange(iso);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const masked = maskGermanDate(event.currentTarget.value);
    setText(masked);
    const result = check(masked);
    // While typing, a problem is not shown yet (validation on blur); a valid entry clears it at once.
    if (!result.problem) setOwnError(undefined);
    emit(result.iso);
  };

  const handleBlur = () => {
    // "26.11.26" is shown as what it was taken for.
    if (withFullYear(text) !== text && check(text).iso) setText(withFullYear(text));
    // Leaving the field without a change says nothing (docs/product.md §5).
    if (changed) setOwnError(check(text).problem);
    onBlur?.();
  };

  const pick = (iso: string | null) => {
    setText(isoToText(iso));
    setOwnError(undefined);
    emit(iso);
    setOpened(false);
    // The picked day disappears with the calendar: focus goes back to the calendar button.
    toggleRef.current?.focus();
  };

  const shown =
    (forceError ? (ownError ?? check(text).problem) : ownError) ??
    visibleError({ error, isDirty: changed }, forceError);

  const calendarRef = useRef<HTMLDivElement>(null);
  // The day the calendar opens on and focuses: the chosen one, unless it lies outside the days it offers (a disabled
  // day takes no focus), else today.
  const focusDay = value && (!range || (value >= range.min && value <= range.max)) ? value : todayIso;
  // Paging to the window's first month disables the button that paged (Mantine's native `disabled`), and the
  // browser drops its focus out of the calendar: it goes to the title between the two buttons instead.
  const keepFocusInCalendar = () =>
    requestAnimationFrame(() => {
      const active = document.activeElement;
      const lost =
        active === null ||
        active === document.body ||
        (active instanceof HTMLButtonElement && active.disabled);
      if (!lost) return;
      // In the decade view the title is no button: then the first control that takes the focus.
      const picker = calendarRef.current;
      const title = picker?.querySelector<HTMLElement>(
        'button.mantine-DatePicker-calendarHeaderLevel:enabled',
      );
      (title ?? picker?.querySelector<HTMLElement>('button:enabled'))?.focus();
    });

  const calendar = (
    // Escape is useInnerPopup's, wherever the focus is; the popover's own (inside it only) would do it twice.
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      trapFocus
      returnFocus
      withinPortal
      closeOnEscape={false}
    >
      <Popover.Target>
        <ActionIcon
          ref={toggleRef}
          variant="subtle"
          aria-label={`Kalender öffnen: ${label}`}
          aria-expanded={opened}
          aria-haspopup="dialog"
          onClick={() => setOpened((open) => !open)}
        >
          <CalendarIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" ref={calendarRef}>
          <DatePicker
            locale="de"
            value={value}
            onChange={(iso) => pick(iso)}
            onPreviousMonth={keepFocusInCalendar}
            onNextMonth={keepFocusInCalendar}
            onPreviousYear={keepFocusInCalendar}
            onNextYear={keepFocusInCalendar}
            onPreviousDecade={keepFocusInCalendar}
            onNextDecade={keepFocusInCalendar}
            // A day as German writes it: "6. Dezember 2026" (Mantine's default leaves out the period).
            getDayAriaLabel={(date) => dayjs(date).locale('de').format('D. MMMM YYYY')}
            // The calendar opens with the focus on the chosen day (else today), where the arrow keys move on, as
            // WAI-ARIA's date picker dialog does; it started on "Vorheriger Monat".
            getDayProps={(date) => (date === focusDay ? { 'data-autofocus': true } : {})}
            classNames={{ day: classes.day }}
            minDate={range?.min}
            maxDate={range?.max}
            defaultDate={focusDay}
            ariaLabels={{
              previousMonth: 'Vorheriger Monat',
              nextMonth: 'Nächster Monat',
              previousYear: 'Vorheriges Jahr',
              nextYear: 'Nächstes Jahr',
              previousDecade: 'Vorheriges Jahrzehnt',
              nextDecade: 'Nächstes Jahrzehnt',
              monthLevelControl: 'Monat wählen',
              yearLevelControl: 'Jahr wählen',
            }}
          />
          <Button variant="default" size="xs" onClick={() => pick(todayIso)}>
            Heute
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );

  return (
    <TextInput
      id={inputId}
      label={label}
      // The notation of the specification's error message (messages.invalidDate): hint and error agree.
      description={description ?? 'Format: TT.MM.YYYY'}
      placeholder="TT.MM.YYYY"
      inputMode="numeric"
      autoComplete="off"
      maxLength={10}
      required={required}
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      error={shown}
      rightSection={calendar}
      rightSectionPointerEvents="all"
      data-autofocus={autofocus}
    />
  );
}
