import { NOTIFICATION_LIFETIME_MS } from '@cert/domain/constants';
import { Notifications } from '@mantine/notifications';
import classes from './notifications.module.css';

export default function AppNotifications() {
  return (
    <Notifications
      position="bottom-center"
      autoClose={NOTIFICATION_LIFETIME_MS}
      limit={3}
      classNames={{ root: classes.root }}
    />
  );
}
