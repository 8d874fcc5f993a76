import { questionnaireLoader } from '@/features/questionnaires';
import { QuestionnaireRoute } from './questionnaire';

export const loader = questionnaireLoader('provider-expert');

export function Component() {
  return <QuestionnaireRoute kind="provider-expert" />;
}
