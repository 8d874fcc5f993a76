import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { theme } from './theme';

const AppNotifications = lazy(() => import('./notifications'));

/** The notification container and its transitions load with the first notice: most visits never show one. */
function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  // Stays mounted once loaded, so that the last notice can still animate out.
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <AppNotifications />
    </Suspense>
  ) : null;
}

export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <NotificationsOnDemand />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
