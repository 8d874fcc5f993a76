import type { CredentialCheck } from '@cert/domain/certificate';
import { Alert, FileInput, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { inQueryScope } from '@/components/query-scope';
import { BusyButton } from '@/components/ui/busy-button';
import { userMessageOf } from '@/lib/api-client';
import { useCredentialCheck, type CredentialCheckInput } from './api';
import { CertificateFacts } from './certificate-facts';

const verdicts: Record<CredentialCheck, { color: string; title: string; text: string }> = {
  valid: {
    color: 'green',
    title: 'Dieser Nachweis ist echt und gültig.',
    text: 'Die Plattform hat ihn ausgestellt, er ist unverändert, und das Zertifikat gilt.',
  },
  expired: {
    color: 'yellow',
    title: 'Dieser Nachweis ist echt, aber abgelaufen.',
    text: 'Die Plattform hat ihn ausgestellt und er ist unverändert; das Zertifikat gilt nicht mehr.',
  },
  revoked: {
    color: 'red',
    title: 'Dieses Zertifikat wurde widerrufen.',
    text: 'Der Nachweis ist unverändert, aber das Programmteam hat das Zertifikat widerrufen.',
  },
  tampered: {
    color: 'red',
    title: 'Dieser Nachweis ist ungültig.',
    text: 'Er wurde nach der Ausstellung verändert oder nicht von dieser Plattform ausgestellt. Verlassen Sie sich nicht auf seine Angaben.',
  },
};

const nothingGiven =
  'Bitte fügen Sie den Nachweis ein oder wählen Sie die Datei mit dem Nachweis oder dem Siegel aus.';

/**
 * The file as the check's input: a seal (PNG or SVG) as its bytes with its type, told by the name where the browser
 * knows no type; anything else is read as the credential's text.
 */
async function inputOf(file: File): Promise<CredentialCheckInput> {
  const name = file.name.toLowerCase();
  if (file.type === 'image/png' || name.endsWith('.png'))
    return { seal: new Blob([file], { type: 'image/png' }) };
  if (file.type === 'image/svg+xml' || name.endsWith('.svg')) {
    return { seal: new Blob([file], { type: 'image/svg+xml' }) };
  }
  return { credential: await file.text() };
}

/**
 * Checks an Open Badges credential (docs/decisions/055-open-badges.md): pasted as JSON, or the file of the
 * credential or of the seal with the credential baked in. Says valid, expired, revoked or tampered, with the same
 * facts as the check by certificate number and nothing more. Its heading and introduction are the page's
 * (verification-screen.tsx), which loads it when asked for, with TanStack Query: the page's own form does not ask the
 * API (docs/decisions/068).
 */
export const CredentialCheckForm = inQueryScope(CheckForm);

function CheckForm() {
  const check = useCredentialCheck();
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!file && !text.trim()) {
      setError(nothingGiven);
      return;
    }
    check.reset();
    try {
      await check.mutateAsync(file ? await inputOf(file) : { credential: text.trim() });
    } catch (failure) {
      setError(userMessageOf(failure));
    }
  };

  const verdict = check.data ? verdicts[check.data.check] : null;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-labelledby="credential-check">
      <Text maw="46rem" mt="sm" mb="sm">
        Fügen Sie den Nachweis ein oder wählen Sie die Datei aus.
      </Text>
      <Stack align="flex-start" gap="sm">
        <Textarea
          w="100%"
          maw="46rem"
          label="Nachweis (JSON)"
          description="Der Inhalt der Datei mit der Endung .json"
          rows={4}
          value={text}
          disabled={file !== null}
          onChange={(event) => {
            setText(event.currentTarget.value);
            // A verdict belongs to what was checked, not to what is being typed now.
            check.reset();
          }}
        />
        <FileInput
          w="100%"
          maw="28rem"
          label="Oder Datei auswählen"
          description="Der Nachweis (.json) oder das Siegel mit eingebettetem Nachweis (.png, .svg)"
          placeholder="Keine Datei ausgewählt"
          // Mantine's placeholder grey is too light for 4.5:1 on white.
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
          accept=".json,.png,.svg,application/json,image/png,image/svg+xml"
          clearable
          clearButtonProps={{ 'aria-label': 'Ausgewählte Datei entfernen' }}
          value={file}
          onChange={(chosen) => {
            setFile(chosen);
            check.reset();
          }}
        />
        {error ? (
          <Text c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        <BusyButton type="submit" loading={check.isPending}>
          Nachweis prüfen
        </BusyButton>
      </Stack>
      {check.data && verdict ? (
        <div role="status">
          <Alert color={verdict.color} title={verdict.title} mt="lg" mb="lg">
            {verdict.text}
          </Alert>
          {check.data.certificate ? <CertificateFacts certificate={check.data.certificate} /> : null}
        </div>
      ) : null}
    </form>
  );
}
