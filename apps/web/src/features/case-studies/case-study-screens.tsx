import {
  goldCaseStudyPath,
  journeyPath,
  OrganizationType,
  practitionerCaseStudyPath,
  type CaseStudyKind,
  type CaseStudyLock,
  type CaseStudySummary,
  caseStudyMessages,
} from '@cert/domain';
import { Alert, Button, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { CaseStudyAnswers } from '@/components/answer-form';
import { useDraftFormKey, useEarlierWrites } from '@/components/draft-editor';
import { TextLink } from '@/components/ui/text-link';
import { isApiError, userMessageOf } from '@/lib/api-client';
import { focusHeading } from '@/lib/focus-heading';
import { isStartNewCaseStudy } from '@/lib/same-screen';
import { useCaseStudy, useCurrentCaseStudy } from './api';
import { caseStudyLocal, CaseStudyForm } from './case-study-form';
import { CaseStudyView } from './case-study-view';
import { caseStudyNotices } from './messages';
import { Loading } from '@/components/ui/loading';
import classes from './case-studies.module.css';

/** @internal */
export type CaseStudyOrganization = { _id: string; name: string; type: OrganizationType };

const pages: Record<
  CaseStudyKind,
  { title: string; intro: string; type: OrganizationType; journey: string }
> = {
  gold: {
    title: 'Praxisbeispiel für die Stufe Gold',
    intro:
      'Beschreiben Sie ein Beschaffungsvorhaben, bei dem Ihre Organisation innovativ vorgegangen ist. Das Programmteam prüft das Praxisbeispiel; mit seiner Annahme erreichen Sie die Stufe Gold.',
    type: 'PublicProcurer',
    journey: journeyPath('procurement'),
  },
  practitioner: {
    title: 'Praxisbeispiel für die Stufe Practitioner',
    intro:
      'Beschreiben Sie einen Auftrag, bei dem Ihr Unternehmen eine innovative Lösung für einen öffentlichen Auftraggeber erbracht hat. Das Programmteam prüft das Praxisbeispiel; es ist ein Teil der Stufe Practitioner.',
    type: 'Provider',
    journey: journeyPath('provider'),
  },
};

function CaseStudyPage({
  kind,
  organizationName,
  writing = true,
  children,
}: {
  kind: CaseStudyKind;
  organizationName?: string;
  /** The form, with what to write; a submitted case study shows its state instead. */
  writing?: boolean;
  children: ReactNode;
}) {
  const page = pages[kind];
  return (
    <div className={classes.page}>
      {organizationName ? <p className="page-caption">{organizationName}</p> : null}
      <Title order={1} id="praxisbeispiel-titel" mb="sm">
        {page.title}
      </Title>
      {writing ? <Text mb="md">{page.intro}</Text> : null}
      <Text mb="lg">
        <TextLink to={page.journey}>Zurück zum Zertifizierungspfad</TextLink>
      </Text>
      {children}
    </div>
  );
}

/** The screen of an organisation that cannot write this kind of case study, or of a failed read. */
function Refusal({ kind, title, children }: { kind: CaseStudyKind; title: string; children: ReactNode }) {
  return (
    <CaseStudyPage kind={kind}>
      <Alert color="red" role="alert" title={title} mb="lg">
        {children}
      </Alert>
    </CaseStudyPage>
  );
}

function ReadFailure({ kind, error }: { kind: CaseStudyKind; error: Error }) {
  const notFound = isApiError(error) && (error.status === 404 || error.status === 400);
  return (
    <Refusal kind={kind} title={notFound ? caseStudyNotices.notFoundTitle : 'Praxisbeispiel nicht geladen'}>
      {notFound ? caseStudyNotices.notFound : userMessageOf(error)}
    </Refusal>
  );
}

function WrongOrganization({
  kind,
  organization,
}: {
  kind: CaseStudyKind;
  organization: CaseStudyOrganization | null;
}) {
  return (
    <Refusal kind={kind} title={caseStudyNotices.noOrganizationTitle}>
      <p>
        Dieses Praxisbeispiel schreiben Organisationen vom Typ „{OrganizationType.label(pages[kind].type)}“.{' '}
        {organization
          ? `Ihre aktive Organisation „${organization.name}“ ist vom Typ „${OrganizationType.label(organization.type)}“.`
          : 'Sie handeln derzeit für keine freigegebene Organisation.'}
      </p>
      <TextLink to="/organization">Zu Ihren Organisationen</TextLink>
    </Refusal>
  );
}

const isPending = (query: UseQueryResult<unknown>) => query.isPending && query.fetchStatus !== 'idle';

type GoldCaseStudyScreenProps = {
  /** The case study of the address; none for a new one (the first save writes its id into the address). */
  id: string | undefined;
  activeOrganization: CaseStudyOrganization | null;
  organizationPending: boolean;
  lock: CaseStudyLock;
  /** The rejected case study a new one answers (the journey's), its reason kept in view while it is written. */
  rejected: CaseStudySummary | null;
};

/** zertifizierungspfad/beschaffung/gold/praxisbeispiel/:id? (docs/product.md §2; ADR 014). */
export function GoldCaseStudyScreen({
  id,
  activeOrganization,
  organizationPending,
  lock,
  rejected,
}: GoldCaseStudyScreenProps) {
  if (organizationPending) return <Loading label="Praxisbeispiel wird geladen" />;
  if (activeOrganization?.type !== pages.gold.type) {
    return <WrongOrganization kind="gold" organization={activeOrganization} />;
  }
  return <GoldCaseStudy id={id} organization={activeOrganization} lock={lock} rejected={rejected} />;
}

function GoldCaseStudy({
  id,
  organization,
  lock,
  rejected,
}: {
  id: string | undefined;
  organization: CaseStudyOrganization;
  lock: CaseStudyLock;
  rejected: CaseStudySummary | null;
}) {
  const formKey = useDraftFormKey(id);
  const kept = useState<Answered | null>(null);
  const byId = useCaseStudy('gold', id);
  // Also beside a case study at its address: a rejected one may have a newer one to lead to.
  const current = useCurrentCaseStudy('gold', organization._id);
  // A form of this case study left a moment ago may still be saving it: the form opens once that has answered.
  const earlierWrites = useEarlierWrites(formKey.key, caseStudyLocal('gold', organization._id), id, false);

  if (earlierWrites || isPending(byId) || isPending(current))
    return <Loading label="Praxisbeispiel wird geladen" />;
  const failure = id !== undefined ? byId.error : current.error;
  if (failure) return <ReadFailure kind="gold" error={failure} />;

  const latest = id === undefined ? current.data : undefined;
  // One case study in work at a time: the address without id opens it, unless the last one was rejected.
  if (latest && latest.state !== 'REJECTED' && formKey.createdId === null) {
    return <Navigate to={goldCaseStudyPath(latest._id)} replace />;
  }
  const record = id !== undefined ? byId.data : undefined;
  const answered = keptAnswered(latest?.state === 'REJECTED' ? latest : rejected, kept);
  if (record && record.state !== 'DRAFT') {
    return (
      <CaseStudyPage kind="gold" organizationName={organization.name} writing={false}>
        <CaseStudyView
          kind="gold"
          record={record}
          actions={
            record.state !== 'REJECTED' ? null : current.data && current.data._id !== record._id ? (
              <TextLink to={goldCaseStudyPath(current.data._id)}>Zum aktuellen Praxisbeispiel</TextLink>
            ) : (
              <TextLink to={goldCaseStudyPath()}>Neues Praxisbeispiel beginnen</TextLink>
            )
          }
        />
      </CaseStudyPage>
    );
  }
  return (
    <CaseStudyPage kind="gold" organizationName={organization.name}>
      {answered ? (
        <RejectedNotice kind="gold" rejected={answered} href={goldCaseStudyPath(answered._id)} />
      ) : null}
      <CaseStudyForm
        key={formKey.key}
        kind="gold"
        organizationId={organization._id}
        record={record}
        startFrom={latest?.state === 'REJECTED' ? latest : undefined}
        pathOf={goldCaseStudyPath}
        lock={lock}
        journeyPath={pages.gold.journey}
        onCreated={formKey.onCreated}
        onDeleted={formKey.onDeleted}
      />
    </CaseStudyPage>
  );
}

/**
 * Why the last case study was not accepted, in view while the new one is written: the new one begins with its text
 * (CaseStudyForm's `startFrom`), to be revised.
 */
function RejectedNotice({
  kind,
  rejected,
  href,
}: {
  kind: CaseStudyKind;
  rejected: Pick<CaseStudySummary, '_id' | 'reviewComment'>;
  /** Its own address (gold); without one, its text unfolds here. */
  href?: string;
}) {
  return (
    <>
      <Alert color="blue" role="status" title={caseStudyMessages.previousRejected} mb="lg">
        {rejected.reviewComment ? (
          <p>
            {caseStudyMessages.reviewComment('REJECTED')}:{' '}
            <span className={classes.comment}>{rejected.reviewComment}</span>
          </p>
        ) : null}
        <p>
          {caseStudyNotices.revise}{' '}
          {href ? <TextLink to={href}>Das abgelehnte Praxisbeispiel ansehen</TextLink> : null}
        </p>
      </Alert>
      {/* Outside the notice's live region: its text is read when asked for, not announced. */}
      {href ? null : <RejectedText kind={kind} id={rejected._id} />}
    </>
  );
}

/** The rejected one's text where its address is the new one's (practitioner), read when unfolded. */
function RejectedText({ kind, id }: { kind: CaseStudyKind; id: string }) {
  const [open, setOpen] = useState(false);
  const text = useCaseStudy(kind, open ? id : undefined);
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Das abgelehnte Praxisbeispiel ansehen</summary>
      {text.data ? (
        <CaseStudyAnswers kind={kind} content={text.data.content} />
      ) : text.error ? (
        <p>{userMessageOf(text.error)}</p>
      ) : (
        <p>Wird geladen …</p>
      )}
    </details>
  );
}

type PractitionerCaseStudyScreenProps = {
  /** The organisation of the address. */
  organizationId: string;
  approvedOrganizations: readonly CaseStudyOrganization[];
  organizationPending: boolean;
  lock: CaseStudyLock;
  /** The rejected case study a new one answers (the journey's). */
  rejected: CaseStudySummary | null;
};

/** organisation/:organizationId/unternehmen/practitioner/praxisbeispiel (docs/product.md §2; ADR 014). */
export function PractitionerCaseStudyScreen({
  organizationId,
  approvedOrganizations,
  organizationPending,
  lock,
  rejected,
}: PractitionerCaseStudyScreenProps) {
  if (organizationPending) return <Loading label="Praxisbeispiel wird geladen" />;
  const organization = approvedOrganizations.find((candidate) => candidate._id === organizationId);
  if (organization?.type !== pages.practitioner.type) {
    return <WrongOrganization kind="practitioner" organization={organization ?? null} />;
  }
  return <PractitionerCaseStudy organization={organization} lock={lock} rejected={rejected} />;
}

function PractitionerCaseStudy({
  organization,
  lock,
  rejected,
}: {
  organization: CaseStudyOrganization;
  lock: CaseStudyLock;
  rejected: CaseStudySummary | null;
}) {
  // The journey's "Neues Praxisbeispiel beginnen" comes here to begin one: this address names no case study.
  const location = useLocation();
  const [startNew, setStartNew] = useState(() => isStartNewCaseStudy(location.state));
  // The button that began it is gone with the view it was on: the focus goes to the page's heading, as after a
  // page change (docs/accessibility.md).
  const begunHere = useRef(false);
  useEffect(() => {
    if (startNew && begunHere.current) focusHeading();
    begunHere.current = false;
  }, [startNew]);
  const kept = useState<Answered | null>(null);
  const current = useCurrentCaseStudy('practitioner', organization._id);
  const draft = current.data?.state === 'DRAFT' ? current.data : undefined;
  const formKey = useDraftFormKey(draft?._id);
  const earlierWrites = useEarlierWrites(
    formKey.key,
    caseStudyLocal('practitioner', organization._id),
    draft?._id,
    false,
  );

  if (earlierWrites || current.isPending) return <Loading label="Praxisbeispiel wird geladen" />;
  if (current.error) return <ReadFailure kind="practitioner" error={current.error} />;
  const latest = current.data;
  if (latest && latest.state !== 'DRAFT' && !(latest.state === 'REJECTED' && startNew)) {
    return (
      <CaseStudyPage kind="practitioner" organizationName={organization.name} writing={false}>
        <CaseStudyView
          kind="practitioner"
          record={latest}
          actions={
            latest.state === 'REJECTED' ? (
              <Button
                variant="outline"
                mt="sm"
                onClick={() => {
                  begunHere.current = true;
                  setStartNew(true);
                }}
              >
                Neues Praxisbeispiel beginnen
              </Button>
            ) : null
          }
        />
      </CaseStudyPage>
    );
  }
  const answered = keptAnswered(latest?.state === 'REJECTED' ? latest : rejected, kept);
  return (
    <CaseStudyPage kind="practitioner" organizationName={organization.name}>
      {answered ? <RejectedNotice kind="practitioner" rejected={answered} /> : null}
      <CaseStudyForm
        key={formKey.key}
        kind="practitioner"
        organizationId={organization._id}
        record={draft}
        startFrom={latest?.state === 'REJECTED' ? latest : undefined}
        pathOf={() => practitionerCaseStudyPath(organization._id)}
        lock={lock}
        journeyPath={pages.practitioner.journey}
        onCreated={formKey.onCreated}
        onDeleted={formKey.onDeleted}
      />
    </CaseStudyPage>
  );
}

type Answered = Pick<CaseStudySummary, '_id' | 'reviewComment'>;

/**
 * The rejected case study a new one answers: just rejected (the new one not saved yet), else the journey's. Kept
 * once known (`kept`, the screen's state): the journey read before the first save still names none, and the notice
 * must not leave meanwhile.
 */
function keptAnswered(
  now: Answered | null,
  [kept, keep]: [Answered | null, (answered: Answered) => void],
): Answered | null {
  if (now && now._id !== kept?._id) keep(now);
  return now ?? kept;
}
