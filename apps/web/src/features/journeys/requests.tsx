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
import { Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { CommentDialog, DateDisplay, DateField } from '@/components/form';
import { Dialog } from '@/components/ui/dialog';
import { ProblemAlert, useProblem } from '@/components/ui/problem-alert';
import { userMessageOf } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useJourneyRequest } from './api';
import classes from './journeys.module.css';

/**
 * Requests to the programme office on the respondent's journey (docs/product.md §4 "Requests"): a provider reports a
 * participation, a procurer asks for a branch's silver workshop; both see what became of them.
 */

const RECEIVED =
  'Ihre Meldung ist bei der Programmgeschäftsstelle eingegangen. Sie erhalten eine E-Mail, sobald sie bearbeitet ist.';

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
      <h2 id="journey-requests">Ihre Meldungen an die Programmgeschäftsstelle</h2>
      <ul className={classes.list}>
        {requests.map((request) => (
          <li key={request._id}>
            {requestSubject(request)}:{' '}
            {request.state === 'open' ? (
              <>
                <strong>liegt vor</strong> (gemeldet am <DateDisplay value={request.createdAt} />)
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
  performedAt: 'Bitte geben Sie ein Datum der letzten 14 Tage an (TT.MM.YYYY).',
  eventName: 'Bitte geben Sie einen Namen mit höchstens 300 Zeichen ein.',
  url: 'Bitte geben Sie eine vollständige Adresse ein, die mit https:// oder http:// beginnt.',
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
      <Dialog
        opened={opened}
        onClose={() => setOpened(false)}
        title="Teilnahme melden"
        centered
        trapFocus
        returnFocus
      >
        {/* Mounted only while open: every report starts empty. */}
        {opened ? (
          <ReportForm organization={organization} kinds={kinds} today={now} onDone={() => setOpened(false)} />
        ) : null}
      </Dialog>
    </>
  );
}

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
  const [recordKind, setRecordKind] = useState<string>(kinds.length === 1 ? kinds[0]! : '');
  const [performedAt, setPerformedAt] = useState<string | null>(null);
  const [eventName, setEventName] = useState('');
  const [url, setUrl] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Partial<Record<ReportField, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const { problem, problemRef, showProblem, clearProblem } = useProblem();
  const innovation = recordKind === 'innovation-entry';

  const showErrors = (found: Partial<Record<ReportField, string>>) => {
    setErrors(found);
    const first = (Object.keys(ids) as ReportField[]).find((field) => found[field]);
    if (first) document.getElementById(ids[first])?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    clearProblem();
    const parsed = participationReportBodySchema.safeParse({
      recordKind,
      performedAt: performedAt ?? '',
      eventName,
      ...(url.trim() ? { url: url.trim() } : {}),
      ...(note.trim() ? { note } : {}),
    });
    const found: Partial<Record<ReportField, string>> = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as ReportField;
        found[field] ??= reportMessages[field];
      }
    }
    if (innovation && !url.trim()) found.url = reportMessages.url;
    if (!parsed.success || Object.keys(found).length > 0) {
      showErrors(found);
      return;
    }
    setErrors({});
    // Awaited: the journey read anew may close this form first, and mutate's callbacks would be skipped with it
    // (docs/decisions/054-outcomes-outlive-controls.md).
    report.mutateAsync(parsed.data).then(
      () => {
        notifySuccess(RECEIVED);
        onDone();
      },
      // The date window and a level not yet open are the server's to say: its German message says it best.
      (failure: unknown) => showProblem(userMessageOf(failure)),
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Teilnahme melden">
      <Stack gap="md">
        <Text>
          Die Programmgeschäftsstelle prüft Ihre Meldung und trägt die Teilnahme in Ihren Zertifizierungspfad
          ein.
        </Text>
        <ProblemAlert ref={problemRef} title="Die Meldung wurde nicht gesendet" problem={problem} />
        {kinds.length > 1 ? (
          <Radio.Group
            id={ids.recordKind}
            label="Woran haben Sie teilgenommen?"
            required
            value={recordKind}
            onChange={(value) => {
              setRecordKind(value);
              setErrors((current) => ({ ...current, recordKind: undefined }));
            }}
            error={errors.recordKind}
          >
            <Stack gap="xs" mt="xs">
              {kinds.map((kind) => (
                <Radio key={kind} value={kind} label={ProviderRecordKind.label(kind)} />
              ))}
            </Stack>
          </Radio.Group>
        ) : (
          <Text fw={600}>{ProviderRecordKind.label(kinds[0]!)}</Text>
        )}
        <DateField
          id={ids.performedAt}
          label="Datum"
          description="Format: TT.MM.YYYY. Höchstens 14 Tage zurück."
          value={performedAt}
          onChange={(value) => {
            setPerformedAt(value);
            setErrors((current) => ({ ...current, performedAt: undefined }));
          }}
          required
          recentOnly
          today={today}
          error={errors.performedAt}
          forceError={submitted}
        />
        <TextInput
          id={ids.eventName}
          label={innovation ? 'Titel der Innovation' : 'Name der Veranstaltung oder des E-Learnings'}
          required
          maxLength={300}
          value={eventName}
          error={errors.eventName}
          onChange={(event) => {
            setEventName(event.currentTarget.value);
            setErrors((current) => ({ ...current, eventName: undefined }));
          }}
        />
        <TextInput
          id={ids.url}
          type="url"
          label={innovation ? 'Adresse des Eintrags auf dem Marktplatz' : 'Link (optional)'}
          description={innovation ? undefined : 'Zum Beispiel die Seite der Veranstaltung.'}
          required={innovation}
          maxLength={2000}
          value={url}
          error={errors.url}
          onChange={(event) => {
            setUrl(event.currentTarget.value);
            setErrors((current) => ({ ...current, url: undefined }));
          }}
        />
        <Textarea
          id={ids.note}
          label="Hinweis für die Programmgeschäftsstelle (optional)"
          rows={3}
          maxLength={2000}
          value={note}
          error={errors.note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Group gap="sm">
          <Button type="submit" loading={report.isPending}>
            Meldung senden
          </Button>
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
  const { problem, problemRef, showProblem, clearProblem } = useProblem();
  // An empty note is left out, as the API's optional field expects.
  const bodyOf = (note: string): WorkshopRequestBody => ({ branch, ...(note.trim() ? { note } : {}) });
  const asked = requests.find(
    (request) => request.kind === 'workshop' && request.branch === branch && request.state === 'open',
  );
  if (asked) {
    return (
      <p>
        Sie haben den Workshop am <DateDisplay value={asked.createdAt} /> angefragt. Die
        Programmgeschäftsstelle meldet sich bei Ihnen, um einen Termin zu vereinbaren.
      </p>
    );
  }
  return (
    <>
      <p>
        Die Programmgeschäftsstelle führt mit Ihnen einen Workshop durch und trägt das Ergebnis hier ein.
        Fragen Sie ihn hier an; sie meldet sich dann für einen Termin.
      </p>
      <ProblemAlert ref={problemRef} title="Die Anfrage wurde nicht gesendet" problem={problem} />
      <Button variant="default" onClick={() => setOpened(true)}>
        Workshop anfragen
      </Button>
      <CommentDialog
        opened={opened}
        title={`Workshop anfragen: ${ProcurementBranch.label(branch)}`}
        message="Die Programmgeschäftsstelle meldet sich bei Ihnen, um einen Termin für den Workshop zu vereinbaren."
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
        onConfirm={(note) => {
          clearProblem();
          // Awaited, as every confirmed action (docs/decisions/054-outcomes-outlive-controls.md).
          ask.mutateAsync(bodyOf(note)).then(
            () => {
              setOpened(false);
              notifySuccess(RECEIVED);
            },
            (failure: unknown) => {
              setOpened(false);
              showProblem(userMessageOf(failure));
            },
          );
        }}
      />
    </>
  );
}
