import type { Contract } from './contract';
import { allQuestionnaireContracts } from './questionnaire-contracts';

/** Every endpoint contract of the API (docs/decisions/048-endpoint-contracts.md): each is served, once. */
export const allContracts = (): Contract[] => [...allQuestionnaireContracts()];
