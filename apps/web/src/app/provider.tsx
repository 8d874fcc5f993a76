import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Component, lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenFirstNotice } from '@/lib/notify';
import { SiteConfigProvider } from '@/lib/site-config';
import type { SiteConfig } from '@cert/domain/site/site-config';
import { theme } from './theme';

const loadNotifications = () => import('./notifications');

/**
 * The notification container mounts with the first notice and stays, so that the last one can animate out. Its code
 * is a chunk of its own; if that cannot load (offline), nothing else fails: the container is left out and tried
 * again once the browser is back online (issue 54: the page never goes white for a notice).
 */
function NotificationsOnDemand() {
  const [needed, setNeeded] = useState(false);
  // A failed lazy import stays failed: each attempt is a lazy component of its own.
  const [attempt, setAttempt] = useState(() => ({ count: 0, Container: lazy(loadNotifications) }));
  useEffect(
    () =>
      whenFirstNotice(
        () => setNeeded(true),
        () => void loadNotifications().catch(() => undefined),
      ),
    [],
  );
  if (!needed) return null;
  const { count, Container } = attempt;
  return (
    <QuietBoundary
      key={count}
      onRetry={() => setAttempt({ count: count + 1, Container: lazy(loadNotifications) })}
    >
      <Suspense fallback={null}>
        <Container />
      </Suspense>
    </QuietBoundary>
  );
}

/** Renders nothing in place of children that failed, and asks for another try when the browser is back online. */
class QuietBoundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  private readonly retry = () => this.props.onRetry();
  override componentDidCatch() {
    window.addEventListener('online', this.retry, { once: true });
  }
  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function AppProvider({
  queryClient,
  siteConfig,
  children,
}: {
  /**
   * Unset in the app: the screens that ask the API bring the app's client with them (components/query-scope.tsx,
   * docs/decisions/068). Component tests give each test a client of its own here, which those screens then use.
   */
  queryClient?: QueryClient;
  /** Unset: the example configuration (component tests). */
  siteConfig?: SiteConfig;
  children: ReactNode;
}) {
  const content = (
    <MantineProvider theme={theme} defaultColorScheme="light">
      <NotificationsOnDemand />
      {queryClient ? <QueryClientProvider client={queryClient}>{children}</QueryClientProvider> : children}
    </MantineProvider>
  );
  return siteConfig ? <SiteConfigProvider value={siteConfig}>{content}</SiteConfigProvider> : content;
}
