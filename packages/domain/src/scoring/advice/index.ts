import type { QuestionnaireKind } from '../../questionnaires/registry';
import { procurementOfficeAdvice } from './procurement-office';
import { procurementProjectAdvice } from './procurement-project';
import { providerExpertAdvice } from './provider-expert';
import type { QuestionnaireAdvice } from './types';

const advice: Readonly<Record<QuestionnaireKind, QuestionnaireAdvice>> = {
  'procurement-office': procurementOfficeAdvice,
  'procurement-project': procurementProjectAdvice,
  'provider-expert': providerExpertAdvice,
};

export function adviceOf(kind: QuestionnaireKind): QuestionnaireAdvice {
  return advice[kind];
}
