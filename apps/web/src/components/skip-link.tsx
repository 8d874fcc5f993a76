import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/** Moves focus to the main landmark without touching the URL, so the router sees no navigation. */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={skip}>
      Zum Inhalt springen
    </a>
  );
}
