import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { handlesErrors?: boolean };
    mutationMeta: { handlesErrors?: boolean };
  }
}

/** 401 means "signed out", which screens and guards handle; it is never a notice of its own. */
const isSignedOutError = (error: unknown) => isApiError(error) && error.status === 401;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (query.meta?.handlesErrors || isSignedOutError(error)) return;
        notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError(error, _variables, _context, mutation) {
        if (mutation.meta?.handlesErrors || isSignedOutError(error)) return;
        notifyError(error);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Retrying a 4xx cannot succeed; network errors and 5xx get two more tries.
        retry: (failureCount, error) =>
          isApiError(error) && error.status >= 400 && error.status < 500 ? false : failureCount < 2,
      },
      // A write is sent even when the browser says it is offline: it fails at once and the form says so (a draft
      // keeps it and tries again, docs/decisions/044), instead of waiting paused behind a button that spins.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
