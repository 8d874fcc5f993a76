import { defineOptions, type OptionValue } from '../options';
import type { QuestionnaireDefinition } from './definition';
import { procurementOfficeDefinition } from './procurement-office';
import { procurementProjectDefinition } from './procurement-project';
import { providerExpertDefinition } from './provider-expert';

/** The three questionnaires; the value is the slug of `GET /api/questionnaires/{kind}/schema`. */
export const QuestionnaireKind = defineOptions({
  'procurement-office': 'Innovative Beschaffungsstelle',
  'procurement-project': 'Innovatives Beschaffungsprojekt',
  'provider-expert': 'Unternehmen: Expert',
});
export type QuestionnaireKind = OptionValue<typeof QuestionnaireKind>;

type Questionnaire = {
  readonly kind: QuestionnaireKind;
  /** Screen title (docs/questionnaire-rules.md §2). */
  readonly title: string;
  /** What the questionnaire assesses, in the names of its documents: 'Auswertung Beschaffungsstelle 2026-11-21.pdf'. */
  readonly shortName: string;
  /** Base of the five calls of docs/questionnaire-rules.md §7, below the API's base (api/contract.ts). */
  readonly apiBase: string;
  /** Route of the screens, without the optional id and the step (docs/questionnaire-rules.md §2). */
  readonly routeBase: string;
  /** Where the user goes after submitting (spec: journeyProcurement or journeyProvider). */
  readonly journey: 'procurement' | 'provider';
  /** The organisation type that answers it. */
  readonly organizationType: 'PublicProcurer' | 'Provider';
  readonly definition: QuestionnaireDefinition;
};

export const questionnaires: Readonly<Record<QuestionnaireKind, Questionnaire>> = {
  'procurement-office': {
    kind: 'procurement-office',
    title: 'Zertifizierung innovativer Beschaffungsstellen',
    shortName: 'Beschaffungsstelle',
    apiBase: '/certifications/procurement-office',
    routeBase: '/fragebogen/innovative-beschaffungsstelle',
    journey: 'procurement',
    organizationType: 'PublicProcurer',
    definition: procurementOfficeDefinition,
  },
  'procurement-project': {
    kind: 'procurement-project',
    title: 'Zertifizierung innovativer Beschaffungsprojekte',
    shortName: 'Beschaffungsprojekt',
    apiBase: '/certifications/procurement-project',
    routeBase: '/fragebogen/innovatives-beschaffungsprojekt',
    journey: 'procurement',
    organizationType: 'PublicProcurer',
    definition: procurementProjectDefinition,
  },
  'provider-expert': {
    kind: 'provider-expert',
    title: 'Zertifizierung von Unternehmen: Expert',
    shortName: 'Unternehmen',
    apiBase: '/provider/expert',
    routeBase: '/fragebogen/unternehmen',
    journey: 'provider',
    organizationType: 'Provider',
    definition: providerExpertDefinition,
  },
};
