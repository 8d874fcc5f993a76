import '@mantine/core/styles/Radio.css';
import {
  correctProviderRecordBodySchema,
  correctWorkshopBodySchema,
  type ProviderRecord,
  type WorkshopResult,
} from '@cert/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { BusyButton } from '@/components/ui/busy-button';
import { Dialog } from '@/components/ui/dialog';
import { useId, useState } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import {
  focusFirstError,
  formFieldError,
  RecordDateField,
  serverFieldErrors,
  showFieldErrors,
  visibleError,
  FIELD_CHECKS,
} from '@/components/form';
import { userMessageOf } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useCorrectRecord } from './api';
import { journeyAdminMessages, recordFieldMessage } from './messages';
import { ReportFileInput } from './report-file-input';
import { reportFileSchema, uploadReport } from './upload-report';

type Target =
  | { kind: 'provider-record'; record: ProviderRecord; nameLabel: string }
  | { kind: 'workshop'; record: WorkshopResult };

/** A workshop's correction with its new report as the chosen file, which is uploaded and named by its reference. */
const workshopCorrectionSchema = correctWorkshopBodySchema.extend({
  // What the browser can tell before the upload; the API checks the content itself.
  reportRef: reportFileSchema.nullable(),
});

/** The fields of both kinds; a form holds only those of its record's kind, which its kind's schema expects. */
type CorrectionValues = {
  performedAt: string;
  eventName?: string;
  url?: string;
  passed?: boolean;
  comment?: string;
  reportRef?: File | null;
  reason: string;
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
        aria-label={`Berichtigen: ${description}`}
        onClick={() => setOpen(true)}
      >
        Berichtigen
      </Button>
      <Dialog opened={open} onClose={() => setOpen(false)} title="Nachweis berichtigen">
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
  const ids: Record<keyof CorrectionValues, string> = {
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
  const form = useForm<CorrectionValues>({
    resolver: zodResolver(workshop ? workshopCorrectionSchema : correctProviderRecordBodySchema, {
      error: recordFieldMessage,
    }) as Resolver<CorrectionValues>,
    ...FIELD_CHECKS,
    shouldFocusError: false,
    defaultValues: workshop
      ? {
          performedAt: workshop.performedAt,
          passed: workshop.passed,
          comment: workshop.comment ?? '',
          reportRef: null,
          reason: '',
        }
      : {
          performedAt: target.record.performedAt,
          eventName: provider?.eventName ?? '',
          ...(withUrl ? { url: provider.url ?? '' } : {}),
          reason: '',
        },
  });
  const { isSubmitting, isSubmitted } = form.formState;
  const [problem, setProblem] = useState<string | null>(null);

  const submit = form.handleSubmit(
    async ({ reportRef: report, comment, ...fields }) => {
      let body: object = { ...fields, ...(comment ? { comment } : {}) };
      if (report) {
        // The new report goes up first, checked as any upload; the correction then names it.
        try {
          body = { ...body, reportRef: (await uploadReport(report)).reportRef };
        } catch (failure) {
          showFieldErrors({ reportRef: userMessageOf(failure) }, form.setError, ids);
          return;
        }
      }
      try {
        await correct.mutateAsync({ kind: target.kind, recordId: target.record._id, body });
      } catch (failure) {
        const mapped = serverFieldErrors(failure, Object.keys(ids) as (keyof CorrectionValues)[]);
        // 409 LEVEL_NOT_OPEN names the day the level opens: the server's message says it best.
        if (!showFieldErrors(mapped, form.setError, ids)) setProblem(userMessageOf(failure));
        return;
      }
      notifySuccess(journeyAdminMessages.recordCorrected);
      onDone();
    },
    (errors) => focusFirstError(ids, errors),
  );

  return (
    <form
      onSubmit={(event) => {
        setProblem(null);
        void submit(event);
      }}
      noValidate
    >
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
        <RecordDateField
          form={form}
          name="performedAt"
          id={ids.performedAt}
          label={provider ? 'Datum' : 'Datum des Workshops'}
          // The dialog opens on its first field: the reason below is read after what it explains.
          data-autofocus
        />
        {target.kind === 'provider-record' ? (
          <TextInput
            id={ids.eventName}
            label={target.nameLabel}
            required
            withAsterisk={false}
            maxLength={300}
            error={formFieldError(form, 'eventName')}
            {...form.register('eventName')}
          />
        ) : null}
        {withUrl ? (
          <TextInput
            id={ids.url}
            label="Adresse des Eintrags auf dem Marktplatz"
            required
            withAsterisk={false}
            type="url"
            error={formFieldError(form, 'url')}
            {...form.register('url')}
          />
        ) : null}
        {workshop ? (
          <>
            <Controller
              control={form.control}
              name="passed"
              render={({ field, fieldState }) => (
                <Radio.Group
                  id={ids.passed}
                  label="Ergebnis des Workshops"
                  value={String(field.value)}
                  onChange={(value) => field.onChange(value === 'true')}
                  error={visibleError(fieldState, isSubmitted)}
                >
                  <Group gap="lg" mt="xs">
                    <Radio value="true" label="Bestanden" />
                    <Radio value="false" label="Nicht bestanden" />
                  </Group>
                </Radio.Group>
              )}
            />
            <Textarea
              id={ids.comment}
              label="Kommentar (optional)"
              maxLength={2000}
              rows={2}
              error={formFieldError(form, 'comment')}
              {...form.register('comment')}
            />
            <ReportFileInput
              form={form}
              name="reportRef"
              id={ids.reportRef}
              label="Neuer Ergebnisbericht (optional)"
              description="Nur wenn der bisherige Bericht falsch ist: eine PDF-Datei, höchstens 20 MB. Der bisherige Bericht bleibt im Verlauf erhalten."
            />
          </>
        ) : null}
        <Textarea
          id={ids.reason}
          label="Begründung"
          description="Die Organisation erhält die Begründung per E-Mail. Höchstens 2000 Zeichen."
          required
          withAsterisk={false}
          maxLength={2000}
          rows={3}
          error={formFieldError(form, 'reason')}
          {...form.register('reason')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            Abbrechen
          </Button>
          <BusyButton type="submit" loading={isSubmitting}>
            Berichtigen
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}
