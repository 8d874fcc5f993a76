import { NOTIFICATION_LIFETIME_MS } from '@cert/domain/constants';
import { Notifications } from '@mantine/notifications';

export default function AppNotifications() {
  return (
    <Notifications
      position="bottom-center"
      autoClose={NOTIFICATION_LIFETIME_MS}
      limit={3}
      // Above the cookie banner while it is shown (its height: features/consent), not over its buttons.
      style={{ bottom: 'calc(var(--consent-banner-height, 0px) + var(--mantine-spacing-md))' }}
    />
  );
}
