import {
  adminEvaluationPath,
  adminJourneyPath,
  adminSubmissionPath,
  JOURNEY_SLUGS,
  QuestionnaireKind,
  type JourneyPathType,
} from '@cert/domain';
import { Title } from '@mantine/core';
import { useLocation, useParams } from 'react-router';
import { TextLink } from '@/components/ui/text-link';
import { EvaluationScreen } from '@/features/evaluation';
import { SubmittedAnswersScreen } from '@/features/questionnaires';

const BACK_LABEL = 'Zurück zum Zertifizierungspfad der Organisation';

/** The address's journey, its questionnaire kind and submission: one module for both journeys and both pages. */
function useSubmission() {
  const { organizationId = '', kind = '', id = '' } = useParams();
  const { pathname } = useLocation();
  const pathType: JourneyPathType = pathname.includes(`/zertifizierungspfad/${JOURNEY_SLUGS.provider}/`)
    ? 'provider'
    : 'procurement';
  const known = QuestionnaireKind.values.find((value) => value === kind);
  return { organizationId, pathType, kind: known, id };
}

function UnknownQuestionnaire({ backPath }: { backPath: string }) {
  return (
    <div className="prose">
      <Title order={1}>Fragebogen nicht gefunden</Title>
      <p>Zu dieser Adresse gibt es keinen eingereichten Fragebogen.</p>
      <TextLink to={backPath}>{BACK_LABEL}</TextLink>
    </div>
  );
}

/** Admin: a submitted questionnaire's answers, read-only (…/fragebogen/:kind/:id). */
export function Component() {
  const { organizationId, pathType, kind, id } = useSubmission();
  const backPath = adminJourneyPath(organizationId, pathType);
  if (!kind) return <UnknownQuestionnaire backPath={backPath} />;
  return (
    <SubmittedAnswersScreen
      key={id}
      kind={kind}
      id={id}
      backPath={backPath}
      backLabel={BACK_LABEL}
      evaluationPath={adminEvaluationPath(organizationId, pathType, kind, id)}
    />
  );
}

/** Admin: the evaluation of a submitted questionnaire, as its organisation sees it (…/:id/auswertung). */
export function EvaluationPage() {
  const { organizationId, pathType, kind, id } = useSubmission();
  const backPath = adminJourneyPath(organizationId, pathType);
  if (!kind) return <UnknownQuestionnaire backPath={backPath} />;
  return (
    <EvaluationScreen
      key={id}
      kind={kind}
      id={id}
      journeyPath={backPath}
      readBy="programme-office"
      answersPath={adminSubmissionPath(organizationId, pathType, kind, id)}
    />
  );
}
