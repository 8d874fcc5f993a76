import { privacyMessages } from '@cert/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '@/components/form/confirm-dialog';
import { BusyButton } from '@/components/ui/busy-button';
import { ProblemAlert, useProblem } from '@/components/ui/problem-alert';
import { TextLink } from '@/components/ui/text-link';
import { userMessageOf } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useDeleteAccount, useDeletionEffects, useDownloadPersonalData } from '../api/personal-data';

/** "Ihre Daten": download everything stored about oneself, and delete the account (issue 9, privacy). */
export function PersonalDataSection() {
  const download = useDownloadPersonalData();
  const deletion = useDeleteAccount();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const effects = useDeletionEffects();
  const leftAlone = effects?.alone ?? [];
  const { problem, problemRef, showProblem, clearProblem } = useProblem();

  const downloadData = () => {
    clearProblem();
    download.mutateAsync().catch((error: unknown) => showProblem(userMessageOf(error)));
  };
  const deleteAccount = () => {
    clearProblem();
    // Awaited: signing out on deletion clears the session the page shows, and mutate's callbacks would be skipped
    // if this section went first (docs/decisions/054-outcomes-outlive-controls.md).
    deletion
      .mutateAsync()
      .then(
        () => {
          notifySuccess('Ihr Konto wurde gelöscht.');
          void navigate('/', { replace: true });
        },
        (error: unknown) => showProblem(userMessageOf(error)),
      )
      .finally(() => setConfirming(false));
  };

  return (
    <Stack component="section" aria-labelledby="personal-data-title" gap="md" mt="xl">
      <Title order={2} id="personal-data-title" size="h3">
        Ihre Daten
      </Title>
      <Text>
        Sie können alle Daten, die die Plattform über Sie speichert, als Datei herunterladen: Ihr Profil, Ihre
        Mitgliedschaften und Einladungen, Ihre Anmeldungen und die Einträge, die Sie für Ihre Organisationen
        angelegt haben.
      </Text>
      <ProblemAlert title="Das hat nicht geklappt" problem={problem} ref={problemRef} />
      <Group>
        <BusyButton variant="default" loading={download.isPending} onClick={downloadData}>
          Meine Daten herunterladen (JSON)
        </BusyButton>
      </Group>
      <Text>
        Wenn Sie Ihr Konto löschen, entfernen wir Ihr Profil, Ihre Anmeldungen und Ihre Mitgliedschaften. Die
        Daten Ihrer Organisationen – Fragebögen, Auswertungen und Zertifikate – bleiben erhalten, für die
        anderen Mitglieder und das Programmteam.
      </Text>
      {effects === undefined ? null : effects.withoutAdmin.length > 0 ? (
        // Said before the button, not as the API's refusal after the confirmation: there is nothing to confirm yet.
        <div className="page-notice">
          <Text mb="xs">{privacyMessages.lastAdmin(...effects.withoutAdmin.map(({ name }) => name))}</Text>
          {effects.withoutAdmin.map(({ _id, name }) => (
            <Text key={_id}>
              <TextLink to={`/organization/${_id}`}>Mitglieder von „{name}“ verwalten</TextLink>
            </Text>
          ))}
        </div>
      ) : (
        <Group>
          <Button color="red" variant="outline" onClick={() => setConfirming(true)}>
            Konto löschen
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Konto endgültig löschen?"
        message={
          <>
            <Text>
              Ihr Profil, Ihre Anmeldungen und Ihre Mitgliedschaften werden gelöscht. Das lässt sich nicht
              rückgängig machen.
            </Text>
            {leftAlone.length > 0 ? (
              <Text>
                Sie sind das einzige Mitglied von {leftAlone.map((name) => `„${name}“`).join(' und ')}. Danach
                kann niemand mehr für {leftAlone.length === 1 ? 'diese Organisation' : 'diese Organisationen'}{' '}
                handeln; die Unterlagen bleiben beim Programmteam. Soll sie weiter teilnehmen, laden Sie
                vorher eine Kollegin oder einen Kollegen ein und machen Sie sie oder ihn zur Administratorin
                oder zum Administrator.
              </Text>
            ) : null}
          </>
        }
        confirmLabel="Konto löschen"
        danger
        loading={deletion.isPending}
        onConfirm={deleteAccount}
        onCancel={() => setConfirming(false)}
      />
    </Stack>
  );
}
