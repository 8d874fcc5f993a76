import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
// The session handling brings the API client and with it zod, which the first paint does without. A session
// can only turn out expired after two answers from the API, long after this chunk arrived.
void import('./session').then(({ handleSessionExpiry }) => handleSessionExpiry(queryClient, router));

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
