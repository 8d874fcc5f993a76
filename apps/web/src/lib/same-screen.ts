/**
 * The navigation state of an address rewrite that stays on the same screen: a new draft's id written into the
 * address by its first save (docs/questionnaire-rules.md §2, §4). The page frame then leaves the focus where the user
 * is typing instead of moving it to the heading as it does for a new page (app/layout/main-layout.tsx).
 */
const sameScreen = { sameScreen: true } as const;

/**
 * The navigation of such a rewrite: it replaces the history entry and keeps the scroll position, which a new entry
 * would otherwise reset to the top while the user answers further down.
 */
export const sameScreenNavigation = { replace: true, state: sameScreen, preventScrollReset: true } as const;

export const isSameScreen = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && (state as { sameScreen?: unknown }).sameScreen === true;

/**
 * The navigation state of a link that begins a new case study where the address alone would show the rejected one:
 * the practitioner's address names no case study (docs/product.md §2).
 */
export const startNewCaseStudy = { startNewCaseStudy: true } as const;

export const isStartNewCaseStudy = (state: unknown): boolean =>
  typeof state === 'object' &&
  state !== null &&
  (state as { startNewCaseStudy?: unknown }).startNewCaseStudy === true;
