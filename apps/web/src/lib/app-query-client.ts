import { createQueryClient } from './query-client';

/**
 * The app's one QueryClient. Its own module, imported only by the screens that ask the API (through `QueryScope`)
 * and by the signed-in routes' guard: a public page that shows text loads no TanStack Query (docs/decisions/068).
 */
export const queryClient = createQueryClient();
