import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenFirstNotice } from '@/lib/notify';
import { SiteConfigProvider } from '@/lib/site-config';
import type { SiteConfig } from '@cert/domain/site/site-config';
import { theme } from './theme';

const AppNotifications = lazy(() => import('./notifications'));

/** The notification container mounts with the first notice and stays, so that the last one can animate out. */
function NotificationsOnDemand() {
  const [needed, setNeeded] = useState(false);
  useEffect(() => whenFirstNotice(() => setNeeded(true)), []);
  return needed ? (
    <Suspense fallback={null}>
      <AppNotifications />
    </Suspense>
  ) : null;
}

export function AppProvider({
  queryClient,
  siteConfig,
  children,
}: {
  queryClient: QueryClient;
  /** Unset: the example configuration (component tests). */
  siteConfig?: SiteConfig;
  children: ReactNode;
}) {
  const content = (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <NotificationsOnDemand />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
  return siteConfig ? <SiteConfigProvider value={siteConfig}>{content}</SiteConfigProvider> : content;
}
