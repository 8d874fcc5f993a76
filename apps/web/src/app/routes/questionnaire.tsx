import { journeyPath, QuestionnaireKind, questionnaires } from '@cert/domain';
import type { LoaderFunctionArgs } from 'react-router';
import { useLocation } from 'react-router';
import { useQuestionnaireLevels } from '@/features/journeys';
import { useActiveOrganization } from '@/features/organizations';
import { QuestionnaireScreen, questionnaireLoader } from '@/features/questionnaires';

/** The questionnaire an address belongs to: one route module serves all three (one chunk, a smaller entry). */
function kindOf(pathname: string): QuestionnaireKind {
  const kind = QuestionnaireKind.values.find((candidate) => {
    const { routeBase } = questionnaires[candidate];
    return pathname === routeBase || pathname.startsWith(`${routeBase}/`);
  });
  if (!kind) throw new Error(`No questionnaire at ${pathname}`);
  return kind;
}

export function loader(args: LoaderFunctionArgs) {
  return questionnaireLoader(kindOf(new URL(args.request.url).pathname))(args);
}

export function Component() {
  const kind = kindOf(useLocation().pathname);
  const { activeOrganization, approvedOrganizations, isPending, setActiveOrganization } =
    useActiveOrganization();
  const levelOf = useQuestionnaireLevels(activeOrganization);
  return (
    <QuestionnaireScreen
      key={kind}
      kind={kind}
      activeOrganization={activeOrganization}
      organizationPending={isPending}
      level={levelOf(kind)}
      journeyPath={journeyPath(questionnaires[kind].journey)}
      organizations={approvedOrganizations}
      actAs={setActiveOrganization}
    />
  );
}
