import { innovationEntryBodySchema, providerRecordBodySchema, type ProviderRecordKind } from '@cert/domain';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { DateDisplay, DateField, useLeavePageConfirmation } from '@/components/form';
import { ProblemAlert, useProblem } from '@/components/ui/problem-alert';
import { userMessageOf } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import classes from './admin-journeys.module.css';
import { useProviderRecord } from './api';
import { focusFirstError, serverFieldErrors } from './focus-first-error';
import { LevelNotice } from './level-notice';
import { REQUEST_PARAM } from './open-requests';
import { journeyAdminMessages, recordSavedMessages } from './messages';
import { useJourneyContext } from './use-journey-context';

type PageText = {
  title: string;
  level: string;
  dateLabel: string;
  nameLabel: string;
  nameDescription?: string;
};

const pageTexts: Record<ProviderRecordKind, PageText> = {
  event: {
    title: 'Teilnahme an einer Programmveranstaltung erfassen',
    level: 'Stufe Professional',
    dateLabel: 'Datum der Veranstaltung',
    nameLabel: 'Name der Veranstaltung',
  },
  elearning: {
    title: 'Teilnahme am E-Learning erfassen',
    level: 'Stufe Professional',
    dateLabel: 'Datum des Abschlusses',
    nameLabel: 'Name des E-Learnings',
  },
  'innovation-entry': {
    title: 'Innovationseintrag auf dem Marktplatz erfassen',
    level: 'Stufe Practitioner',
    dateLabel: 'Datum des Eintrags',
    nameLabel: 'Titel der Innovation',
  },
  presentation: {
    title: 'Präsentation des Praxisbeispiels erfassen',
    level: 'Stufe Practitioner',
    dateLabel: 'Datum der Veranstaltung',
    nameLabel: 'Name der Veranstaltung',
    nameDescription:
      'Die Programmveranstaltung, auf der das Unternehmen sein Praxisbeispiel vorgestellt hat.',
  },
};

type Field = 'performedAt' | 'eventName' | 'url';
type Errors = Partial<Record<Field, string>>;

const fieldMessages: Record<Field, string> = {
  performedAt: journeyAdminMessages.dateMissing,
  eventName: 'Bitte geben Sie einen Namen mit höchstens 300 Zeichen ein.',
  url: 'Bitte geben Sie eine vollständige Adresse ein, die mit https:// oder http:// beginnt.',
};

type Props = { organizationId: string; kind: ProviderRecordKind; today?: Date };

/** One of the four provider records (docs/product.md §2, §7 "Admin"): a day in the date field's window and a name. */
export function ProviderRecordScreen({ organizationId, kind, today }: Props) {
  const text = pageTexts[kind];
  const withUrl = kind === 'innovation-entry';
  const navigate = useNavigate();
  const { organizationName, journey, journeyAddress } = useJourneyContext(organizationId, 'provider');
  const professional = kind === 'event' || kind === 'elearning';
  const level =
    journey?.pathType === 'provider' ? journey[professional ? 'professional' : 'practitioner'] : null;
  // Taken over from the provider's report (ADR 047): its fields fill the form, saving answers the report.
  const [search] = useSearchParams();
  const requestId = search.get(REQUEST_PARAM) ?? undefined;
  const request = journey?.requests.find(
    (entry) => entry._id === requestId && entry.state === 'open' && entry.recordKind === kind,
  );
  const save = useProviderRecord(organizationId, kind, request?._id);
  const baseId = useId();
  const ids = { performedAt: `${baseId}-date`, eventName: `${baseId}-name`, url: `${baseId}-url` };

  const [performedAt, setPerformedAt] = useState<string | null>(null);
  const [eventName, setEventName] = useState('');
  const [url, setUrl] = useState('');
  const [filledFrom, setFilledFrom] = useState<string | null>(null);
  if (request && filledFrom !== request._id) {
    setFilledFrom(request._id);
    setPerformedAt(request.performedAt);
    setEventName(request.eventName ?? '');
    setUrl(request.url ?? '');
  }
  const [errors, setErrors] = useState<Errors>({});
  const [submitted, setSubmitted] = useState(false);
  const { problem, problemRef, showProblem, clearProblem } = useProblem();
  const [saved, setSaved] = useState(false);

  const dirty = !saved && !request && Boolean(performedAt || eventName || url);
  const leaveDialog = useLeavePageConfirmation(dirty);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    clearProblem();
    const input = { performedAt: performedAt ?? '', eventName, ...(withUrl ? { url: url.trim() } : {}) };
    const parsed = (withUrl ? innovationEntryBodySchema : providerRecordBodySchema).safeParse(input);
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
    save.mutate(parsed.data, {
      onSuccess: () => {
        setSaved(true);
        notifySuccess(recordSavedMessages[kind]);
        void navigate(journeyAddress);
      },
      onError: (failure) => {
        const mapped: Errors = serverFieldErrors(failure, ['performedAt', 'eventName', 'url'] as const);
        if (Object.keys(mapped).length > 0) {
          setErrors(mapped);
          focusFirstError(Object.entries(ids), mapped);
          return;
        }
        // 409 LEVEL_NOT_OPEN names the day the level opens: the server's message says it best.
        showProblem(userMessageOf(failure));
      },
    });
  };

  return (
    <div>
      <Anchor component={Link} to={journeyAddress} display="inline-block" mb="sm">
        Zurück zum Zertifizierungspfad
      </Anchor>
      <Title order={1}>{text.title}</Title>
      <Text mb="md">
        {text.level}
        {organizationName ? ` – ${organizationName}` : ''}
      </Text>
      <LevelNotice name={professional ? 'Die Stufe Professional' : 'Die Stufe Practitioner'} level={level} />
      {request ? (
        <Alert color="blue" title="Aus der Meldung der Organisation" mb="md">
          <Text>
            Gemeldet am <DateDisplay value={request.createdAt} />. Prüfen Sie die Angaben und speichern Sie;
            die Meldung gilt damit als erledigt.
          </Text>
          {request.note ? <Text className={classes.note}>Hinweis: {request.note}</Text> : null}
        </Alert>
      ) : null}
      <ProblemAlert ref={problemRef} title="Die Angabe wurde nicht gespeichert" problem={problem} />
      <form onSubmit={submit} noValidate aria-label={text.title} className={classes.form}>
        <Stack gap="md">
          <DateField
            id={ids.performedAt}
            label={text.dateLabel}
            description="Format: TT.MM.YYYY. Höchstens 14 Tage zurück."
            value={performedAt}
            onChange={(value) => {
              setPerformedAt(value);
              setErrors((current) => ({ ...current, performedAt: undefined }));
            }}
            required
            recentOnly
            // From a report, the window runs back from the day it was reported (ADR 047).
            today={request ? new Date(request.createdAt) : today}
            error={errors.performedAt}
            forceError={submitted}
          />
          <TextInput
            id={ids.eventName}
            label={text.nameLabel}
            description={text.nameDescription}
            required
            maxLength={300}
            value={eventName}
            error={errors.eventName}
            onChange={(event) => {
              setEventName(event.currentTarget.value);
              setErrors((current) => ({ ...current, eventName: undefined }));
            }}
          />
          {withUrl ? (
            <TextInput
              id={ids.url}
              type="url"
              label="Adresse des Eintrags auf dem Marktplatz"
              description="Zum Beispiel https://marktplatz.example/innovation/123"
              required
              maxLength={2000}
              value={url}
              error={errors.url}
              onChange={(event) => {
                setUrl(event.currentTarget.value);
                setErrors((current) => ({ ...current, url: undefined }));
              }}
            />
          ) : null}
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              Speichern
            </Button>
            <Button component={Link} to={journeyAddress} variant="default">
              Abbrechen
            </Button>
          </Group>
        </Stack>
      </form>
      {leaveDialog}
    </div>
  );
}
