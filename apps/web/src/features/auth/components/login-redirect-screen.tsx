import { LOGIN_SUCCESS_DELAY_MS, safeCallbackUrl, type SignInPreview } from '@cert/domain';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { BusyButton } from '@/components/ui/busy-button';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';
import { startSession } from '@/lib/current-user';
import { confirmMagicLink, verifyMagicLinkOnce } from '../api/verify-magic-link';
import { homeOf, LOGIN_FAILED_PATH } from './magic-link-state';

/** How long the confirmation waits after the window became visible and focused before it takes a click. */
const ARMING_MS = 500;

/**
 * False until the window has been visible and focused for ARMING_MS, and again from each time it regains focus: a
 * page that hid this one behind a window of its own and asks for a double click cannot land the second click on
 * the confirmation as the cover closes (docs/decisions/059-sign-in-links-bound-to-the-browser.md).
 */
function useArmedAfterFocus(): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    let timer: number | undefined;
    const arm = () => {
      setArmed(false);
      window.clearTimeout(timer);
      if (document.visibilityState === 'visible') timer = window.setTimeout(() => setArmed(true), ARMING_MS);
    };
    arm();
    window.addEventListener('focus', arm);
    document.addEventListener('visibilitychange', arm);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('focus', arm);
      document.removeEventListener('visibilitychange', arm);
    };
  }, []);
  return armed;
}

/** The confirmation a link waits for where nobody asked for it here (docs/security.md 46). */
function ConfirmSignIn({
  preview,
  onConfirm,
  onCancel,
  busy,
}: {
  preview: SignInPreview;
  onConfirm: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const armed = useArmedAfterFocus();
  const other =
    preview.signedInAs !== null && preview.signedInAs !== preview.email ? preview.signedInAs : null;
  return (
    <SimplePage title="Anmeldung bestätigen">
      <Text mb="sm">
        Mit diesem Link melden Sie sich als <strong>{preview.email}</strong> an.
      </Text>
      {other ? (
        <Text mb="sm">
          In diesem Browser sind Sie zurzeit als <strong>{other}</strong> angemeldet. Wenn Sie fortfahren,
          werden Sie abgemeldet, und Angaben von {other}, die in diesem Browser noch nicht gespeichert sind,
          werden gelöscht.
        </Text>
      ) : null}
      <Text mb="md">
        {preview.requestedHere
          ? 'Der Link wurde in diesem Browser angefordert, während hier jemand anderes angemeldet ist.'
          : 'Der Link wurde in einem anderen Browser angefordert oder von einer anderen Seite geöffnet.'}{' '}
        Melden Sie sich nur an, wenn Sie diesen Link selbst angefordert haben.
      </Text>
      <Group gap="sm">
        <BusyButton onClick={onConfirm} loading={busy} disabled={!armed}>
          Mit diesem Link anmelden
        </BusyButton>
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {other ? 'Angemeldet bleiben' : 'Abbrechen'}
        </Button>
      </Group>
    </SimplePage>
  );
}

/**
 * Target of the e-mailed link. Opening the page consumes nothing: only this script's POST does, so mail
 * scanners that fetch the URL cannot burn the token. Opened where nobody asked for it, the link waits for the
 * person's click; nothing of whoever is signed in is touched before it (docs/security.md 46).
 */
export function LoginRedirectScreen() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<string | null>(null);
  const [preview, setPreview] = useState<SignInPreview | null>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => {
    if (!token) {
      void navigate(LOGIN_FAILED_PATH, { replace: true });
      return;
    }
    let active = true;
    verifyMagicLinkOnce(token).then(
      async (verification) => {
        if (!active) return;
        if (verification.kind === 'confirm') {
          setPreview(verification.preview);
          return;
        }
        const result = verification.response;
        await startSession(queryClient, result.user);
        if (active) setTarget(safeCallbackUrl(result.callbackUrl) ?? homeOf(result.user));
      },
      () => {
        if (active) void navigate(LOGIN_FAILED_PATH, { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [token, navigate, queryClient]);

  useEffect(() => {
    if (!target) return;
    const timer = window.setTimeout(() => void navigate(target, { replace: true }), LOGIN_SUCCESS_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [target, navigate]);

  const confirm = async () => {
    if (!token) return;
    setConfirming(true);
    try {
      const result = await confirmMagicLink(token);
      await startSession(queryClient, result.user);
      setPreview(null);
      setTarget(safeCallbackUrl(result.callbackUrl) ?? homeOf(result.user));
    } catch {
      void navigate(LOGIN_FAILED_PATH, { replace: true });
    }
  };

  if (preview && !target) {
    return (
      <ConfirmSignIn
        preview={preview}
        busy={confirming}
        onConfirm={() => void confirm()}
        onCancel={() =>
          void navigate(preview.signedInAs ? '/mein-zertifizierungspfad' : '/', { replace: true })
        }
      />
    );
  }

  if (!target) {
    return (
      <SimplePage title="Anmeldung wird geprüft">
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text>Bitte warten Sie einen Moment, wir prüfen Ihren Anmeldelink.</Text>
        </Group>
      </SimplePage>
    );
  }

  return (
    <SimplePage title="Sie sind angemeldet">
      <Text role="status" mb="md">
        Ihre Anmeldung war erfolgreich. Sie werden in wenigen Sekunden weitergeleitet.
      </Text>
      <TextLink to={target} replace id="login-continue">
        Direkt weiter
      </TextLink>
    </SimplePage>
  );
}
