import {
  completeness,
  fieldAt,
  messages,
  questionnaires,
  submitIssues,
  submitLockOf,
  type PrefillValues,
  type QuestionnaireKind,
  type QuestionnaireLevel,
  type QuestionnaireDocument,
} from '@cert/domain';
import { Button, Group, Text, Title } from '@mantine/core';
import { useElementSize, useMediaQuery } from '@mantine/hooks';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { summaryEntries } from '@/components/answer-form';
import {
  conflictAnchor,
  DraftFields,
  DraftSaveState,
  ErrorSummary,
  LocalCopyNotice,
  LostAnswersNotice,
  useDraftDialogs,
} from '@/components/draft-editor';
import { useFocusAddressTarget } from '@/lib/focus-address-target';
import { BusyButton } from '@/components/ui/busy-button';
import { TextLink } from '@/components/ui/text-link';
import { AnswerSummary } from './answer-summary';
import { draftLocal, evaluationPath, REVIEW_SLUG, stepPath } from './form-state';
import { questionnaireNotices } from './messages';
import { heldBackTitle, QuestionnaireNotices } from './questionnaire-notices';
import { ProgressBrief, ProgressIndicator, StepNav } from './step-nav';
import { useQuestionnaireDraft } from './use-questionnaire-draft';
import classes from './questionnaires.module.css';

export type ActiveOrganizationSummary = { _id: string; name: string };

type QuestionnaireFormProps = {
  kind: QuestionnaireKind;
  /** The loaded record; none for a new questionnaire. */
  record: QuestionnaireDocument | undefined;
  activeOrganization: ActiveOrganizationSummary | null;
  /** The questionnaire's level on the journey: what holds its submit back (null while it loads). */
  level: QuestionnaireLevel | null;
  /** What a new questionnaire starts with: the organisation's and the respondent's known data. */
  prefill?: PrefillValues;
  slug: string;
  /** Where the journey screen is (spec: journeyProcurement or journeyProvider). */
  journeyPath: string;
  onCreated: (id: string) => void;
  onDeleted: () => void;
};

/**
 * One questionnaire, all steps: answers live here (a small store, see ADR 011 "Web") and every step, the
 * step list, the progress and the review read them. Validation is the domain's: `fieldIssues` per field,
 * `submitIssues` before submitting.
 */
export function QuestionnaireForm({
  kind,
  record,
  activeOrganization,
  level,
  prefill,
  slug,
  journeyPath,
  onCreated,
  onDeleted,
}: QuestionnaireFormProps) {
  const questionnaire = questionnaires[kind];
  const { definition, routeBase } = questionnaire;
  const navigate = useNavigate();
  const wide = useMediaQuery('(min-width: 62em)', true, { getInitialValueInEffect: false });
  // The status box beside the form stays put: a step link reached by Tab scrolls into view below it (WCAG 2.4.11).
  const { ref: sideStatusRef, height: sideStatusHeight } = useElementSize();
  const form = useQuestionnaireDraft({
    kind,
    record,
    prefill,
    organization: activeOrganization?._id,
    slug,
    journeyPath,
    onCreated,
    onDeleted,
  });
  const { answers, checks, saved, readOnly, problem, summaryTarget, problemTarget, flush } = form;
  const { forced } = checks;
  // A step left is saved at once, whichever way the user went (Weiter, Zurück, the step list, a link of the review).
  const shownStep = useRef(slug);
  useEffect(() => {
    if (shownStep.current === slug) return;
    shownStep.current = slug;
    flush();
  }, [slug, flush]);
  const { dialogs, askDelete } = useDraftDialogs({
    form,
    submit: {
      title: questionnaireNotices.confirmSubmitTitle,
      message:
        level && submitLockOf(level).kind === 'passed'
          ? questionnaireNotices.confirmSubmitPassed
          : questionnaireNotices.confirmSubmit,
      confirmLabel: 'Jetzt absenden',
    },
    deleteMessage: 'Alle Angaben dieses Entwurfs werden gelöscht. Das lässt sich nicht rückgängig machen.',
  });

  const id = saved?.id;
  const stepIndex = definition.steps.findIndex((step) => step.slug === slug);
  const step = definition.steps[stepIndex];
  const onReview = slug === REVIEW_SLUG;
  // While a lock holds the submit back, the review offers no submit: its day or reason stands in its place, not a
  // confirmation that promises an evaluation the server then refuses (docs/decisions/072).
  const heldBack = heldBackTitle(level);
  // In place of each submit button while the lock holds.
  const heldBackLine = (
    <Text size="sm" fw={600}>
      {heldBack}.
    </Text>
  );

  useFocusAddressTarget();

  // Once per change, for the header and the step list alike.
  const counted = useMemo(() => completeness(definition, answers), [definition, answers]);
  const allIssues = useMemo(
    () => (forced ? submitIssues(definition, answers) : []),
    [forced, definition, answers],
  );
  // On the review, the first answer a submit would name, linked at its top: the same entries as the error summary's.
  const firstOpen = useMemo(
    () =>
      onReview && !readOnly && counted.open > 0
        ? summaryEntries(definition, submitIssues(definition, answers))[0]
        : undefined,
    [onReview, readOnly, counted.open, definition, answers],
  );
  const entries = useMemo(() => {
    const all = summaryEntries(definition, allIssues);
    return onReview ? all : all.filter((entry) => entry.step.slug === slug);
  }, [definition, allIssues, onReview, slug]);
  const blockedByErrors = allIssues.some((issue) => issue.message !== messages.selectRequired);

  // Keyed by the step: "your answer showed further questions" is said of this step's answer, not on the next.
  const progress = readOnly ? null : (
    <ProgressIndicator key={slug} counted={counted} definition={definition} />
  );
  const steps = (
    <>
      <StepNav
        definition={definition}
        routeBase={routeBase}
        id={id}
        currentSlug={slug}
        counted={counted}
        readOnly={readOnly}
      />
      {id && !readOnly ? (
        <Button variant="subtle" color="red" px={0} mt="xs" onClick={askDelete}>
          Entwurf löschen
        </Button>
      ) : null}
    </>
  );

  // The save status links to the first field waiting for a choice, on whichever step it is.
  const conflictPath = (conflict: (typeof form.conflicts)[number]) => {
    const conflictStep = definition.steps.find((candidate) => candidate.section === conflict.section);
    return conflictStep && `${stepPath(routeBase, id, conflictStep.slug)}#${conflictAnchor(conflict)}`;
  };

  const previous = onReview ? definition.steps[definition.steps.length - 1] : definition.steps[stepIndex - 1];
  const next = onReview ? undefined : definition.steps[stepIndex + 1];

  // Seen on arrival at every step and kept in view while it scrolls: on a phone a bar above the form; on a wide
  // screen beside it, with the progress, so that it never covers a field (the step list scrolls on below it).
  const saveState = readOnly ? null : (
    <DraftSaveState
      status={form.status}
      conflicts={form.conflicts}
      hrefOf={conflictPath}
      onRetry={() => void form.save(true)}
    />
  );

  return (
    <div>
      {/* For whom: on a phone the header's organisation choice sits behind the menu. A submitted record of another
          organisation (read-only) is not named after the active one. */}
      <p className="page-caption">
        {questionnaire.title}
        {activeOrganization && (!record || record.meta.organization === activeOrganization._id)
          ? ` – für ${activeOrganization.name}`
          : null}
      </p>
      {wide ? null : saveState}
      <div className={classes.layout}>
        <div
          className={classes.aside}
          style={wide ? { ['--side-status-height' as string]: `${sideStatusHeight}px` } : undefined}
        >
          {wide ? (
            <>
              <div className={classes.sideStatus} ref={sideStatusRef}>
                {progress}
                {saveState}
              </div>
              {steps}
            </>
          ) : (
            <>
              {readOnly ? null : <ProgressBrief counted={counted} />}
              {/* Keyed by the step: a step chosen from the unfolded list opens folded, its content at the top of
                  the screen instead of below the list of every step. */}
              <details key={slug}>
                <summary>
                  {onReview ? 'Angaben prüfen' : `Schritt ${stepIndex + 1} von ${definition.steps.length}`}:
                  alle Schritte anzeigen
                </summary>
                {progress}
                {steps}
              </details>
            </>
          )}
        </div>
        <form
          className={classes.content}
          noValidate
          aria-labelledby="fragebogen-schritt"
          onSubmit={(event) => {
            event.preventDefault();
            if (!onReview)
              void navigate(next ? stepPath(routeBase, id, next.slug) : stepPath(routeBase, id, REVIEW_SLUG));
            else if (!heldBack) void form.submit();
          }}
        >
          {forced && entries.length > 0 ? (
            <ErrorSummary
              ref={summaryTarget}
              notice={
                blockedByErrors ? questionnaireNotices.blockedByErrors : questionnaireNotices.incomplete
              }
              entries={entries}
              hrefOf={(entry) => stepPath(routeBase, id, entry.step.slug, entry.anchor)}
              bySteps
            />
          ) : null}
          <Title order={1} id="fragebogen-schritt" className={classes.stepTitle}>
            {onReview ? (readOnly ? 'Ihre Angaben' : 'Angaben prüfen und absenden') : step?.title}
          </Title>
          <LocalCopyNotice copy={form.localCopy} fieldOf={(unit) => fieldAt(definition, unit)} />
          {readOnly ? (
            <LostAnswersNotice
              local={draftLocal(kind)}
              id={record?._id}
              message={questionnaireNotices.submittedElsewhere(true)}
              fieldOf={(unit) => fieldAt(definition, unit)}
            />
          ) : null}
          <div ref={problemTarget} tabIndex={-1}>
            <QuestionnaireNotices
              kind={kind}
              problem={problem}
              record={record}
              readOnly={readOnly}
              evaluationHref={record ? evaluationPath(routeBase, record._id) : undefined}
              level={level}
              hasOrganization={activeOrganization !== null || saved !== null}
              fullLock={onReview || stepIndex === 0}
              onReload={() => void form.reload()}
              onSaveAsNew={() => void form.saveAsNew()}
            />
          </div>
          {onReview ? (
            <>
              {readOnly ? null : (
                <>
                  <Text mb="md">
                    Bitte prüfen Sie Ihre Angaben. Mit „Ändern“ kommen Sie zur jeweiligen Frage. Nach dem
                    Absenden können Sie die Angaben nicht mehr ändern.
                  </Text>
                  {/* The list is long (many screens on a phone): who has checked it need not scroll to its end. */}
                  <Group className={classes.reviewTop} gap="sm">
                    <Text size="sm">
                      {counted.open === 0
                        ? 'Alle Pflichtangaben sind beantwortet.'
                        : `${counted.open === 1 ? 'Eine Pflichtangabe ist' : `${counted.open} Pflichtangaben sind`} noch offen.`}
                      {/* The way there before the long list and before a submit that would only name them. */}
                      {firstOpen ? (
                        <>
                          {' '}
                          <TextLink to={stepPath(routeBase, id, firstOpen.step.slug, firstOpen.anchor)}>
                            Zur ersten offenen Angabe
                          </TextLink>
                        </>
                      ) : null}
                    </Text>
                    {heldBack ? (
                      heldBackLine
                    ) : (
                      <BusyButton type="submit" loading={form.sending}>
                        Absenden
                      </BusyButton>
                    )}
                  </Group>
                </>
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
              {step.intro ? (
                <Text mb="md" className={classes.lead}>
                  {step.intro}
                </Text>
              ) : null}
              {readOnly ? null : (
                <Text mb="lg" className={classes.lead}>
                  Pflichtfelder sind mit * gekennzeichnet.
                </Text>
              )}
              <DraftFields
                definition={definition}
                step={step}
                answers={answers}
                form={form}
                readOnly={readOnly}
                className={classes.fields}
              />
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
                <BusyButton variant="outline" loading={form.saving} onClick={() => void form.save(false)}>
                  Entwurf speichern
                </BusyButton>
              )}
              {onReview ? (
                readOnly ? null : heldBack ? (
                  heldBackLine
                ) : (
                  <BusyButton type="submit" loading={form.sending}>
                    Fragebogen absenden
                  </BusyButton>
                )
              ) : (
                <Button type="submit">Weiter</Button>
              )}
            </Group>
          </Group>
        </form>
      </div>
      {dialogs}
    </div>
  );
}
