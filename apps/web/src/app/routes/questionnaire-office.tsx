import { questionnaireLoader } from '@/features/questionnaires';
import { QuestionnaireRoute } from './questionnaire';

export const loader = questionnaireLoader('procurement-office');

export function Component() {
  return <QuestionnaireRoute kind="procurement-office" />;
}
