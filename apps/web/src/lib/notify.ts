import { notifications } from '@mantine/notifications';
import { isApiError, userMessageOf } from './api-error';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: 'Erfolgreich', message });
}

export function notifyInfo(message: string): void {
  notifications.show({ color: 'blue', message });
}

/** A 401 is not reported here: the session handler tells the user once that they were signed out. */
export function notifyError(error: unknown): void {
  if (isApiError(error) && error.status === 401) return;
  notifications.show({ color: 'red', title: 'Fehler', message: userMessageOf(error) });
}
