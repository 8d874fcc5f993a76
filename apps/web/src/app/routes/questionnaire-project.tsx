import { questionnaireLoader } from '@/features/questionnaires';
import { QuestionnaireRoute } from './questionnaire';

export const loader = questionnaireLoader('procurement-project');

export function Component() {
  return <QuestionnaireRoute kind="procurement-project" />;
}
