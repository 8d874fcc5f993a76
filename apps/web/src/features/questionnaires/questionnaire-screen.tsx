import {
  OrganizationType,
  prefillValues,
  questionnaires,
  type Organization,
  type QuestionnaireKind,
  type QuestionnaireLevel,
} from '@cert/domain';
import { Button, Group, Text, Title } from '@mantine/core';
import { useDeferredValue } from 'react';
import { Navigate, redirect, useLocation, useParams, type LoaderFunctionArgs } from 'react-router';
import { useDraftFormKey, useEarlierWrites } from '@/components/draft-editor';
import { TextLink } from '@/components/ui/text-link';
import { isApiError, userMessageOf } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useLatestDraft, useQuestionnaireRecord } from './api';
import { draftLocal, REVIEW_SLUG, stepPath } from './form-state';
import { questionnaireNotices } from './messages';
import { QuestionnaireForm, type ActiveOrganizationSummary } from './questionnaire-form';
import { continueSlug } from './use-questionnaire-draft';
import { Loading } from '@/components/ui/loading';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The address rules of a questionnaire (docs/questionnaire-rules.md §2): without a step → the first step; an unknown
 * step → the first step; an id without a step (`…/<id>`) is a questionnaire continued: the screen opens it at its
 * first step with an open answer once it is loaded.
 */
export function questionnaireLoader(kind: QuestionnaireKind) {
  return ({ params }: LoaderFunctionArgs) => {
    const { routeBase, definition } = questionnaires[kind];
    const first = definition.steps[0]?.slug ?? REVIEW_SLUG;
    const { id, step } = params;
    if (step === REVIEW_SLUG || definition.steps.some((candidate) => candidate.slug === step)) return null;
    if (!id && step && UUID.test(step)) return null;
    return redirect(stepPath(routeBase, id, first));
  };
}

type QuestionnaireScreenProps = {
  kind: QuestionnaireKind;
  /** The active organisation; what it says of itself prefills a new questionnaire. */
  activeOrganization:
    | (ActiveOrganizationSummary & { type: OrganizationType } & Partial<
          Pick<Organization, 'address' | 'agencyLevel' | 'companySize' | 'businessSector'>
        >)
    | null;
  organizationPending: boolean;
  /** The questionnaire's level on the organisation's journey (its lock); null while it loads. */
  level: QuestionnaireLevel | null;
  journeyPath: string;
  /** The user's approved organisations, and how to act for one of them (the header's choice). */
  organizations: readonly { _id: string; name: string }[];
  actAs: (organizationId: string) => void;
};

/** A questionnaire's screens: loads the record of the address's id (if any) and renders its form. */
export function QuestionnaireScreen({
  kind,
  activeOrganization,
  organizationPending,
  level,
  journeyPath,
  organizations,
  actAs,
}: QuestionnaireScreenProps) {
  const { id, step = '' } = useParams();
  const questionnaire = questionnaires[kind];
  // `…/<id>`: a saved questionnaire continued where its answers are open.
  const continued = id === undefined && UUID.test(step) ? step : undefined;
  const formKey = useDraftFormKey(id);
  const record = useQuestionnaireRecord(kind, id ?? continued);
  // Loaded before a new questionnaire starts: its profile data prefill the contact fields once, at the start.
  const currentUser = useCurrentUser();
  // Without an id the organisation's draft is continued, unless the user asked for a further one.
  const location = useLocation();
  const wantsNew = new URLSearchParams(location.search).has('neu') || formKey.createdId !== null;
  const matchingOrganization =
    activeOrganization && activeOrganization.type === questionnaire.organizationType
      ? activeOrganization._id
      : undefined;
  const latestDraft = useLatestDraft(
    kind,
    id === undefined && continued === undefined && !wantsNew ? matchingOrganization : undefined,
  );

  // A form of this draft left a moment ago may still be saving it: the form opens once that has answered.
  const earlierWrites = useEarlierWrites(
    formKey.key,
    draftLocal(kind),
    id ?? continued,
    latestDraft.isFetching,
  );
  const pending =
    earlierWrites ||
    organizationPending ||
    currentUser.isPending ||
    ((id ?? continued) !== undefined && record.isPending) ||
    (id === undefined &&
      continued === undefined &&
      !wantsNew &&
      matchingOrganization !== undefined &&
      latestDraft.isPending);
  // The form of a long step is the heaviest render of the app: once the data is there, React renders it in the
  // background, in slices that leave the main thread free, while the loader stays for that moment
  // (docs/decisions/062-lazy-contract-schemas.md). Pending again (another id) shows the loader at once.
  const stillPending = useDeferredValue(pending, true);
  if (pending || stillPending) {
    return <Loading label="Fragebogen wird geladen" />;
  }
  if (continued !== undefined && record.data) {
    return (
      <Navigate replace to={stepPath(questionnaire.routeBase, continued, continueSlug(kind, record.data))} />
    );
  }
  if (id === undefined && continued === undefined && !wantsNew && latestDraft.data) {
    return <Navigate replace to={stepPath(questionnaire.routeBase, latestDraft.data._id, step)} />;
  }
  if ((id ?? continued) !== undefined && record.error) {
    const notFound = isApiError(record.error) && (record.error.status === 404 || record.error.status === 400);
    return (
      <div className="prose">
        <p>{questionnaire.title}</p>
        <Title order={1}>{notFound ? questionnaireNotices.notFoundTitle : 'Fragebogen nicht geladen'}</Title>
        <Text mb="md">{notFound ? questionnaireNotices.notFound : userMessageOf(record.error)}</Text>
        <TextLink to="/fragebogen">Zu Ihren Fragebögen</TextLink>
      </div>
    );
  }
  // A draft is worked on for its own organisation: its level, its days and the prefill are that organisation's
  // (docs/questionnaire-rules.md §2). Opened while acting for another one (an address kept, a second tab that
  // switched), it offers the switch instead of the form.
  const owner =
    id !== undefined && record.data?.submittedAt === null ? record.data.meta.organization : undefined;
  if (owner !== undefined && activeOrganization && owner !== activeOrganization._id) {
    const ownerName = organizations.find((candidate) => candidate._id === owner)?.name;
    return (
      <div className="prose">
        <p>{questionnaire.title}</p>
        <Title order={1}>{questionnaireNotices.otherOrganizationTitle}</Title>
        <Text mb="md">
          Sie handeln gerade für „{activeOrganization.name}“.{' '}
          {ownerName
            ? `Dieser Entwurf gehört zu „${ownerName}“: Stufe, Fristen und Angaben sind die dieser Organisation. Um ihn weiterzubearbeiten, handeln Sie für „${ownerName}“.`
            : 'Dieser Entwurf gehört zu einer Organisation, für die Sie derzeit nicht handeln können.'}
        </Text>
        <Group gap="md">
          {ownerName ? <Button onClick={() => actAs(owner)}>Für „{ownerName}“ handeln</Button> : null}
          <TextLink to="/fragebogen">Zu Ihren Fragebögen</TextLink>
        </Group>
      </div>
    );
  }
  if (id === undefined && activeOrganization && activeOrganization.type !== questionnaire.organizationType) {
    return (
      <div className="prose">
        <p>{questionnaire.title}</p>
        <Title order={1}>{questionnaireNotices.wrongOrganizationTypeTitle}</Title>
        <Text mb="md">
          Diesen Fragebogen beantworten Organisationen vom Typ „
          {OrganizationType.label(questionnaire.organizationType)}“. Ihre aktive Organisation „
          {activeOrganization.name}“ ist vom Typ „{OrganizationType.label(activeOrganization.type)}“. Wählen
          Sie im Kopfbereich eine passende Organisation oder beginnen Sie einen Fragebogen für Ihre
          Organisation.
        </Text>
        <TextLink to="/fragebogen">Zu Ihren Fragebögen</TextLink>
      </div>
    );
  }

  // Submitted elsewhere while open here: the form starts again from the submitted answers, not from what was typed.
  const key = `${formKey.key}:${record.data?.submittedAt ?? ''}`;
  return (
    <QuestionnaireForm
      key={key}
      kind={kind}
      record={id !== undefined ? record.data : undefined}
      activeOrganization={activeOrganization}
      level={level}
      prefill={activeOrganization ? prefillValues(activeOrganization, currentUser.data) : undefined}
      slug={step}
      journeyPath={journeyPath}
      onCreated={formKey.onCreated}
      onDeleted={formKey.onDeleted}
    />
  );
}
