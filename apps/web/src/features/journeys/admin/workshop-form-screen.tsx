import '@mantine/core/styles/Radio.css';
import { ProcurementBranch, workshopResultBodySchema } from '@cert/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Radio, Stack, Text, Textarea, Title } from '@mantine/core';
import { useId } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import {
  DateDisplay,
  focusFirstError,
  RecordDateField,
  serverFieldErrors,
  showFieldErrors,
  useLeavePageConfirmation,
  visibleError,
  FIELD_CHECKS,
} from '@/components/form';
import { BusyButton } from '@/components/ui/busy-button';
import { ProblemAlert, useProblem } from '@/components/ui/problem-alert';
import { isApiError, userMessageOf } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import classes from './admin-journeys.module.css';
import { useWorkshopResult } from './api';
import { EntryForm, LevelNotice, takesEntries } from './level-notice';
import { journeyAdminMessages, recordFieldMessage } from './messages';
import { ReportFileInput } from './report-file-input';
import { reportFileSchema } from './upload-report';
import { useJourneyContext } from './use-journey-context';

type Props = { organizationId: string; branch: ProcurementBranch; today?: Date };

const workshopSchema = z.object({
  // What the browser can tell before the upload; the API checks the content itself (413, 415, 422).
  file: reportFileSchema,
  performedAt: workshopResultBodySchema.shape.performedAt,
  passed: z.enum(['yes', 'no']),
  comment: z.string(),
});
type WorkshopInput = z.output<typeof workshopSchema>;
/** The form's values: "no file" and "no choice" among them, which the schema refuses. */
type WorkshopValues = { file: File | null; performedAt: string; passed: 'yes' | 'no' | ''; comment: string };

/**
 * The silver level's workshop result (docs/product.md §2): the report as a PDF, the day of the
 * workshop within the date field's window, passed or not and an optional comment.
 */
export function WorkshopFormScreen({ organizationId, branch, today }: Props) {
  const navigate = useNavigate();
  const { loading, organizationName, journey, journeyAddress } = useJourneyContext(
    organizationId,
    'procurement',
  );
  const level =
    journey?.pathType === 'procurement'
      ? journey[branch === 'office' ? 'silverOffice' : 'silverProject']
      : null;
  // The organisation's open request for this workshop: the result answers it, and its note (dates that suit, whom
  // to call) is what the office planned with.
  const request = journey?.requests.find(
    (entry) => entry.kind === 'workshop' && entry.state === 'open' && entry.branch === branch,
  );
  const save = useWorkshopResult(organizationId);
  const baseId = useId();
  const ids = { file: `${baseId}-file`, performedAt: `${baseId}-date`, passed: `${baseId}-passed-yes` };

  const form = useForm<WorkshopValues, unknown, WorkshopInput>({
    resolver: zodResolver(workshopSchema, { error: recordFieldMessage }) as Resolver<
      WorkshopValues,
      unknown,
      WorkshopInput
    >,
    ...FIELD_CHECKS,
    shouldFocusError: false,
    defaultValues: { file: null, performedAt: '', passed: '', comment: '' },
  });
  const { isDirty, isSubmitting, isSubmitted } = form.formState;
  const { problem, problemRef, showProblem, clearProblem } = useProblem();
  const leaveDialog = useLeavePageConfirmation(isDirty && !isSubmitting);

  const submit = form.handleSubmit(
    async ({ file, performedAt, passed, comment }) => {
      try {
        await save.mutateAsync({ type: branch, performedAt, passed: passed === 'yes', comment, file });
      } catch (failure) {
        // Not a PDF (415), too large (413), or too complex to check in time (422): said at the file field. A
        // refused file (400 with the field `file`) or day (`performedAt`) is shown at its field.
        const fields =
          isApiError(failure) && [413, 415, 422].includes(failure.status)
            ? { file: failure.message }
            : serverFieldErrors(failure, ['file', 'performedAt'] as const);
        // 409 LEVEL_NOT_OPEN names the day the level opens: the server's message says it best.
        if (!showFieldErrors(fields, form.setError, ids)) showProblem(userMessageOf(failure));
        return;
      }
      notifySuccess(journeyAdminMessages.workshopSaved);
      void navigate(journeyAddress);
    },
    (errors) => focusFirstError(ids, errors),
  );

  return (
    <div>
      <Anchor component={Link} to={journeyAddress} display="inline-block" mb="sm">
        Zurück zum Zertifizierungspfad
      </Anchor>
      <Title order={1}>Workshop-Ergebnis erfassen</Title>
      <Text mb="md">
        {ProcurementBranch.label(branch)}
        {organizationName ? ` – ${organizationName}` : ''}
      </Text>
      <LevelNotice name={`Silber für den Zweig ${ProcurementBranch.label(branch)}`} level={level} />
      {request && takesEntries(level) ? (
        <Alert color="blue" title="Aus der Anfrage der Organisation" mb="md">
          <Text>
            Angefragt am <DateDisplay value={request.createdAt} />. Mit dem Ergebnis gilt die Anfrage als
            beantwortet.
          </Text>
          {request.note ? <Text className={classes.note}>Hinweis: {request.note}</Text> : null}
        </Alert>
      ) : null}
      <ProblemAlert ref={problemRef} title="Das Ergebnis wurde nicht gespeichert" problem={problem} />
      <EntryForm
        loading={loading}
        level={level}
        label="Workshop-Ergebnis"
        onSubmit={(event) => {
          clearProblem();
          void submit(event);
        }}
      >
        <Stack gap="md">
          <ReportFileInput
            form={form}
            name="file"
            id={ids.file}
            label="Ergebnisbericht"
            description="Eine PDF-Datei, höchstens 20 MB."
            required
          />
          <RecordDateField
            form={form}
            name="performedAt"
            id={ids.performedAt}
            label="Datum des Workshops"
            recentOnly
            today={today}
          />
          <Controller
            control={form.control}
            name="passed"
            render={({ field, fieldState }) => (
              <Radio.Group
                label="Ergebnis"
                required
                value={field.value}
                onChange={field.onChange}
                error={visibleError(fieldState, isSubmitted)}
              >
                <Group gap="lg" mt="xs">
                  <Radio id={ids.passed} value="yes" label="Bestanden" />
                  <Radio value="no" label="Nicht bestanden" />
                </Group>
              </Radio.Group>
            )}
          />
          <Textarea
            label="Kommentar (optional)"
            description="Höchstens 2000 Zeichen."
            maxLength={2000}
            rows={4}
            {...form.register('comment')}
          />
          <Group gap="sm">
            <BusyButton type="submit" loading={isSubmitting}>
              Ergebnis speichern
            </BusyButton>
            <Button component={Link} to={journeyAddress} variant="default">
              Abbrechen
            </Button>
          </Group>
        </Stack>
      </EntryForm>
      {leaveDialog}
    </div>
  );
}
