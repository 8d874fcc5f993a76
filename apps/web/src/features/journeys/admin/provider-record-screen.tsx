import { innovationEntryBodySchema, providerRecordTitles, type ProviderRecordKind } from '@cert/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  DateDisplay,
  focusFirstError,
  formFieldError,
  RecordDateField,
  serverFieldErrors,
  showFieldErrors,
  useLeavePageConfirmation,
  FIELD_CHECKS,
} from '@/components/form';
import { BusyButton } from '@/components/ui/busy-button';
import { ProblemAlert, useProblem } from '@/components/ui/problem-alert';
import { userMessageOf } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import classes from './admin-journeys.module.css';
import { useProviderRecord } from './api';
import { EntryForm, LevelNotice, takesEntries } from './level-notice';
import { REQUEST_PARAM } from './open-requests';
import { providerRecordTexts, recordFieldMessage, recordSavedMessages } from './messages';
import { useJourneyContext } from './use-journey-context';

/**
 * The body of any of the four records: an innovation entry's, which the other three have without `url`. The form
 * holds `url` only for an innovation entry, where an empty one is refused like a wrong one.
 */
const recordSchema = innovationEntryBodySchema.partial({ url: true });

type Props = { organizationId: string; kind: ProviderRecordKind; today?: Date };

/** One of the four provider records (docs/product.md §2): a day in the date field's window and a name. */
export function ProviderRecordScreen({ organizationId, kind, today }: Props) {
  const text = providerRecordTexts[kind];
  const title = providerRecordTitles[kind];
  const withUrl = kind === 'innovation-entry';
  const navigate = useNavigate();
  const { loading, organizationName, journey, journeyAddress } = useJourneyContext(
    organizationId,
    'provider',
  );
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

  const form = useForm<z.input<typeof recordSchema>, unknown, z.output<typeof recordSchema>>({
    resolver: zodResolver(recordSchema, { error: recordFieldMessage }),
    ...FIELD_CHECKS,
    shouldFocusError: false,
    defaultValues: { performedAt: '', eventName: '', ...(withUrl ? { url: '' } : {}) },
    // A report's values become the form's clean state.
    values: request
      ? {
          performedAt: request.performedAt ?? '',
          eventName: request.eventName ?? '',
          ...(withUrl ? { url: request.url ?? '' } : {}),
        }
      : undefined,
  });
  const { isDirty, isSubmitting } = form.formState;
  const { problem, problemRef, showProblem, clearProblem } = useProblem();
  // Filled from a report, leaving asks nothing: the report stays open and fills the form again.
  const leaveDialog = useLeavePageConfirmation(isDirty && !isSubmitting && !request);

  const submit = form.handleSubmit(
    async (body) => {
      try {
        await save.mutateAsync(body);
      } catch (failure) {
        const fields = serverFieldErrors(failure, ['performedAt', 'eventName', 'url'] as const);
        // 409 LEVEL_NOT_OPEN names the day the level opens: the server's message says it best.
        if (!showFieldErrors(fields, form.setError, ids)) showProblem(userMessageOf(failure));
        return;
      }
      notifySuccess(recordSavedMessages[kind]);
      void navigate(journeyAddress);
    },
    (errors) => focusFirstError(ids, errors),
  );

  return (
    <div>
      <Anchor component={Link} to={journeyAddress} display="inline-block" mb="sm">
        Zurück zum Zertifizierungspfad
      </Anchor>
      <Title order={1}>{title}</Title>
      <Text mb="md">
        {text.level}
        {organizationName ? ` – ${organizationName}` : ''}
      </Text>
      <LevelNotice name={professional ? 'Die Stufe Professional' : 'Die Stufe Practitioner'} level={level} />
      {request && takesEntries(level) ? (
        <Alert color="blue" title="Aus der Meldung der Organisation" mb="md">
          <Text>
            Gemeldet am <DateDisplay value={request.createdAt} />. Prüfen Sie die Angaben und speichern Sie;
            die Meldung gilt damit als erledigt.
          </Text>
          {request.note ? <Text className={classes.note}>Hinweis: {request.note}</Text> : null}
        </Alert>
      ) : null}
      <ProblemAlert ref={problemRef} title="Die Angabe wurde nicht gespeichert" problem={problem} />
      <EntryForm
        loading={loading}
        level={level}
        label={title}
        onSubmit={(event) => {
          clearProblem();
          void submit(event);
        }}
      >
        <Stack gap="md">
          <RecordDateField
            form={form}
            name="performedAt"
            id={ids.performedAt}
            label={text.dateLabel}
            recentOnly
            // From a report, the window runs back from the day it was reported (ADR 047).
            today={request ? new Date(request.createdAt) : today}
          />
          <TextInput
            id={ids.eventName}
            label={text.nameLabel}
            description={text.nameDescription}
            required
            maxLength={300}
            error={formFieldError(form, 'eventName')}
            {...form.register('eventName')}
          />
          {withUrl ? (
            <TextInput
              id={ids.url}
              type="url"
              label="Adresse des Eintrags auf dem Marktplatz"
              description="Zum Beispiel https://marktplatz.example/innovation/123"
              required
              maxLength={2000}
              error={formFieldError(form, 'url')}
              {...form.register('url')}
            />
          ) : null}
          <Group gap="sm">
            <BusyButton type="submit" loading={isSubmitting}>
              Speichern
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
