import type { QuestionnaireKind } from '@cert/domain';
import { questionnaireListContracts } from '@cert/domain/contracts';
import { api } from './api-client';
import { callKey } from './call-query';

/** How many open drafts of a questionnaire the overview offers to choose from: more is not what "continue" means. */
const OPEN_DRAFTS_SHOWN = 10;

/**
 * The organisation's open drafts of one questionnaire, the one edited last first (at most OPEN_DRAFTS_SHOWN): what
 * every way into a questionnaire continues unless the user asks for another draft (docs/questionnaire-rules.md §4).
 * Shared by the questionnaire's screens and the journey's card, so that both name the same draft from one read.
 */
export function openDraftsQuery(kind: QuestionnaireKind, organization: string | undefined) {
  const input = {
    query: {
      'filter.organization': organization ?? '',
      'filter.kind': kind,
      page: 1,
      pageSize: OPEN_DRAFTS_SHOWN,
      sort: '-updatedAt',
    },
  } as const;
  return {
    // Keyed apart from the list's pages themselves: this query keeps one questionnaire's drafts.
    queryKey: [...callKey(questionnaireListContracts.draft, input), 'open'],
    queryFn: async () => (await api.call(questionnaireListContracts.draft, input)).docs,
    enabled: organization !== undefined,
    staleTime: 0,
  };
}
