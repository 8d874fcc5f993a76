import { VisuallyHidden } from '@mantine/core';
import type { NotificationData } from '@mantine/notifications';
import { createElement, Fragment } from 'react';
import { isApiError, userMessageOf } from './api-error';

let onFirstNotice: (() => void) | undefined;

/** Lets the app shell mount the notification container once there is something to show. */
export function whenFirstNotice(callback: () => void): void {
  onFirstNotice = callback;
}

// Store and container load with the first notice rather than up front: most visits never show one.
function show(notification: NotificationData): void {
  onFirstNotice?.();
  void import('@mantine/notifications').then(({ notifications }) => notifications.show(notification));
}

/**
 * A notice's title, followed by a colon only a screen reader reads: the notice is an alert, read out as one text,
 * where title and message would otherwise run together ("ErfolgreichDer Entwurf …"; docs/accessibility.md).
 */
const titled = (title: string) =>
  createElement(Fragment, null, title, createElement(VisuallyHidden, null, ': '));

export function notifySuccess(message: string): void {
  show({ color: 'green', title: titled('Erfolgreich'), message });
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
