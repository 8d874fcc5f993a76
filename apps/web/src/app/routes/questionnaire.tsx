import type { QuestionnaireKind } from '@cert/domain';
import { useActiveOrganization } from '@/features/organisations';
import { QuestionnaireScreen } from '@/features/questionnaires';

/** Where every questionnaire leads after a submit until the journey screens exist (spec: journeyProcurement/-Provider). */
const JOURNEY_PATH = '/mein-zertifizierungspfad';

/** The screens of one questionnaire, for the active organisation. */
export function QuestionnaireRoute({ kind }: { kind: QuestionnaireKind }) {
  const { activeOrganization, isPending } = useActiveOrganization();
  return (
    <QuestionnaireScreen
      kind={kind}
      activeOrganization={activeOrganization}
      organizationPending={isPending}
      journeyPath={JOURNEY_PATH}
    />
  );
}
