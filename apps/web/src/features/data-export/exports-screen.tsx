import { exportFileName, ExportKind, isoDateInGermany } from '@cert/domain';
import { dataExportContracts } from '@cert/domain/contracts';
import { Alert, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { BusyButton } from '@/components/ui/busy-button';
import { userMessageOf } from '@/lib/api-client';
import { postForFile, saveFile } from '@/lib/file-download';
import { TitledSection } from '@/components/ui/titled-section';

const contents: Record<ExportKind, string> = {
  'procurement-office':
    'Alle Zertifizierungspfade öffentlicher Auftraggeber im Zweig Beschaffungsstelle, mit den Antworten des Fragebogens für Beschaffungsstellen.',
  'procurement-project':
    'Alle Zertifizierungspfade öffentlicher Auftraggeber im Zweig Beschaffungsprojekt, mit den Antworten des Fragebogens für Beschaffungsprojekte.',
  provider:
    'Alle Zertifizierungspfade von Unternehmen, mit den Antworten des Fragebogens für Unternehmen (Expert).',
};

/** The admin exports (docs/decisions/015-certificates.md "Exports"): one XLSX per journey branch. */
export function ExportsScreen() {
  return (
    <div>
      <Title order={1}>Exporte</Title>
      <Text mb="sm">
        Hier laden Sie die Zertifizierungspfade eines Zweigs als Excel-Datei (XLSX) herunter. Jede Zeile ist
        ein Zertifizierungspfad: die Angaben zur Organisation, der Stand jeder Stufe mit ihren Daten, die
        Antworten des zuletzt abgeschickten Fragebogens, Punktzahlen und Ergebnisse sowie die
        Zertifikatsnummern.
      </Text>
      <Text mb="lg">
        Die Dateien sind nur für das Programmteam bestimmt. Speichern Sie sie nur dort, wo Unbefugte keinen
        Zugriff haben.
      </Text>
      {ExportKind.values.map((kind) => (
        <ExportItem key={kind} kind={kind} />
      ))}
    </div>
  );
}

function ExportItem({ kind }: { kind: ExportKind }) {
  const headingId = useId();
  const [saved, setSaved] = useState<string | null>(null);
  const download = useMutation({
    mutationFn: () => postForFile(dataExportContracts.exports[kind].path),
    meta: { handlesErrors: true },
    onMutate: () => setSaved(null),
    onSuccess: ({ blob, fileName }) => {
      const name = fileName ?? exportFileName(kind, isoDateInGermany(new Date()));
      saveFile(blob, name);
      setSaved(name);
    },
  });
  return (
    <TitledSection id={headingId} title={ExportKind.label(kind)} mt="xl" mb="xs">
      <Text mb="sm">{contents[kind]}</Text>
      <BusyButton loading={download.isPending} onClick={() => download.mutate()}>
        {`${ExportKind.label(kind)} herunterladen (XLSX)`}
      </BusyButton>
      <Text role="status" mt="xs" size="sm">
        {download.isPending
          ? 'Der Export wird erstellt. Das kann einen Moment dauern.'
          : saved
            ? `Gespeichert als „${saved}“.`
            : null}
      </Text>
      {download.error ? (
        <Alert color="red" title="Der Export konnte nicht erstellt werden" role="alert" mt="xs">
          {userMessageOf(download.error)}
        </Alert>
      ) : null}
    </TitledSection>
  );
}
