import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext, type ComponentType, type ReactNode } from 'react';
import { queryClient } from '@/lib/app-query-client';

/**
 * Gives the screens inside it the app's QueryClient. Each screen that asks the API sits in one (the signed-in
 * routes, the public check of a code and the Open Badge check, the register, the sign-in screens, the header's
 * account area), so that the pages without a question to the API load no TanStack Query (docs/decisions/068).
 * Where a client is provided already (component tests, a scope inside a scope), that one stays.
 */
export function QueryScope({ children }: { children: ReactNode }) {
  const provided = useContext(QueryClientContext);
  if (provided) return children;
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A screen that asks the API, in its scope: the component a route module or a lazy part exports. */
export function inQueryScope(Screen: ComponentType): ComponentType {
  return function ScopedScreen() {
    return (
      <QueryScope>
        <Screen />
      </QueryScope>
    );
  };
}
