import { answerOf, fieldIndex } from '../questionnaires/answers';
import type { Field, QuestionnaireAnswers, Step } from '../questionnaires/definition';
import { questionnaires, type QuestionnaireKind } from '../questionnaires/registry';

/**
 * What narrows a peer comparison (issue 26, docs/insights.md): attributes every submission of a kind answers, read
 * from its own answers, so that a comparison groups organisations by how they described themselves when they
 * answered. The answers' options are the one source of the values and their German labels.
 */
export const PeerFilterKey = ['agencyLevel', 'agencySize', 'companySize', 'businessSector'] as const;
export type PeerFilterKey = (typeof PeerFilterKey)[number];

type PeerFilterSource = { key: PeerFilterKey; label: string; path: string };

const procurerFilters: readonly PeerFilterSource[] = [
  { key: 'agencyLevel', label: 'Gleiche Verwaltungsebene', path: 'general.agency' },
  { key: 'agencySize', label: 'Gleiche Größe der Vergabestelle', path: 'information.agencySize' },
];

const sources: Readonly<Record<QuestionnaireKind, readonly PeerFilterSource[]>> = {
  'procurement-office': procurerFilters,
  'procurement-project': procurerFilters,
  'provider-expert': [
    { key: 'companySize', label: 'Gleiche Unternehmensgröße', path: 'general.size' },
    { key: 'businessSector', label: 'Gleiche Branche', path: 'general.businessSector' },
  ],
};

/** The filters a kind offers, each with the German label of every value and where its answer stands. */
type PeerFilter = {
  key: PeerFilterKey;
  label: string;
  options: ReadonlyMap<string, string>;
  step: Step;
  field: Field;
};

const filtersByKind = new Map<QuestionnaireKind, readonly PeerFilter[]>();

export function peerFilters(kind: QuestionnaireKind): readonly PeerFilter[] {
  let filters = filtersByKind.get(kind);
  if (!filters) {
    const index = fieldIndex(questionnaires[kind].definition);
    filters = sources[kind].map(({ key, label, path }) => {
      const located = index.get(path);
      if (!located || located.field.kind !== 'choice')
        throw new Error(`peer filter ${key}: ${path} is no choice`);
      const options = new Map(located.field.options.map((option) => [option.value, option.label]));
      return { key, label, options, ...located };
    });
    filtersByKind.set(kind, filters);
  }
  return filters;
}

/** A submission's values of its kind's filters; a value that is no option of the field counts as not given. */
export function peerAttributes(
  kind: QuestionnaireKind,
  answers: QuestionnaireAnswers,
): Partial<Record<PeerFilterKey, string>> {
  const attributes: Partial<Record<PeerFilterKey, string>> = {};
  for (const { key, options, step, field } of peerFilters(kind)) {
    const value = answerOf(answers, step, field);
    if (typeof value === 'string' && options.has(value)) attributes[key] = value;
  }
  return attributes;
}

/**
 * Whom a comparison counts and why its figures are not a hand calculation, as the evaluation screen and its PDF say
 * it (docs/insights.md, "Privacy").
 */
export const PEER_FIGURES_NOTE =
  'Ihre eigene Organisation zählt mit, sobald sie in einem Stand der Zahlen enthalten ist. Die Vergleichswerte ' +
  'sind zum Schutz einzelner Organisationen leicht verrauscht und können daher etwas von einer Nachrechnung ' +
  'abweichen.';

/** In place of a median a small group does not show. */
export const MEDIAN_NOT_SHOWN = 'nicht gezeigt';

/** Why a small group shows only its middle half (domain `publishedSpread`). */
export const bandOnlyNote = (minimum: number): string =>
  `Bei weniger als ${2 * minimum} Organisationen zeigen wir nur die mittlere Hälfte, auf volle zehn Prozent ` +
  'gerundet, und keinen Median: In so kleinen Gruppen wären genauere Werte wenig aussagekräftig.';
