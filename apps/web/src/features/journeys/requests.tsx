import '@mantine/core/styles/Radio.css';
import {
  participationReportBodySchema,
  ProcurementBranch,
  ProviderRecordKind,
  workshopRequestBodySchema,
  type JourneyRequest,
  type ParticipationReportBody,
  type WorkshopRequestBody,
} from '@cert/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  CommentDialog,
  DateDisplay,
  focusFirstError,
  formFieldError,
  RecordDateField,
  visibleError,
  FIELD_CHECKS,
} from '@/components/form';
import { BusyButton } from '@/components/ui/busy-button';
import { Dialog } from '@/components/ui/dialog';
import { ProblemAlert, useProblem } from '@/components/ui/problem-alert';
import { userMessageOf } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useJourneyRequest } from './api';
import classes from './journeys.module.css';
import { OperatorMailLink } from '@/components/ui/operator-contact';
import { fieldMessages, recordFieldTexts } from './record-messages';

/**
 * Requests to the programme office on the respondent's journey (docs/product.md §4 "Requests"): a provider reports a
 * participation, a procurer asks for a branch's silver workshop; both see what became of them.
 */

const RECEIVED =
  'Ihre Meldung ist beim Programmteam eingegangen. Sie erhalten eine E-Mail, sobald sie bearbeitet ist.';

/** What a request asked for, in the respondent's words. */
function requestSubject(request: JourneyRequest) {
  return request.kind === 'participation' ? (
    <>
      {ProviderRecordKind.label(request.recordKind!)} „{request.eventName}“ am{' '}
      <DateDisplay value={request.performedAt!} />
    </>
  ) : (
    <>Workshop der Stufe Silber ({ProcurementBranch.label(request.branch!)})</>
  );
}

/** The organisation's requests and what became of each; nothing when there are none. */
export function JourneyRequests({ requests }: { requests: JourneyRequest[] }) {
  if (requests.length === 0) return null;
  return (
    <section aria-labelledby="journey-requests" className={classes.requests}>
      <h2 id="journey-requests">Ihre Meldungen an das Programmteam</h2>
      <ul className={classes.list}>
        {requests.map((request) => (
          <li key={request._id}>
            {requestSubject(request)}:{' '}
            {request.state === 'open' ? (
              <>
                <strong>liegt dem Programmteam vor</strong> (gemeldet am{' '}
                <DateDisplay value={request.createdAt} />)
              </>
            ) : request.state === 'done' ? (
              <>
                <strong>erledigt</strong> am <DateDisplay value={request.closedAt!} />
              </>
            ) : (
              <>
                <strong>nicht übernommen</strong> am <DateDisplay value={request.closedAt!} />
                {request.closingComment ? (
                  <span className={classes.comment}>Begründung: {request.closingComment}</span>
                ) : null}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

type ReportField = 'recordKind' | 'performedAt' | 'eventName' | 'url' | 'note';
const reportMessages: Record<ReportField, string> = {
  recordKind: 'Bitte wählen Sie aus, woran Sie teilgenommen haben.',
  performedAt:
    'Bitte geben Sie ein Datum der letzten 14 Tage an (TT.MM.YYYY). Ältere Teilnahmen melden Sie dem Programmteam per E-Mail.',
  ...recordFieldTexts,
  note: 'Bitte fassen Sie Ihren Hinweis in höchstens 2000 Zeichen.',
};

/** "Teilnahme melden": a button that opens the report form, for the record kinds of one level. */
export function ReportParticipation({
  organization,
  kinds,
  now,
}: {
  organization: string;
  kinds: ProviderRecordKind[];
  /** The day the date field's window ends (tests pin it). */
  now?: Date;
}) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="default" onClick={() => setOpened(true)}>
        Teilnahme melden
      </Button>
      <Dialog opened={opened} onClose={() => setOpened(false)} title="Teilnahme melden">
        {/* Mounted only while open: every report starts empty. */}
        {opened ? (
          <ReportForm organization={organization} kinds={kinds} today={now} onDone={() => setOpened(false)} />
        ) : null}
      </Dialog>
    </>
  );
}

/**
 * The report's fields as typed; the body leaves empty optional texts out, and an entry on the marketplace needs its
 * address (the office looks it up there).
 */
const reportFormSchema = z
  .object({
    recordKind: z.string(),
    performedAt: z.string(),
    eventName: z.string(),
    url: z.string(),
    note: z.string(),
  })
  .transform(({ url, note, ...rest }) => ({
    ...rest,
    ...(url.trim() ? { url: url.trim() } : {}),
    ...(note.trim() ? { note } : {}),
  }))
  .pipe(
    participationReportBodySchema.refine(
      (body) => body.recordKind !== 'innovation-entry' || body.url !== undefined,
      // Checked with the fields: every missing answer is named at once.
      { path: ['url'], when: () => true },
    ),
  );

const reportFieldMessage = fieldMessages(reportMessages);

function ReportForm({
  organization,
  kinds,
  today,
  onDone,
}: {
  organization: string;
  kinds: ProviderRecordKind[];
  today?: Date;
  onDone: () => void;
}) {
  const report = useJourneyRequest<ParticipationReportBody>(organization, 'provider');
  const baseId = useId();
  const ids: Record<ReportField, string> = {
    recordKind: `${baseId}-kind`,
    performedAt: `${baseId}-date`,
    eventName: `${baseId}-name`,
    url: `${baseId}-url`,
    note: `${baseId}-note`,
  };
  const form = useForm<z.input<typeof reportFormSchema>, unknown, z.output<typeof reportFormSchema>>({
    resolver: zodResolver(reportFormSchema, { error: reportFieldMessage }),
    ...FIELD_CHECKS,
    shouldFocusError: false,
    defaultValues: {
      recordKind: kinds.length === 1 ? kinds[0]! : '',
      performedAt: '',
      eventName: '',
      url: '',
      note: '',
    },
  });
  const { isSubmitting, isSubmitted } = form.formState;
  const innovation = useWatch({ control: form.control, name: 'recordKind' }) === 'innovation-entry';
  const { problem, problemRef, showProblem, clearProblem } = useProblem();

  const submit = form.handleSubmit(
    async (body) => {
      // Awaited: the journey read anew may close this form first, and mutate's callbacks would be skipped with it
      // (docs/decisions/054-outcomes-outlive-controls.md).
      try {
        await report.mutateAsync(body);
      } catch (failure) {
        // The date window and a level not yet open are the server's to say: its German message says it best.
        showProblem(userMessageOf(failure));
        return;
      }
      notifySuccess(RECEIVED);
      onDone();
    },
    (errors) => focusFirstError(ids, errors),
  );

  return (
    <form
      onSubmit={(event) => {
        clearProblem();
        void submit(event);
      }}
      noValidate
      aria-label="Teilnahme melden"
    >
      <Stack gap="md">
        <Text>
          Das Programmteam prüft Ihre Meldung und trägt die Teilnahme in Ihren Zertifizierungspfad ein.
        </Text>
        {/* The window is the office's rule (docs/product.md §4 "Requests"); what to do outside it is said first. */}
        <Text size="sm">
          Hier melden Sie Teilnahmen der letzten 14 Tage. Liegt Ihre Teilnahme länger zurück, schreiben Sie
          bitte dem Programmteam mit Name und Datum der Veranstaltung:{' '}
          <OperatorMailLink subject="Teilnahme nachtragen" />
        </Text>
        <ProblemAlert ref={problemRef} title="Die Meldung wurde nicht gesendet" problem={problem} />
        {kinds.length > 1 ? (
          <Controller
            control={form.control}
            name="recordKind"
            render={({ field, fieldState }) => (
              <Radio.Group
                id={ids.recordKind}
                label="Woran haben Sie teilgenommen?"
                required
                value={field.value}
                onChange={field.onChange}
                error={visibleError(fieldState, isSubmitted)}
              >
                <Stack gap="xs" mt="xs">
                  {kinds.map((kind) => (
                    <Radio key={kind} value={kind} label={ProviderRecordKind.label(kind)} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
        ) : (
          <Text fw={600}>{ProviderRecordKind.label(kinds[0]!)}</Text>
        )}
        <RecordDateField
          form={form}
          name="performedAt"
          id={ids.performedAt}
          label="Datum"
          recentOnly
          today={today}
        />
        <TextInput
          id={ids.eventName}
          label={innovation ? 'Titel der Innovation' : 'Name der Veranstaltung oder des E-Learnings'}
          required
          maxLength={300}
          error={formFieldError(form, 'eventName')}
          {...form.register('eventName')}
        />
        <TextInput
          id={ids.url}
          type="url"
          label={innovation ? 'Adresse des Eintrags auf dem Marktplatz' : 'Link (optional)'}
          description={innovation ? undefined : 'Zum Beispiel die Seite der Veranstaltung.'}
          required={innovation}
          maxLength={2000}
          error={formFieldError(form, 'url')}
          {...form.register('url')}
        />
        <Textarea
          id={ids.note}
          label="Hinweis für das Programmteam (optional)"
          rows={3}
          maxLength={2000}
          error={formFieldError(form, 'note')}
          {...form.register('note')}
        />
        <Group gap="sm">
          <BusyButton type="submit" loading={isSubmitting}>
            Meldung senden
          </BusyButton>
          <Button variant="default" onClick={onDone}>
            Abbrechen
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * Silver of a branch: "Workshop anfragen" with an optional note, or, once asked, when it was asked and what follows.
 */
export function RequestWorkshop({
  organization,
  branch,
  requests,
}: {
  organization: string;
  branch: ProcurementBranch;
  requests: JourneyRequest[];
}) {
  const [opened, setOpened] = useState(false);
  const ask = useJourneyRequest<WorkshopRequestBody>(organization, 'procurement');
  const { problem, problemRef, run } = useProblem();
  // An empty note is left out, as the API's optional field expects.
  const bodyOf = (note: string): WorkshopRequestBody => ({ branch, ...(note.trim() ? { note } : {}) });
  const asked = requests.find(
    (request) => request.kind === 'workshop' && request.branch === branch && request.state === 'open',
  );
  if (asked) {
    return (
      <p>
        Sie haben den Workshop am <DateDisplay value={asked.createdAt} /> angefragt. Das Programmteam meldet
        sich bei Ihnen, um einen Termin zu vereinbaren.
      </p>
    );
  }
  return (
    <>
      <p>
        Das Programmteam führt mit Ihnen einen Workshop durch und trägt das Ergebnis hier ein. Fragen Sie ihn
        hier an; es meldet sich dann für einen Termin.
      </p>
      <ProblemAlert ref={problemRef} title="Die Anfrage wurde nicht gesendet" problem={problem} />
      <Button variant="default" onClick={() => setOpened(true)}>
        Workshop anfragen
      </Button>
      <CommentDialog
        opened={opened}
        title={`Workshop anfragen: ${ProcurementBranch.label(branch)}`}
        message="Das Programmteam meldet sich bei Ihnen, um einen Termin für den Workshop zu vereinbaren."
        confirmLabel="Anfrage senden"
        fieldLabel="Hinweis (optional)"
        fieldDescription="Zum Beispiel Termine, die Ihnen passen, und wer Ansprechperson ist. Höchstens 2000 Zeichen."
        commentRequired={false}
        check={(note) =>
          workshopRequestBodySchema.safeParse(bodyOf(note)).success
            ? { comment: note }
            : { error: reportMessages.note }
        }
        loading={ask.isPending}
        onCancel={() => setOpened(false)}
        onConfirm={(note) =>
          void run(
            () => ask.mutateAsync(bodyOf(note)),
            RECEIVED,
            () => setOpened(false),
          )
        }
      />
    </>
  );
}
