import { journeyPath, QuestionnaireKind, questionnaires } from '@cert/domain';
import { useLocation, useParams } from 'react-router';
import { EvaluationScreen } from '@/features/evaluation';
import { REVIEW_SLUG, stepPath } from '@/features/questionnaires';

/** The questionnaire an address belongs to: one route module serves the evaluations of all three. */
function kindOf(pathname: string): QuestionnaireKind {
  const kind = QuestionnaireKind.values.find((candidate) =>
    pathname.startsWith(`${questionnaires[candidate].routeBase}/`),
  );
  if (!kind) throw new Error(`No questionnaire at ${pathname}`);
  return kind;
}

export function Component() {
  const kind = kindOf(useLocation().pathname);
  const { id = '' } = useParams();
  return (
    <EvaluationScreen
      key={`${kind}:${id}`}
      kind={kind}
      id={id}
      journeyPath={journeyPath(questionnaires[kind].journey)}
      answersPath={stepPath(questionnaires[kind].routeBase, id, REVIEW_SLUG)}
    />
  );
}
