import {
  answerOf,
  ErrorCode,
  formatDate,
  initialAnswers,
  isVisible,
  messages,
  organizationNameField,
  prefilledAnswers,
  questionnaires,
  submitIssues,
  type PrefillValues,
  type QuestionnaireKind,
  type QuestionnaireRecord,
  type RetentionInfo,
} from '@cert/domain';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, type Location } from 'react-router';
import { FieldInput, sameAnswers, setAnswer, summaryEntries, useFieldChecks } from '@/components/answer-form';
import {
  ConfirmDialog,
  DateDisplay,
  DateTimeDisplay,
  SaveState,
  useLeavePageConfirmation,
} from '@/components/form';
import { TextLink } from '@/components/ui/text-link';
import { isApiError, userMessageOf } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { savedDraftOf, useAutosave, useDraftDocument, type SavedDraft } from '@/lib/draft-document';
import { sameScreen } from '@/lib/same-screen';
import {
  questionnaireRecordQuery,
  recordAnswers,
  useDeleteDraft,
  useSaveDraft,
  useRetention,
  useSubmitQuestionnaire,
} from './api';
import { AnswerSummary } from './answer-summary';
import { ErrorSummary } from './error-summary';
import { EVALUATION_SLUG, evaluationPath, mergeAnswers, REVIEW_SLUG, stepPath } from './form-state';
import { questionnaireNotices } from './messages';
import { ProgressIndicator, StepNav } from './step-nav';
import classes from './questionnaires.module.css';

export type ActiveOrganizationSummary = { _id: string; name: string };

type QuestionnaireFormProps = {
  kind: QuestionnaireKind;
  /** The loaded record; none for a new questionnaire. */
  record: QuestionnaireRecord | undefined;
  activeOrganization: ActiveOrganizationSummary | null;
  /** What a new questionnaire starts with: the organisation's and the respondent's known data. */
  prefill?: PrefillValues;
  slug: string;
  /** Where the journey screen is (spec: journeyProcurement or journeyProvider). */
  journeyPath: string;
  onCreated: (id: string) => void;
  onDeleted: () => void;
};

type Problem = 'conflict' | 'noOrganization' | { message: string } | { retention: string } | null;

/** A saved draft's answers, or a new one's: the defaults and what the platform knows already (PrefillValues). */
function startAnswers(
  kind: QuestionnaireKind,
  record: QuestionnaireRecord | undefined,
  prefill: PrefillValues = {},
) {
  const { definition } = questionnaires[kind];
  const initial = initialAnswers(definition);
  if (record) return mergeAnswers(initial, recordAnswers(record));
  return prefilledAnswers(definition, prefill).reduce(
    (answers, { section, key, value }) => setAnswer(answers, section, key, value),
    initial,
  );
}

/**
 * One questionnaire, all steps: answers live here (a small store, see ADR 011 "Web") and every step, the
 * step list, the progress and the review read them. Validation is the domain's: `fieldIssues` per field,
 * `submitIssues` before submitting.
 */
export function QuestionnaireForm({
  kind,
  record,
  activeOrganization,
  prefill,
  slug,
  journeyPath,
  onCreated,
  onDeleted,
}: QuestionnaireFormProps) {
  const questionnaire = questionnaires[kind];
  const { definition, routeBase } = questionnaire;
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });

  const draft = useDraftDocument(
    {
      value: () => startAnswers(kind, record, prefill),
      saved: record ? savedDraftOf(record) : null,
    },
    sameAnswers,
  );
  const {
    value: answers,
    setValue: setAnswers,
    saved,
    serialized,
    current,
    confirmed,
    confirm,
    settle,
  } = draft;
  const checks = useFieldChecks(definition, current, setAnswers);
  const { forced, changed, left } = checks;
  const [submitAttempt, setSubmitAttempt] = useState(0);
  const [problem, setProblem] = useState<Problem>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [confirmSubmit, setConfirmSubmit] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  const saveDraft = useSaveDraft(kind);
  const submitQuestionnaire = useSubmitQuestionnaire(kind);
  const deleteDraft = useDeleteDraft(kind);

  const readOnly = record?.submittedAt != null;
  const id = saved?.id;
  const dirty = !readOnly && draft.dirty;
  const stepIndex = definition.steps.findIndex((step) => step.slug === slug);
  const step = definition.steps[stepIndex];
  const onReview = slug === REVIEW_SLUG;

  const staysOnForm = useCallback(
    (next: Location) =>
      (next.pathname === routeBase || next.pathname.startsWith(`${routeBase}/`)) &&
      !next.pathname.endsWith(`/${EVALUATION_SLUG}`),
    [routeBase],
  );
  // A failed result of this questionnaire keeps the organisation waiting (docs/questionnaire-rules.md §4): drafts still save.
  const retention = useRetention(kind, readOnly ? undefined : (activeOrganization?._id ?? undefined));
  const leaveDialog = useLeavePageConfirmation(dirty, staysOnForm);

  /** One save, as the next write in line (callers inside serialized() call it directly). */
  const writeDraft = useCallback(
    async (silent: boolean): Promise<SavedDraft | undefined> => {
      const sent = current();
      const before = confirmed().saved;
      try {
        const result = await saveDraft.mutateAsync({
          answers: sent,
          id: before?.id,
          version: before?.version,
          organization: activeOrganization?._id,
        });
        const next = savedDraftOf(result);
        confirm(next, sent);
        setProblem(null);
        if (!before) {
          onCreated(result._id);
          void navigate(stepPath(routeBase, result._id, slug), { replace: true, state: sameScreen });
        }
        if (!silent) notifySuccess(questionnaireNotices.draftSaved);
        return next;
      } catch (error) {
        if (isApiError(error) && error.status === 409) setProblem('conflict');
        else if (isApiError(error) && error.code === ErrorCode.NoActiveOrganization)
          setProblem('noOrganization');
        else if (silent && before) setProblem({ message: messages.genericError });
        else notifyError(error);
        return undefined;
      }
    },
    [saveDraft, activeOrganization, onCreated, navigate, routeBase, slug, current, confirmed, confirm],
  );
  const save = useCallback(
    (silent: boolean) => serialized(() => writeDraft(silent)),
    [serialized, writeDraft],
  );

  // From the first answer on: a new questionnaire is created by its first autosave (docs/questionnaire-rules.md §4).
  const autosaveBlocked =
    readOnly ||
    problem === 'conflict' ||
    problem === 'noOrganization' ||
    (!saved && !activeOrganization) ||
    saveDraft.isPending;
  useAutosave(answers, dirty && !autosaveBlocked, () => save(true));

  const reload = async () => {
    if (!id) return;
    const fresh = await queryClient.fetchQuery({ ...questionnaireRecordQuery(kind, id), staleTime: 0 });
    draft.load(savedDraftOf(fresh), startAnswers(kind, fresh));
    setProblem(null);
  };

  const submit = () => serialized(submitInLine);
  const submitInLine = async () => {
    let version: SavedDraft | null | undefined = confirmed().saved;
    const unsaved = !sameAnswers(current(), confirmed().value, organizationNameField(definition));
    if (!version || unsaved) {
      version = await writeDraft(true);
      if (!version) return;
    }
    const issues = submitIssues(definition, current());
    if (issues.length > 0) {
      checks.force();
      setSubmitAttempt((attempt) => attempt + 1);
      return;
    }
    // Complete and saved: the user decides in the dialog, which says what follows (docs/questionnaire-rules.md §4).
    setConfirmSubmit(true);
  };

  const send = () => serialized(sendInLine);
  const sendInLine = async () => {
    const version = confirmed().saved;
    if (!version) return;
    try {
      await submitQuestionnaire.mutateAsync({ answers: current(), id: version.id, version: version.version });
      setConfirmSubmit(false);
      settle();
      notifySuccess(questionnaireNotices.submitted);
      void navigate(journeyPath);
    } catch (error) {
      setConfirmSubmit(false);
      if (isApiError(error) && error.code === ErrorCode.InRetention) {
        setProblem({ retention: userMessageOf(error) });
        void retention.refetch();
      } else if (isApiError(error) && error.status === 409) setProblem('conflict');
      else notifyError(error);
    }
  };

  const remove = () => serialized(removeInLine);
  const removeInLine = async () => {
    const id = confirmed().saved?.id;
    if (!id) return;
    try {
      await deleteDraft.mutateAsync(id);
      setConfirmDelete(false);
      settle();
      notifySuccess(questionnaireNotices.draftDeleted);
      onDeleted();
      void navigate(stepPath(routeBase, undefined, definition.steps[0]?.slug ?? REVIEW_SLUG));
    } catch (error) {
      setConfirmDelete(false);
      notifyError(error);
    }
  };

  // A link to a field (error summary, "Ändern") focuses it once the step is shown; the page frame first moves
  // focus to the new page's heading, so this waits a tick.
  useEffect(() => {
    const target = location.hash.slice(1);
    if (!target) return undefined;
    const timer = setTimeout(() => {
      const element = document.getElementById(decodeURIComponent(target));
      if (!element) return;
      element.scrollIntoView({ block: 'center' });
      element.focus({ preventScroll: true });
    }, 0);
    return () => clearTimeout(timer);
  }, [location.hash, location.pathname]);

  useEffect(() => {
    if (submitAttempt > 0) summaryRef.current?.focus();
  }, [submitAttempt]);

  const allIssues = useMemo(
    () => (forced ? submitIssues(definition, answers) : []),
    [forced, definition, answers],
  );
  const entries = useMemo(() => {
    const all = summaryEntries(definition, allIssues);
    return onReview ? all : all.filter((entry) => entry.step.slug === slug);
  }, [definition, allIssues, onReview, slug]);
  const blockedByErrors = allIssues.some((issue) => issue.message !== messages.selectRequired);

  const aside = (
    <>
      {readOnly ? null : <ProgressIndicator definition={definition} answers={answers} />}
      <StepNav
        definition={definition}
        routeBase={routeBase}
        id={id}
        currentSlug={slug}
        answers={answers}
        readOnly={readOnly}
      />
      {id && !readOnly ? (
        <Button variant="subtle" color="red" px={0} mt="xs" onClick={() => setConfirmDelete(true)}>
          Entwurf löschen
        </Button>
      ) : null}
    </>
  );

  const previous = onReview ? definition.steps[definition.steps.length - 1] : definition.steps[stepIndex - 1];
  const next = onReview ? undefined : definition.steps[stepIndex + 1];

  return (
    <div>
      {/* The save status beside the title, above the step: seen on arrival at every step, on a phone too. */}
      <div className={classes.captionRow}>
        <p className={classes.caption}>{questionnaire.title}</p>
        {readOnly ? null : <SaveState savedAt={saved?.updatedAt} className={classes.saveState} />}
      </div>
      <div className={classes.layout}>
        <div className={classes.aside}>
          {wide ? (
            aside
          ) : (
            <details className={classes.disclosure}>
              <summary>
                {onReview ? 'Angaben prüfen' : `Schritt ${stepIndex + 1} von ${definition.steps.length}`}:
                alle Schritte anzeigen
              </summary>
              {aside}
            </details>
          )}
        </div>
        <form
          className={classes.content}
          noValidate
          aria-labelledby="fragebogen-schritt"
          onSubmit={(event) => {
            event.preventDefault();
            if (onReview) void submit();
            else
              void navigate(next ? stepPath(routeBase, id, next.slug) : stepPath(routeBase, id, REVIEW_SLUG));
          }}
        >
          {forced && entries.length > 0 ? (
            <ErrorSummary
              ref={summaryRef}
              notice={
                blockedByErrors ? questionnaireNotices.blockedByErrors : questionnaireNotices.incomplete
              }
              entries={entries}
              routeBase={routeBase}
              id={id}
            />
          ) : null}
          <Title order={1} id="fragebogen-schritt" className={classes.stepTitle}>
            {onReview ? (readOnly ? 'Ihre Angaben' : 'Angaben prüfen und absenden') : step?.title}
          </Title>
          <Notices
            problem={problem}
            readOnly={readOnly}
            record={record}
            evaluationHref={record ? evaluationPath(routeBase, record._id) : undefined}
            retention={readOnly ? undefined : retention.data}
            hasOrganization={activeOrganization !== null || saved !== null}
            onReload={() => void reload()}
          />
          {onReview ? (
            <>
              {readOnly ? null : (
                <Text mb="md">
                  Bitte prüfen Sie Ihre Angaben. Mit „Ändern“ kommen Sie zur jeweiligen Frage. Nach dem
                  Absenden können Sie die Angaben nicht mehr ändern.
                </Text>
              )}
              <AnswerSummary
                definition={definition}
                answers={answers}
                routeBase={routeBase}
                id={id}
                readOnly={readOnly}
              />
            </>
          ) : step ? (
            <>
              {step.intro ? <Text mb="md">{step.intro}</Text> : null}
              {readOnly ? null : <Text mb="lg">Pflichtfelder sind mit * gekennzeichnet.</Text>}
              <Stack gap="xl">
                {step.fields.map((field) => {
                  if (!isVisible(definition, answers, field)) return null;
                  return (
                    <FieldInput
                      key={field.key}
                      step={step}
                      field={field}
                      value={answerOf(answers, step, field)}
                      {...checks.shown(step, field)}
                      readOnly={readOnly}
                      onChange={changed}
                      onBlur={left}
                    />
                  );
                })}
              </Stack>
            </>
          ) : null}
          <Group className={classes.actions} justify="space-between" gap="sm">
            {previous ? (
              <Button variant="default" component={Link} to={stepPath(routeBase, id, previous.slug)}>
                Zurück
              </Button>
            ) : (
              <span />
            )}
            <Group gap="sm">
              {readOnly ? null : (
                <Button variant="outline" loading={saveDraft.isPending} onClick={() => void save(false)}>
                  Entwurf speichern
                </Button>
              )}
              {onReview ? (
                readOnly ? null : (
                  <Button type="submit" loading={submitQuestionnaire.isPending}>
                    Fragebogen absenden
                  </Button>
                )
              ) : (
                <Button type="submit">Weiter</Button>
              )}
            </Group>
          </Group>
        </form>
      </div>
      <ConfirmDialog
        opened={confirmSubmit}
        title={questionnaireNotices.confirmSubmitTitle}
        message={questionnaireNotices.confirmSubmit}
        confirmLabel="Jetzt absenden"
        loading={submitQuestionnaire.isPending}
        onConfirm={() => void send()}
        onCancel={() => setConfirmSubmit(false)}
      />
      <ConfirmDialog
        opened={confirmDelete}
        title="Entwurf löschen?"
        message="Alle Angaben dieses Entwurfs werden gelöscht. Das lässt sich nicht rückgängig machen."
        confirmLabel="Entwurf löschen"
        danger
        loading={deleteDraft.isPending}
        onConfirm={() => void remove()}
        onCancel={() => setConfirmDelete(false)}
      />
      {leaveDialog}
    </div>
  );
}

type NoticesProps = {
  problem: Problem;
  readOnly: boolean;
  record: QuestionnaireRecord | undefined;
  evaluationHref: string | undefined;
  retention: RetentionInfo | undefined;
  hasOrganization: boolean;
  onReload: () => void;
};

function Notices({
  problem,
  readOnly,
  record,
  evaluationHref,
  retention,
  hasOrganization,
  onReload,
}: NoticesProps) {
  const refused = problem !== null && typeof problem === 'object' && 'retention' in problem;
  return (
    <>
      {readOnly && record?.submittedAt ? (
        <Alert color="blue" role="status" title={questionnaireNotices.readOnlyTitle} mb="lg">
          Abgeschickt am <DateTimeDisplay value={record.submittedAt} />. {questionnaireNotices.readOnly}
          {record.meta.state !== 'IN_DRAFT' && evaluationHref ? (
            <>
              {' '}
              <TextLink to={evaluationHref}>Auswertung ansehen</TextLink>
            </>
          ) : null}
        </Alert>
      ) : null}
      {refused ? (
        <Alert color="red" role="alert" title={questionnaireNotices.inRetentionTitle} mb="lg">
          {problem.retention}
        </Alert>
      ) : retention?.isInRetention && retention.endDate ? (
        <Alert
          color="blue"
          role="status"
          title={questionnaireNotices.retentionTitle(formatDate(retention.endDate))}
          mb="lg"
        >
          Der letzte Fragebogen dieser Art Ihrer Organisation wurde noch nicht bestanden. Bis zum{' '}
          <DateDisplay value={retention.endDate} /> (
          {retention.daysLeft === 1 ? 'noch 1 Tag' : `noch ${retention.daysLeft} Tage`}) können Sie einen
          neuen Fragebogen vorbereiten und als Entwurf speichern; absenden können Sie ihn danach.
        </Alert>
      ) : null}
      {problem === 'conflict' ? (
        <Alert color="red" title={questionnaireNotices.conflictTitle} mb="lg">
          <Text mb="sm">{questionnaireNotices.conflict}</Text>
          <Button variant="outline" color="red" onClick={onReload}>
            Aktuellen Stand laden
          </Button>
        </Alert>
      ) : null}
      {problem === 'noOrganization' || !hasOrganization ? (
        <Alert
          color={problem ? 'red' : 'blue'}
          role={problem ? 'alert' : 'status'}
          title={questionnaireNotices.noOrganizationTitle}
          mb="lg"
        >
          {questionnaireNotices.noOrganization}{' '}
          <TextLink to="/organization">Organisation anlegen oder wählen</TextLink>
        </Alert>
      ) : null}
      {problem !== null && typeof problem === 'object' && 'message' in problem ? (
        <Alert color="red" title="Automatisches Speichern fehlgeschlagen" mb="lg">
          {problem.message} Ihre Angaben sind noch nicht gespeichert.
        </Alert>
      ) : null}
    </>
  );
}
