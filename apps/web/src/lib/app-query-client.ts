import { createQueryClient } from './query-client';

/**
 * The app's one QueryClient. Its own module, imported by the screens that ask the API (through `QueryScope`), the
 * signed-in routes' guard and the session handling: a public page that shows text loads TanStack Query only after
 * its first paint, with the session handling (docs/decisions/068).
 */
export const queryClient = createQueryClient();
