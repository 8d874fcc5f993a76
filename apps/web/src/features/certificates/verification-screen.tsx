import { certificateVerificationPath } from '@cert/domain/certificate';
import { Alert, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { SimplePage } from '@/components/ui/simple-page';
import { TextLink } from '@/components/ui/text-link';
import { certificateCodeOf } from './certificate-code';
import { TitledSection } from '@/components/ui/titled-section';

export const VERIFICATION_TITLE = 'Zertifikat prüfen';

// Loaded when someone asks for it: most visitors come by the number or the QR code
// (docs/decisions/070-open-badge-check-on-request.md). Not loaded (offline, or a new release replaced the file), it
// says so in its place instead of taking the page down.
const CredentialCheckForm = lazy(() =>
  import('./credential-check').then(
    (module) => ({ default: module.CredentialCheckForm }),
    () => ({ default: CheckNotLoaded }),
  ),
);

function CheckNotLoaded() {
  return (
    <Alert color="red" title="Die Prüfung konnte nicht geladen werden" role="alert" mt="sm">
      Bitte prüfen Sie Ihre Internetverbindung und laden Sie die Seite neu.
    </Alert>
  );
}

/**
 * The public check of a certificate by its number (docs/decisions/015-certificates.md): the form that leads to
 * /zertifikat/:code (verification-result-screen.tsx), where the QR code on the document leads too. It asks the API
 * nothing, so the page loads no TanStack Query (docs/decisions/068).
 */
export function VerificationScreen() {
  return (
    <SimplePage title={VERIFICATION_TITLE}>
      <Text maw="46rem">
        Jede Urkunde der Plattform trägt eine Zertifikatsnummer. Geben Sie sie hier ein, um zu sehen, ob das
        Zertifikat gültig ist: für welche Organisation, welche Stufe, seit wann und bis wann. Wir zeigen keine
        Angaben zu Personen. Organisationen, die aufgeführt sein möchten, finden Sie auch im{' '}
        <TextLink to="/zertifizierte-organisationen">Verzeichnis zertifizierter Organisationen</TextLink>.
      </Text>
      <CertificateForm />
      <CredentialCheck />
    </SimplePage>
  );
}

/**
 * The check of an Open Badges credential (docs/decisions/055-open-badges.md): what it is for, and its form once
 * asked for. A native disclosure, so it opens before the page's script has run; the form comes with the script.
 */
export function CredentialCheck() {
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // Opened before hydration: the browser toggled it without React.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <TitledSection id="credential-check" title="Open Badge prüfen" mt="xl" mb="sm">
      <Text maw="46rem" mb="sm">
        Zertifikate der Plattform gibt es auch als digitalen Nachweis nach dem Standard Open Badges 3.0, als
        Datei oder im Siegel eingebettet.
      </Text>
      <details
        ref={details}
        // Kept once opened: closing it hides what was typed, it does not discard it.
        onToggle={(event) => {
          if (event.currentTarget.open) setOpened(true);
        }}
      >
        <summary>Nachweis einfügen oder Datei auswählen</summary>
        {opened ? (
          <Suspense fallback={<Loading label="Die Prüfung wird geladen" />}>
            <CredentialCheckForm />
          </Suspense>
        ) : null}
      </details>
    </TitledSection>
  );
}

/**
 * A certificate number typed in; `other` below a verification, else the page's own form. `initial`: what was checked
 * and not found, to correct.
 */
export function CertificateForm({ other = false, initial = '' }: { other?: boolean; initial?: string }) {
  const navigate = useNavigate();
  const [input, setInput] = useState(initial);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = certificateCodeOf(input);
    if (!code) {
      setError(
        'Bitte geben Sie eine Zertifikatsnummer wie IB-2026-7K3M-9QXA-2F oder den Code des Zertifikats ein.',
      );
      return;
    }
    setInput('');
    // What was typed goes along (not into the address), so that a result names it as the visitor wrote it.
    void navigate(certificateVerificationPath(code), { state: { typed: input.trim() } });
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="other-certificate">
      <Title order={2} id="other-certificate" mt="xl" mb="sm">
        {other ? 'Anderes Zertifikat prüfen' : 'Zertifikatsnummer eingeben'}
      </Title>
      <Stack align="flex-start" gap="sm">
        <TextInput
          w="100%"
          maw="28rem"
          label="Zertifikatsnummer"
          description={
            <>
              Sie steht auf der Urkunde, zum Beispiel{' '}
              <span className="certificate-number">IB-2026-7K3M-9QXA-2F</span>.
            </>
          }
          // A code, not a word: a phone's keyboard neither corrects it nor starts it in lower case.
          autoCapitalize="characters"
          autoCorrect="off"
          autoComplete="off"
          spellCheck={false}
          value={input}
          error={error}
          onChange={(event) => {
            setInput(event.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <Button type="submit">Prüfen</Button>
      </Stack>
    </form>
  );
}
