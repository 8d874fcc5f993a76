import { notifications } from '@mantine/notifications';
import { userMessageOf } from './api-error';

export function notifySuccess(message: string): void {
  notifications.show({ color: 'green', title: 'Erfolgreich', message });
}

export function notifyInfo(message: string): void {
  notifications.show({ color: 'blue', message });
}

export function notifyError(error: unknown): void {
  notifications.show({ color: 'red', title: 'Fehler', message: userMessageOf(error) });
}
