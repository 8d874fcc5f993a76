import { scoringRules } from '@cert/domain/scoring/rules';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { mediaQueryList } from './match-media';

// findBy… and waitFor wait 1 s by default: too short for a lazy screen's first render on a loaded 2-core CI machine.
configure({ asyncUtilTimeout: 5_000 });

// What the web build derives from the domain and defines as a constant (apps/web/vite.config.ts,
// docs/decisions/069): here the same function gives the global the page reads.
(globalThis as { __SCORING_RULES__?: unknown }).__SCORING_RULES__ = scoringRules();

// jsdom lacks the layout APIs Mantine reads.
// A phone's width: screens that differ by width render their narrow layout unless a test asks for a desktop.
if (!window.matchMedia) window.matchMedia = (query: string) => mediaQueryList(query, false);

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// jsdom does no layout, so it has no scrolling either: links to a field scroll it into view.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// jsdom loads no fonts and has no FontFaceSet: a growing textarea listens there for fonts that change its height.
if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });

// The test files of a worker share their modules (isolate: false, vitest.config.ts): what one file leaves in a
// module's state (the notifications store, stubs, timers, storage, cookies) is cleared before the next.
afterEach(() => {
  cleanup();
  notifications.clean();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});
