import { SELECT_INPUT_DEBOUNCE_MS } from '@cert/domain';
import { TextInput, VisuallyHidden } from '@mantine/core';
import { useEffect, useEffectEvent, useState, type FormEvent, type ReactNode } from 'react';
import { SEARCH_MAX_LENGTH } from '@/lib/regex-text';
import classes from './admin-list.module.css';
import { LIST_RESULTS_ID } from './list-results';

type Props = {
  /** The accessible name of the search form. */
  label: string;
  /** The label of the text field. */
  searchLabel: string;
  /** The search text of the URL. */
  searchText: string;
  /** Called 500 ms after the typing stops, or on Enter, with the text as typed. */
  onSearch: (text: string) => void;
  /**
   * Another navigation is under way, such as a result clicked while the list still followed the typing: the
   * typing's search waits, as sent it would take that click back.
   */
  paused?: boolean;
  /** Narrower fields for lists with many filters. */
  narrow?: boolean;
  /** The filter fields beside the search field. */
  children?: ReactNode;
};

/**
 * The search field of an admin list and its filters. The list follows the typing (debounced); Enter searches at
 * once. Back and forward change the URL under the field, and the field follows.
 */
export function ListSearchForm({
  label,
  searchLabel,
  searchText,
  onSearch,
  paused = false,
  narrow = false,
  children,
}: Props) {
  const [text, setText] = useState(searchText);
  // Back and forward change the URL under the field: follow it, unless it only lags behind the typing.
  const [seenSearchText, setSeenSearchText] = useState(searchText);
  if (searchText !== seenSearchText) {
    setSeenSearchText(searchText);
    if (searchText !== text.trim()) setText(searchText);
  }

  // The latest handler when the timer fires, without restarting the timer on every render.
  const search = useEffectEvent((value: string) => onSearch(value));
  useEffect(() => {
    if (paused || text.trim() === searchText) return;
    const timer = setTimeout(() => search(text), SELECT_INPUT_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, searchText, paused]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== searchText) onSearch(text);
  };

  return (
    <form role="search" aria-label={label} onSubmit={submit}>
      {/* Past every filter in one step: the office works through the results many times a day. */}
      <a
        className="skip-link"
        href={`#${LIST_RESULTS_ID}`}
        onClick={(event) => {
          const results = document.getElementById(LIST_RESULTS_ID);
          if (!results) return;
          event.preventDefault();
          results.focus();
        }}
      >
        Zu den Ergebnissen
      </a>
      <div className={narrow ? `${classes.filters} ${classes.narrow}` : classes.filters}>
        <TextInput
          type="search"
          label={searchLabel}
          description="Die Liste aktualisiert sich während der Eingabe."
          maxLength={SEARCH_MAX_LENGTH}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        {children}
      </div>
      {/* For Enter in the search field (implicit submission); no tab stop, since nobody sees it. */}
      <VisuallyHidden>
        <button type="submit" tabIndex={-1}>
          Suchen
        </button>
      </VisuallyHidden>
    </form>
  );
}
