import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { handleSessionExpiry } from './session';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
handleSessionExpiry(queryClient, router);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
