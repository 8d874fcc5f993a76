import {
  correctProviderRecordBodySchema,
  correctWorkshopBodySchema,
  type ProviderRecord,
  type WorkshopResult,
} from '@cert/domain';
import { Alert, Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { Dialog } from '@/components/ui/dialog';
import { useId, useState, type FormEvent } from 'react';
import { DateField } from '@/components/form';
import { userMessageOf } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useCorrectRecord } from './api';
import { focusFirstError, serverFieldErrors } from './focus-first-error';
import { journeyAdminMessages } from './messages';
import { ReportFileInput } from './report-file-input';
import { reportFileProblem, uploadReport } from './upload-report';

type Target =
  | { kind: 'provider-record'; record: ProviderRecord; nameLabel: string }
  | { kind: 'workshop'; record: WorkshopResult };

type Field = 'performedAt' | 'eventName' | 'url' | 'passed' | 'comment' | 'reportRef' | 'reason';
type Errors = Partial<Record<Field, string>>;

const fieldMessages: Record<Field, string> = {
  performedAt: journeyAdminMessages.dateMissing,
  eventName: 'Bitte geben Sie einen Namen mit höchstens 300 Zeichen ein.',
  url: 'Bitte geben Sie eine vollständige Adresse ein, die mit https:// oder http:// beginnt.',
  passed: journeyAdminMessages.resultMissing,
  comment: 'Der Kommentar darf höchstens 2000 Zeichen lang sein.',
  reportRef: journeyAdminMessages.reportNotPdf,
  reason: 'Bitte geben Sie an, warum der Nachweis berichtigt wird.',
};

/**
 * Corrects a record in place (docs/decisions/041-withdrawing-records.md): its fields prefilled, any past day, and
 * the reason, which the organisation receives with the before and after.
 */
export function CorrectRecord({
  organizationId,
  target,
  description,
}: {
  organizationId: string;
  target: Target;
  description: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        ml="xs"
        aria-label={`Berichtigen: ${description}`}
        onClick={() => setOpen(true)}
      >
        Berichtigen
      </Button>
      <Dialog
        opened={open}
        onClose={() => setOpen(false)}
        title="Nachweis berichtigen"
        centered
        trapFocus
        returnFocus
        closeLabel="Dialog schließen"
      >
        {/* Mounted only while open: every opening starts from the stored record. */}
        {open ? (
          <CorrectionForm
            organizationId={organizationId}
            target={target}
            description={description}
            onDone={() => setOpen(false)}
          />
        ) : null}
      </Dialog>
    </>
  );
}

function CorrectionForm({
  organizationId,
  target,
  description,
  onDone,
}: {
  organizationId: string;
  target: Target;
  description: string;
  onDone: () => void;
}) {
  const correct = useCorrectRecord(organizationId);
  const baseId = useId();
  const ids: Record<Field, string> = {
    performedAt: `${baseId}-date`,
    eventName: `${baseId}-name`,
    url: `${baseId}-url`,
    passed: `${baseId}-passed`,
    comment: `${baseId}-comment`,
    reportRef: `${baseId}-report`,
    reason: `${baseId}-reason`,
  };
  const provider = target.kind === 'provider-record' ? target.record : null;
  const workshop = target.kind === 'workshop' ? target.record : null;
  const withUrl = provider?.kind === 'innovation-entry';
  const [performedAt, setPerformedAt] = useState<string | null>(target.record.performedAt);
  const [eventName, setEventName] = useState(provider?.eventName ?? '');
  const [url, setUrl] = useState(provider?.url ?? '');
  const [passed, setPassed] = useState(workshop ? String(workshop.passed) : '');
  const [comment, setComment] = useState(workshop?.comment ?? '');
  const [report, setReport] = useState<File | null>(null);
  const [uploading, setUploading] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const reportProblem = report ? reportFileProblem(report) : null;
    if (reportProblem) {
      setErrors({ reportRef: reportProblem });
      focusFirstError(Object.entries(ids), { reportRef: reportProblem });
      return;
    }
    const parsed = provider
      ? correctProviderRecordBodySchema.safeParse({
          performedAt: performedAt ?? '',
          eventName,
          ...(withUrl ? { url: url.trim() } : {}),
          reason,
        })
      : correctWorkshopBodySchema.safeParse({
          performedAt: performedAt ?? '',
          passed: passed === 'true',
          ...(comment.trim() ? { comment } : {}),
          reason,
        });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as Field;
        found[field] ??= fieldMessages[field];
      }
      setErrors(found);
      focusFirstError(Object.entries(ids), found);
      return;
    }
    setErrors({});
    let body = parsed.data;
    if (report) {
      // The new report goes up first, checked as any upload; the correction then names it.
      setUploading(true);
      try {
        body = { ...body, reportRef: (await uploadReport(report)).reportRef };
      } catch (failure) {
        setErrors({ reportRef: userMessageOf(failure) });
        focusFirstError(Object.entries(ids), { reportRef: 'x' });
        return;
      } finally {
        setUploading(false);
      }
    }
    correct.mutate(
      { kind: target.kind, recordId: target.record._id, body },
      {
        onSuccess: () => {
          notifySuccess(journeyAdminMessages.recordCorrected);
          onDone();
        },
        onError: (failure) => {
          const mapped: Errors = serverFieldErrors(failure, Object.keys(ids) as Field[]);
          if (Object.keys(mapped).length > 0) {
            setErrors(mapped);
            focusFirstError(Object.entries(ids), mapped);
            return;
          }
          // 409 LEVEL_NOT_OPEN names the day the level opens: the server's message says it best.
          setProblem(userMessageOf(failure));
        },
      },
    );
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text>
          {description}. Die Organisation erhält eine E-Mail mit dem bisherigen und dem neuen Stand und Ihrer
          Begründung; endet dadurch eine Stufe, wird ihr Zertifikat widerrufen.
        </Text>
        {problem ? (
          <Alert color="red" role="alert" title="Der Nachweis wurde nicht berichtigt">
            {problem}
          </Alert>
        ) : null}
        <DateField
          id={ids.performedAt}
          label={provider ? 'Datum' : 'Datum des Workshops'}
          required
          value={performedAt}
          onChange={setPerformedAt}
          error={errors.performedAt}
          forceError={Boolean(errors.performedAt)}
        />
        {provider && target.kind === 'provider-record' ? (
          <TextInput
            id={ids.eventName}
            label={target.nameLabel}
            required
            withAsterisk={false}
            maxLength={300}
            value={eventName}
            onChange={(event) => setEventName(event.currentTarget.value)}
            error={errors.eventName}
          />
        ) : null}
        {withUrl ? (
          <TextInput
            id={ids.url}
            label="Adresse des Eintrags auf dem Marktplatz"
            required
            withAsterisk={false}
            type="url"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            error={errors.url}
          />
        ) : null}
        {workshop ? (
          <>
            <Radio.Group
              id={ids.passed}
              label="Ergebnis des Workshops"
              value={passed}
              onChange={setPassed}
              error={errors.passed}
            >
              <Group gap="lg" mt="xs">
                <Radio value="true" label="Bestanden" />
                <Radio value="false" label="Nicht bestanden" />
              </Group>
            </Radio.Group>
            <Textarea
              id={ids.comment}
              label="Kommentar (optional)"
              maxLength={2000}
              rows={2}
              value={comment}
              onChange={(event) => setComment(event.currentTarget.value)}
              error={errors.comment}
            />
            <ReportFileInput
              id={ids.reportRef}
              label="Neuer Ergebnisbericht (optional)"
              description="Nur wenn der bisherige Bericht falsch ist: eine PDF-Datei, höchstens 20 MB. Der bisherige Bericht bleibt im Verlauf erhalten."
              error={errors.reportRef}
              onChange={(chosen, problem) => {
                setReport(chosen);
                setErrors((current) => ({ ...current, reportRef: problem }));
              }}
            />
          </>
        ) : null}
        <Textarea
          id={ids.reason}
          data-autofocus
          label="Begründung"
          description="Die Organisation erhält die Begründung per E-Mail. Höchstens 2000 Zeichen."
          required
          withAsterisk={false}
          maxLength={2000}
          rows={3}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          error={errors.reason}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Abbrechen
          </Button>
          <Button type="submit" loading={uploading || correct.isPending}>
            Berichtigen
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
