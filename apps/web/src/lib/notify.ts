import { VisuallyHidden } from '@mantine/core';
import type { NotificationData } from '@mantine/notifications';
import { createElement, Fragment } from 'react';
import { isApiError, userMessageOf } from './api-error';

let onFirstNotice: (() => void) | undefined;
let onPreload: (() => void) | undefined;

/**
 * Lets the app shell mount the notification container once there is something to show, and load its code ahead of
 * that where asked (`preloadNotices`).
 */
export function whenFirstNotice(callback: () => void, preload?: () => void): void {
  onFirstNotice = callback;
  onPreload = preload;
}

const loadStore = () => import('@mantine/notifications');

/**
 * Loads the notices' code now, while the connection is there: a draft form calls it, because its notices (a save
 * that did not get through) come when the connection may be gone, and a chunk that cannot load then must not cost
 * the page (issue 54). Loaded once, a module is the browser's, offline too.
 */
export function preloadNotices(): void {
  onPreload?.();
  void loadStore().catch(() => undefined);
}

/**
 * The success notice shown last: a newer one takes its place, where quick decisions one after another stacked their
 * notices over the page. A failure stays until it is read or closed.
 */
let lastSuccess: string | undefined;

// Store and container load with the first notice rather than up front: most visits never show one. A notice whose
// code cannot be loaded (offline before any was shown) is dropped; the save status says what matters meanwhile.
function show(notification: NotificationData, success = false): void {
  onFirstNotice?.();
  void loadStore()
    .then(({ notifications }) => {
      if (!success) return void notifications.show(notification);
      if (lastSuccess) notifications.hide(lastSuccess);
      lastSuccess = notifications.show(notification);
    })
    .catch(() => undefined);
}

/**
 * A notice's title, followed by a colon only a screen reader reads: the notice is an alert, read out as one text,
 * where title and message would otherwise run together ("ErfolgreichDer Entwurf …"; docs/accessibility.md).
 */
const titled = (title: string) =>
  createElement(Fragment, null, title, createElement(VisuallyHidden, null, ': '));

export function notifySuccess(message: string): void {
  show({ color: 'green', title: titled('Erfolgreich'), message }, true);
}

export function notifyInfo(message: string): void {
  show({ color: 'blue', message });
}

/** A failure the app words itself (not an error answer of the API). */
export function notifyFailure(message: string): void {
  show({ color: 'red', title: titled('Fehler'), message });
}

/** A 401 is not reported here: the session handler tells the user once that they were signed out. */
export function notifyError(error: unknown): void {
  if (isApiError(error) && error.status === 401) return;
  show({ color: 'red', title: titled('Fehler'), message: userMessageOf(error) });
}
