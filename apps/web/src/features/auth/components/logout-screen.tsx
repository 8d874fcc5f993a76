import { Group, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SimplePage } from '@/components/ui/simple-page';
import { draftCopies } from '@/lib/app-storage';
import { endSession } from '@/lib/current-user';
import { notifySuccess } from '@/lib/notify';
import { logoutOnce } from '../api/logout';

export function LogoutScreen() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    // Client state is cleared even when the server call fails: the user asked to leave.
    logoutOnce()
      .catch(() => undefined)
      .then(() => {
        if (!active) return;
        endSession(queryClient);
        // Leaving on purpose: no answer of this user stays in the browser (docs/decisions/036-local-draft-copies.md).
        draftCopies.clear();
        notifySuccess('Sie wurden erfolgreich abgemeldet.');
        void navigate('/', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [navigate, queryClient]);

  return (
    <SimplePage title="Abmeldung">
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>Sie werden abgemeldet …</Text>
      </Group>
    </SimplePage>
  );
}
