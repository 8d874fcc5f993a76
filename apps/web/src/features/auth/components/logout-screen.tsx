import { Button, Group, Loader, Text } from '@mantine/core';
import { onlineManager, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';
import { draftCopies } from '@/lib/app-storage';
import { endSession } from '@/lib/current-user';
import { focusHeading } from '@/lib/focus-heading';
import { notifySuccess } from '@/lib/notify';
import { isSignOutState } from '@/lib/sign-out';
import { logoutOnce } from '../api/logout';

/**
 * Resolves once no write is on its way, or after `ms`: signing out waits for a draft's save on leaving its form
 * (docs/questionnaire-rules.md §4), which the sign-out would otherwise cut off, deleting the browser's copy as well.
 */
function writesSettled(queryClient: QueryClient, ms: number): Promise<void> {
  return new Promise((resolve) => {
    let stop = () => undefined as void;
    const done = () => {
      stop();
      resolve();
    };
    const timer = setTimeout(done, ms);
    const unsubscribe = queryClient.getMutationCache().subscribe(() => {
      if (queryClient.isMutating() === 0) done();
    });
    stop = () => {
      clearTimeout(timer);
      unsubscribe();
    };
    if (queryClient.isMutating() === 0) done();
  });
}

/** The longest a sign-out waits for saves on their way (a save and one queued behind it may each take 15 s). */
const SAVES_WAIT_MS = 20_000;

/**
 * /logout. Reached by the app's own "Abmelden" it signs out at once, once the saves on their way have answered, unless
 * answers are left that only this browser keeps (a save on leaving a draft that failed, a copy not restored): then it
 * asks, as signing out deletes them. Reached any other way (a link on another site, an address typed in) it asks
 * first, so that no one else can sign the user out or delete their unsaved answers (docs/security.md 41). The sign-out
 * itself is a POST with the CSRF pair. Only the server ends the session: while that call fails the user is told they
 * are still signed in (on a shared computer the next person would otherwise find them so), and it is tried again once
 * the connection is back.
 */
export function LogoutScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  // 'unsaved': asked because answers are left in this browser; 'sure': the user confirmed on this page; 'failed': the
  // server did not answer the sign-out.
  const [step, setStep] = useState<'ask' | 'app' | 'unsaved' | 'sure' | 'failed'>(() =>
    isSignOutState(location.state) ? 'app' : 'ask',
  );

  // The question, or the failure, replaces "Sie werden abgemeldet …": the focus goes to it.
  useEffect(() => {
    if (step === 'unsaved' || step === 'failed') focusHeading();
  }, [step]);
  useEffect(
    () =>
      step === 'failed'
        ? onlineManager.subscribe((online) => {
            if (online) setStep('sure');
          })
        : undefined,
    [step],
  );

  useEffect(() => {
    if (step !== 'app' && step !== 'sure') return undefined;
    let active = true;
    writesSettled(queryClient, SAVES_WAIT_MS)
      .then(() => {
        if (!active) return false;
        if (step === 'app' && draftCopies.any()) {
          setStep('unsaved');
          return false;
        }
        return logoutOnce().then(
          () => true,
          () => {
            if (active) setStep('failed');
            return false;
          },
        );
      })
      .then((signedOut) => {
        if (!active || !signedOut) return;
        endSession(queryClient);
        // Leaving on purpose: no answer of this user stays in the browser (docs/decisions/036-local-draft-copies.md).
        draftCopies.clear();
        notifySuccess('Sie wurden erfolgreich abgemeldet.');
        void navigate('/', { replace: true });
      });
    return () => {
      active = false;
    };
  }, [step, navigate, queryClient]);

  if (step === 'failed')
    return (
      <SimplePage title="Nicht abgemeldet">
        <Text mb="md">
          {onlineManager.isOnline()
            ? 'Die Abmeldung ist nicht gelungen, daher sind Sie weiterhin angemeldet. Bitte versuchen Sie es in einem Moment erneut.'
            : 'Ihr Gerät ist offline, daher sind Sie weiterhin angemeldet. Sobald die Verbindung wieder besteht, melden wir Sie ab, solange diese Seite geöffnet ist.'}
        </Text>
        <Group gap="sm">
          <Button onClick={() => setStep('sure')}>Erneut versuchen</Button>
          <TextLink to="/">Zur Startseite</TextLink>
        </Group>
      </SimplePage>
    );
  if (step === 'ask' || step === 'unsaved')
    return (
      <SimplePage title="Abmelden?">
        <Text mb="md">
          {step === 'unsaved'
            ? 'Einige Ihrer Angaben sind noch nicht gespeichert; nur dieser Browser hat sie. Wenn Sie sich jetzt abmelden, werden sie gelöscht.'
            : 'Möchten Sie sich abmelden? Angaben, die in diesem Browser noch nicht gespeichert sind, werden dabei gelöscht.'}
        </Text>
        <Group gap="sm">
          <Button onClick={() => setStep('sure')}>
            {step === 'unsaved' ? 'Trotzdem abmelden' : 'Abmelden'}
          </Button>
          {step === 'unsaved' ? (
            // Back where they were: the draft offers its kept answers again.
            <Button variant="default" onClick={() => void navigate(-1)}>
              Angemeldet bleiben
            </Button>
          ) : (
            <TextLink to="/">Angemeldet bleiben</TextLink>
          )}
        </Group>
      </SimplePage>
    );
  return (
    <SimplePage title="Abmeldung">
      <Group gap="sm" role="status">
        <Loader size="sm" aria-hidden="true" />
        <Text>Sie werden abgemeldet …</Text>
      </Group>
    </SimplePage>
  );
}
