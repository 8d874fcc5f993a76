import { z } from 'zod';
import { versionSchema } from '../document-version';
import { formatDate } from '../format/dates';
import { messages } from '../messages';
import { defineOptions, type OptionValue } from '../options';
import { answerMessages, normalizeSubmission } from '../questionnaires/answers';
import type { QuestionnaireDefinition, Step } from '../questionnaires/definition';
import { issuesBeyondDraft, sectionDraftSchema } from '../questionnaires/schemas';

/**
 * Case studies (docs/decisions/014-journeys.md, "Case studies"): a one-step definition of the questionnaire engine
 * (docs/questionnaires.md), so that the draft and submit rules, the messages, the form's inputs and the words of an
 * answer are the engine's. A case study's content is that one step's section: `{ title, counterpart, … }`.
 */

export const CaseStudyKind = defineOptions({
  gold: 'Praxisbeispiel (Gold)',
  practitioner: 'Praxisbeispiel (Practitioner)',
});
export type CaseStudyKind = OptionValue<typeof CaseStudyKind>;

/**
 * Minimum length of the long texts on submit.
 * @internal
 */
export const CASE_STUDY_MIN_TEXT = 200;

/**
 * The answers of the publication question.
 * @internal
 */
export const publicationConsentLabels = {
  yes: 'Ja, das Praxisbeispiel darf veröffentlicht werden.',
  no: 'Nein, das Praxisbeispiel ist nur für das Programmteam bestimmt.',
} as const;

/**
 * The fields in the order of the form, with their kinds and limits: the same for both kinds of case study, whose
 * words differ (below). Every field but the website is needed for the submit. A new case study starts with the
 * respondent as its contact (`prefill`, docs/questionnaire-rules.md §4).
 */
const fieldRules = [
  { key: 'title', kind: 'text', maxLength: 200 },
  { key: 'counterpart', kind: 'text', maxLength: 300 },
  { key: 'period', kind: 'text', maxLength: 100 },
  { key: 'initialSituation', kind: 'longText', minLength: CASE_STUDY_MIN_TEXT },
  { key: 'procedure', kind: 'longText', minLength: CASE_STUDY_MIN_TEXT },
  { key: 'innovation', kind: 'longText', minLength: CASE_STUDY_MIN_TEXT },
  { key: 'results', kind: 'longText', minLength: CASE_STUDY_MIN_TEXT },
  { key: 'lessonsLearned', kind: 'longText', minLength: CASE_STUDY_MIN_TEXT },
  { key: 'contactName', kind: 'text', maxLength: 200, prefill: 'userName' },
  { key: 'contactEmail', kind: 'email', prefill: 'userEmail' },
  { key: 'website', kind: 'url', optional: true },
  { key: 'publicationConsent', kind: 'boolean', answers: publicationConsentLabels },
] as const;

type FieldRule = (typeof fieldRules)[number];
export type CaseStudyField = FieldRule['key'];

type ValueOf<Rule extends FieldRule> = Rule['kind'] extends 'boolean' ? boolean : string;
/** A submitted case study's content: every text (the website may be left out) and the publication answer. */
export type CaseStudyContent = {
  [Rule in FieldRule as Rule extends { optional: true } ? never : Rule['key']]: ValueOf<Rule>;
} & { [Rule in FieldRule as Rule extends { optional: true } ? Rule['key'] : never]?: ValueOf<Rule> };
/** A draft's content: any field may be missing or null. */
export type CaseStudyDraftContent = { [Key in CaseStudyField]?: Required<CaseStudyContent>[Key] | null };

type Text = { label: string; help: string };

const longTextHelp = `Bitte schreiben Sie mindestens ${CASE_STUDY_MIN_TEXT} Zeichen.`;

/** Labels and help texts, with a text per kind where the procurer's and the provider's view differ. */
const texts: Record<CaseStudyField, Text | Record<CaseStudyKind, Text>> = {
  title: {
    label: 'Titel des Praxisbeispiels',
    help: 'Ein kurzer Titel, der sagt, worum es geht, zum Beispiel „Digitale Bauakte für das Bauordnungsamt“.',
  },
  counterpart: {
    gold: {
      label: 'Beschaffte Lösung',
      help: 'Welche Leistung oder Lösung haben Sie beschafft? Nennen Sie auch das beauftragte Unternehmen.',
    },
    practitioner: {
      label: 'Öffentlicher Auftraggeber',
      help: 'Für welchen öffentlichen Auftraggeber haben Sie die Lösung erbracht?',
    },
  },
  period: {
    label: 'Zeitraum',
    help: 'Von wann bis wann lief das Vorhaben? Zum Beispiel „03/2025 – 11/2025“.',
  },
  initialSituation: {
    gold: {
      label: 'Ausgangslage und Bedarf',
      help: `Welches Problem wollten Sie lösen, und welchen Bedarf hatte Ihre Verwaltung? ${longTextHelp}`,
    },
    practitioner: {
      label: 'Ausgangslage und Bedarf',
      help: `Welches Problem hatte der Auftraggeber, und welchen Bedarf hat er beschrieben? ${longTextHelp}`,
    },
  },
  procedure: {
    gold: {
      label: 'Vorgehen bei der Beschaffung',
      help: `Wie sind Sie vorgegangen: Markterkundung, Vergabeverfahren, Zuschlagskriterien? ${longTextHelp}`,
    },
    practitioner: {
      label: 'Vorgehen im Vergabeverfahren',
      help: `Wie sind Sie auf den Auftrag aufmerksam geworden, wie lief das Verfahren, und was hat den Ausschlag für Ihr Angebot gegeben? ${longTextHelp}`,
    },
  },
  innovation: {
    gold: {
      label: 'Das Innovative daran',
      help: `Was ist an der Lösung oder an Ihrem Vorgehen neu, für Ihre Verwaltung oder allgemein? ${longTextHelp}`,
    },
    practitioner: {
      label: 'Das Innovative daran',
      help: `Was ist an Ihrer Lösung neu für den Auftraggeber oder die öffentliche Verwaltung? ${longTextHelp}`,
    },
  },
  results: {
    label: 'Ergebnisse und Wirkung',
    help: `Was hat sich verbessert? Nennen Sie, wenn möglich, Zahlen, zum Beispiel zu Zeit, Kosten oder Zufriedenheit. ${longTextHelp}`,
  },
  lessonsLearned: {
    gold: {
      label: 'Erfahrungen und Empfehlungen',
      help: `Was raten Sie anderen öffentlichen Auftraggebern? Was würden Sie heute anders machen? ${longTextHelp}`,
    },
    practitioner: {
      label: 'Erfahrungen und Empfehlungen',
      help: `Was raten Sie anderen Unternehmen, die innovative Lösungen an öffentliche Auftraggeber liefern wollen? ${longTextHelp}`,
    },
  },
  contactName: {
    label: 'Ansprechperson',
    help: 'Wen kann das Programmteam bei Fragen zum Praxisbeispiel ansprechen?',
  },
  contactEmail: {
    label: 'E-Mail-Adresse der Ansprechperson',
    help: 'An diese Adresse schreibt das Programmteam bei Rückfragen.',
  },
  website: {
    label: 'Weitere Informationen im Internet (optional)',
    help: 'Eine Internetadresse, zum Beispiel www.beispiel.de.',
  },
  publicationConsent: {
    label: 'Darf das Programm das Praxisbeispiel veröffentlichen?',
    help:
      'Das Programmteam stellt ausgewählte Praxisbeispiele öffentlich vor, zum Beispiel auf der Website des ' +
      'Programms. Ihre Antwort hat keinen Einfluss auf die Prüfung.',
  },
};

/** The form of a kind: one step, its section `content`. */
function definitionOf(kind: CaseStudyKind): QuestionnaireDefinition {
  const step: Step = {
    slug: 'praxisbeispiel',
    section: 'content',
    title: CaseStudyKind.label(kind),
    fields: fieldRules.map((rule) => {
      const text = texts[rule.key];
      return { ...rule, ...('label' in text ? text : text[kind]) };
    }),
  };
  return { steps: [step], textRequiredMessage: 'Bitte füllen Sie dieses Feld aus.' };
}

const definitions: Record<CaseStudyKind, QuestionnaireDefinition> = {
  gold: definitionOf('gold'),
  practitioner: definitionOf('practitioner'),
};

/** The case study of a kind as a definition of the questionnaire engine. */
export const caseStudyDefinition = (kind: CaseStudyKind): QuestionnaireDefinition => definitions[kind];

/** The step of a kind's case study: its fields with labels and help texts, in the order of the form. */
export const caseStudyStep = (kind: CaseStudyKind): Step => definitions[kind].steps[0]!;

/**
 * The fields in the order of the form.
 * @internal
 */
export const caseStudyFieldOrder: readonly CaseStudyField[] = fieldRules.map((rule) => rule.key);

/** The German messages of case-study fields and calls. */
export const caseStudyMessages = {
  required: definitions.gold.textRequiredMessage!,
  tooShort: answerMessages.tooShort,
  invalidEmail: messages.invalidEmail,
  invalidUrl: answerMessages.invalidUrl,
  consentRequired: messages.selectRequired,
  /** A submit whose content is incomplete (the fields say which). */
  incomplete: 'Bitte füllen Sie alle Pflichtfelder des Praxisbeispiels aus.',
  /** POST while the organisation has a case study of the kind in work (draft or submitted). */
  alreadyInWork:
    'Für diese Organisation ist bereits ein Praxisbeispiel in Bearbeitung oder in Prüfung. Bitte öffnen Sie dieses.',
  /** Save, submit or delete of a case study that is no longer a draft. */
  notDraft: 'Dieses Praxisbeispiel wurde bereits eingereicht und kann nicht mehr geändert werden.',
  /** An admin decision without a submitted case study of the kind. */
  notSubmitted: 'Die Organisation hat kein eingereichtes Praxisbeispiel, über das zu entscheiden ist.',
  /** Submit before the level opens (409 LEVEL_NOT_OPEN); opensAt as YYYY-MM-DD, null when an earlier level is missing. */
  levelNotOpen: (opensAt: string | null) =>
    (opensAt
      ? `Das Praxisbeispiel können Sie ab dem ${formatDate(opensAt)} einreichen. `
      : 'Das Praxisbeispiel können Sie einreichen, wenn die vorherige Stufe abgeschlossen und die Wartezeit danach vorbei ist. ') +
    'Ihren Entwurf können Sie bis dahin weiter bearbeiten und speichern.',
  /** Above a case study in work, and on its journey, while an earlier one's rejection is its reason. */
  previousRejected: 'Ihr voriges Praxisbeispiel wurde nicht angenommen',
  /** What the office's comment is called where the organisation reads it: a rejection's is its reason (as in its mail). */
  reviewComment: (state: 'ACCEPTED' | 'REJECTED' | 'DRAFT' | 'SUBMITTED') =>
    state === 'REJECTED' ? 'Begründung des Programmteams' : 'Anmerkung des Programmteams',
} as const;

// Both kinds share their rules (fieldRules): the gold definition stands for both in the schemas.
const rules = definitions.gold;
const [section] = rules.steps;

/** A draft's content: each present field of its type and within its length; unknown fields are refused. */
export const caseStudyDraftContentSchema = sectionDraftSchema(section!) as unknown as z.ZodType<
  CaseStudyDraftContent,
  unknown
>;

/**
 * The content of a submission, by the engine's submit rules: every field but the website filled, the long texts at
 * least CASE_STUDY_MIN_TEXT characters, the e-mail address and website valid, and the publication question answered
 * (yes or no: the programme needs to know, the answer does not decide the review; ADR 014). Its output is the
 * normalised content (texts trimmed, an empty website left out).
 * @internal
 */
export const caseStudySubmitContentSchema = caseStudyDraftContentSchema
  .superRefine((content, context) => {
    for (const issue of issuesBeyondDraft(rules, { [section!.section]: content })) {
      context.addIssue({ code: 'custom', path: issue.path.slice(1), message: issue.message });
    }
  })
  .transform(
    (content) =>
      normalizeSubmission(rules, { [section!.section]: content })[section!.section] as CaseStudyContent,
  );

/** PUT {base}/{id}/submit: the complete content and the version it was loaded at. */
export const submitCaseStudyBodySchema = z.strictObject({
  content: caseStudySubmitContentSchema,
  version: versionSchema,
});

/**
 * The fields a submission still lacks or has wrong (the form's "n fields open"), in the order of the form.
 * @internal
 */
export function openCaseStudyFields(content: CaseStudyDraftContent): CaseStudyField[] {
  const result = caseStudySubmitContentSchema.safeParse(content);
  if (result.success) return [];
  const open = new Set(result.error.issues.map((issue) => issue.path[0]));
  return caseStudyFieldOrder.filter((key) => open.has(key));
}
