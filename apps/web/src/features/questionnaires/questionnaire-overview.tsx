import {
  CertificationResultState,
  formatDateTime,
  QuestionnaireKind,
  questionnaires,
  type OrganizationType,
  type QuestionnaireLevel,
  type QuestionnaireListItem,
} from '@cert/domain';
import { blankQuestionnairePdfPath } from '@cert/domain/contracts';
import { Alert, Button, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { DraftFacts, useKeptCopy } from '@/components/draft-editor';
import { DateTimeDisplay, DocumentLink } from '@/components/form';
import { TextLink } from '@/components/ui/text-link';
import { useOpenDrafts, useQuestionnaireList, type QuestionnaireList } from './api';
import { continuePath, draftLocal, evaluationPath, newDraftPath, REVIEW_SLUG, stepPath } from './form-state';
import { questionnaireNotices } from './messages';
import { submitLockSummary } from './questionnaire-notices';
import { Loading } from '@/components/ui/loading';
import { RecordTable, type RecordColumn } from '@/components/ui/record-table';
import classes from './questionnaires.module.css';
import { TitledSection } from '@/components/ui/titled-section';
import { LoadError } from '@/components/ui/problem-alert';
import { ListPager } from '@/components/admin-list/list-pager';

type OverviewProps = {
  activeOrganization: { _id: string; name: string; type: OrganizationType } | null;
  organizationPending: boolean;
  /** Without an approved organisation: the user's organisations the programme office is still checking. */
  pendingOrganizations?: readonly { name: string }[];
  /** Each questionnaire's level on the organisation's journey (its lock); null while it loads. */
  levelOf: (kind: QuestionnaireKind) => QuestionnaireLevel | null;
};

/** /fragebogen: the active organisation's drafts and submissions, and the questionnaires it may start. */
export function QuestionnaireOverview({
  activeOrganization,
  organizationPending,
  pendingOrganizations = [],
  levelOf,
}: OverviewProps) {
  if (organizationPending) return <Loading label="Fragebögen werden geladen" />;
  if (!activeOrganization) {
    // An organisation created and waiting for its approval is said as such, as on the journey page: "create your
    // organisation" would send its creator to make a second one.
    const names = new Intl.ListFormat('de').format(pendingOrganizations.map(({ name }) => `„${name}“`));
    const inReview =
      pendingOrganizations.length === 0
        ? null
        : pendingOrganizations.length === 1
          ? `Ihre Organisation ${names} wird vom Programmteam geprüft. Sobald sie freigegeben ist`
          : `Ihre Organisationen ${names} werden vom Programmteam geprüft. Sobald eine davon freigegeben ist`;
    return (
      <div className="prose">
        <Title order={1}>Ihre Fragebögen</Title>
        <Alert
          color="blue"
          role="status"
          title={
            inReview
              ? questionnaireNotices.organizationInReviewTitle(pendingOrganizations.length)
              : questionnaireNotices.noOrganizationTitle
          }
        >
          <Text mb="sm">
            Fragebögen werden für eine freigegebene Organisation ausgefüllt.{' '}
            {inReview
              ? `${inReview}, können Sie hier die Fragebögen ausfüllen; die Administratorinnen und Administratoren der Organisation erhalten dazu eine E-Mail.`
              : 'Legen Sie Ihre Organisation an oder wählen Sie eine freigegebene Organisation aus.'}
          </Text>
          <TextLink to="/organization">Zu Ihren Organisationen</TextLink>
        </Alert>
      </div>
    );
  }
  const startable = QuestionnaireKind.values.filter(
    (kind) => questionnaires[kind].organizationType === activeOrganization.type,
  );
  return (
    <div>
      <Title order={1}>Ihre Fragebögen</Title>
      <Text mb="lg" maw="46rem">
        Hier finden Sie die Fragebögen Ihrer aktiven Organisation „{activeOrganization.name}“: begonnene
        Entwürfe, die Sie weiter bearbeiten können, und abgeschickte Fragebögen.
      </Text>
      {startable.length > 0 ? (
        <TitledSection
          id="fragebogen-beginnen"
          title="Fragebogen beginnen oder fortsetzen"
          className={classes.overviewSection}
        >
          {/* Each with what holds its submit back, before any work is done (docs/decisions/014-journeys.md). */}
          <Stack component="ul" gap="md" mt="sm" className={classes.startList}>
            {startable.map((kind) => (
              <StartOrContinue
                key={kind}
                kind={kind}
                organization={activeOrganization._id}
                level={levelOf(kind)}
              />
            ))}
          </Stack>
          <Text mt="md" maw="46rem">
            Sie möchten die Antworten zuerst in Ihrer Organisation sammeln? Laden Sie den Fragebogen vorab als
            PDF zum Ausfüllen herunter und tragen Sie die Antworten danach hier ein.
          </Text>
          <Stack component="ul" gap="xs" mt="xs">
            {startable.map((kind) => (
              <li key={kind}>
                <DocumentLink href={blankQuestionnairePdfPath(kind)}>
                  {questionnaires[kind].title}: Fragebogen zum Ausfüllen (PDF)
                </DocumentLink>
              </li>
            ))}
          </Stack>
        </TitledSection>
      ) : (
        <Text mb="lg">Für den Typ Ihrer Organisation gibt es derzeit keinen Fragebogen.</Text>
      )}
      <ListSection list="draft" title="Entwürfe" organization={activeOrganization._id} />
      <ListSection list="submission" title="Abgeschickte Fragebögen" organization={activeOrganization._id} />
    </div>
  );
}

/** Beside a draft whose answers this browser keeps unsaved (a save on leaving that failed): opening it offers them. */
function KeptHere({ kind, id }: { kind: QuestionnaireKind; id: string }) {
  if (!useKeptCopy(draftLocal(kind), id)) return null;
  return (
    <Text size="sm" mt={4}>
      In diesem Browser liegen Angaben zu diesem Entwurf, die möglicherweise noch nicht gespeichert sind. Beim
      Fortsetzen können Sie sie übernehmen.
    </Text>
  );
}

/**
 * A questionnaire's way in: its draft continued where the organisation has one ("Entwurf fortsetzen", with its
 * progress, at its first open answer), a further draft only on request; with several drafts each is offered with its
 * progress, who saved it last and when, the most advanced first; else the start, with what holds its submit back
 * (docs/decisions/014-journeys.md).
 */
function StartOrContinue({
  kind,
  organization,
  level,
}: {
  kind: QuestionnaireKind;
  organization: string;
  level: QuestionnaireLevel | null;
}) {
  const { routeBase, title, definition } = questionnaires[kind];
  const firstSlug = definition.steps[0]?.slug ?? REVIEW_SLUG;
  const drafts = useOpenDrafts(kind, organization);
  const lock = level ? submitLockSummary(kind, level) : null;
  const prepareOnly = level !== null && lock !== null && level.status !== 'done';
  if (drafts.isPending)
    return (
      <li>
        <Loading size="sm" label={`${title} wird geladen`} />
      </li>
    );
  const open = [...(drafts.data ?? [])].sort(
    (a, b) => (b.progress?.complete ?? 0) - (a.progress?.complete ?? 0),
  );
  const lockLine = lock ? (
    <Text size="sm" mt={4}>
      {lock}
    </Text>
  ) : null;
  const further = (
    <TextLink to={newDraftPath(routeBase, firstSlug)}>
      Weiteren Entwurf beginnen<VisuallyHidden> ({title})</VisuallyHidden>
    </TextLink>
  );
  const [only] = open;
  if (open.length === 1 && only) {
    return (
      <li>
        <Button
          component={Link}
          to={continuePath(routeBase, only._id)}
          py="xs"
          classNames={{ label: classes.startButtonLabel }}
        >
          Entwurf fortsetzen: {title}
        </Button>
        <Text size="sm" mt={4}>
          <DraftFacts draft={only} /> {further}
        </Text>
        <KeptHere kind={kind} id={only._id} />
        {lockLine}
      </li>
    );
  }
  if (open.length > 1) {
    return (
      <li>
        <Text fw={600}>
          {title}: {open.length} Entwürfe. Welchen möchten Sie fortsetzen?
        </Text>
        <Stack component="ul" gap="xs" mt="xs" className={classes.draftChoices}>
          {open.map((draft, index) => (
            <li key={draft._id}>
              <Button
                component={Link}
                to={continuePath(routeBase, draft._id)}
                variant={index === 0 ? 'filled' : 'default'}
                size="sm"
              >
                Entwurf fortsetzen
                <VisuallyHidden>
                  : {title}, {draft.progress ? `${draft.progress.complete} von ${draft.progress.total}` : ''}{' '}
                  Pflichtangaben beantwortet
                </VisuallyHidden>
              </Button>
              <Text size="sm" mt={4}>
                <DraftFacts draft={draft} />
              </Text>
              <KeptHere kind={kind} id={draft._id} />
            </li>
          ))}
        </Stack>
        <Text size="sm" mt="xs">
          Nicht mehr benötigte Entwürfe löschen Sie im Entwurf unter „Entwurf löschen“. {further}
        </Text>
        {lockLine}
      </li>
    );
  }
  return (
    <li>
      <Button
        component={Link}
        to={routeBase}
        variant={prepareOnly ? 'default' : 'filled'}
        py="xs"
        classNames={{ label: classes.startButtonLabel }}
      >
        {prepareOnly ? `Entwurf vorbereiten: ${title}` : title}
      </Button>
      {lockLine}
    </li>
  );
}

const openPath = (item: QuestionnaireListItem) =>
  item.submittedAt
    ? stepPath(questionnaires[item.kind].routeBase, item._id, REVIEW_SLUG)
    : continuePath(questionnaires[item.kind].routeBase, item._id);

const stateLabel = (item: QuestionnaireListItem, submitted: boolean) =>
  submitted && item.meta.state === 'IN_DRAFT'
    ? 'Noch nicht ausgewertet'
    : CertificationResultState.label(item.meta.state);

const created: RecordColumn<QuestionnaireListItem> = {
  header: 'Angelegt',
  card: 'none',
  cell: (item) => <DateTimeDisplay value={item.createdAt} />,
};
const changed = (card: 'label' | 'none'): RecordColumn<QuestionnaireListItem> => ({
  header: 'Zuletzt geändert',
  card,
  cell: (item) => <DateTimeDisplay value={item.updatedAt} />,
});

// A phone's card shows what tells the questionnaires apart: the state, and when it was last changed or sent.
const draftColumns: RecordColumn<QuestionnaireListItem>[] = [
  { header: 'Stand', cell: (item) => stateLabel(item, false) },
  created,
  changed('label'),
];
const submissionColumns: RecordColumn<QuestionnaireListItem>[] = [
  { header: 'Ergebnis', cell: (item) => stateLabel(item, true) },
  // Next to the result, so that it shows without scrolling on narrow screens; below the facts on a phone.
  {
    header: 'Auswertung',
    card: 'plain',
    cell: (item) =>
      item.meta.state === 'IN_DRAFT' ? (
        'Auswertung nicht verfügbar'
      ) : (
        <TextLink to={evaluationPath(questionnaires[item.kind].routeBase, item._id)}>
          Auswertung ansehen
          <VisuallyHidden>
            {/* Tells the rows apart without repeating the questionnaire's title, the name of the row's other link. */}
            {` (${CertificationResultState.label(item.meta.state)}${item.submittedAt ? `, abgeschickt am ${formatDateTime(item.submittedAt)}` : ''})`}
          </VisuallyHidden>
        </TextLink>
      ),
  },
  created,
  changed('none'),
  {
    header: 'Abgeschickt',
    cell: (item) => (item.submittedAt ? <DateTimeDisplay value={item.submittedAt} /> : null),
  },
];

function ListSection({
  list,
  title,
  organization,
}: {
  list: QuestionnaireList;
  title: string;
  organization: string;
}) {
  const [page, setPage] = useState(1);
  const query = useQuestionnaireList(list, organization, page);
  const headingId = `fragebogen-liste-${list}`;
  const data = query.data;
  return (
    <TitledSection id={headingId} title={title} className={classes.overviewSection}>
      {query.isPending ? <Loading label={`${title} werden geladen`} /> : null}
      {query.isError ? (
        <LoadError
          title={`${title} konnten nicht geladen werden`}
          error={query.error}
          onRetry={query.refetch}
        />
      ) : null}
      {data && data.docs.length === 0 ? (
        <Text>
          {list === 'draft'
            ? 'Sie haben keine offenen Entwürfe.'
            : 'Sie haben noch keinen Fragebogen abgeschickt.'}
        </Text>
      ) : null}
      {data && data.docs.length > 0 ? (
        <>
          <RecordTable
            regionLabel={`Tabelle: ${title}`}
            listLabel={title}
            rows={data.docs}
            rowKey={(item) => item._id}
            title={{
              header: 'Fragebogen',
              cell: (item) => <TextLink to={openPath(item)}>{questionnaires[item.kind].title}</TextLink>,
            }}
            columns={list === 'submission' ? submissionColumns : draftColumns}
          />
          <ListPager data={data} onPage={setPage} label={`Seiten: ${title}`} />
        </>
      ) : null}
    </TitledSection>
  );
}
