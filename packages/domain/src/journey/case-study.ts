import { z } from 'zod';
import {
  CASE_STUDY_MIN_TEXT,
  caseStudyContentSchema,
  type CaseStudyContent,
  type CaseStudyKind,
} from '../api/journey';
import { versionSchema } from '../api/questionnaire';
import { formatDate } from '../format/dates';
import { messages } from '../messages';
import { textSchema } from '../text';

/**
 * Case studies (docs/decisions/014-journeys.md, "Case studies"): the form's fields with their German labels and
 * help texts, the submit schema and the messages of the case-study calls.
 */

export type CaseStudyField = keyof CaseStudyContent;

/** How the form asks for a field; longText fields need CASE_STUDY_MIN_TEXT characters on submit. */
export type CaseStudyFieldKind = 'text' | 'longText' | 'email' | 'url' | 'yesNo';

export type CaseStudyFieldDefinition = {
  key: CaseStudyField;
  kind: CaseStudyFieldKind;
  label: string;
  help: string;
  /** Needed for the submit (every field but the website). */
  required: boolean;
  /** Longest text the field takes; null for the yes/no question. */
  maxLength: number | null;
};

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
    label: 'Weitere Informationen im Internet (freiwillig)',
    help: 'Eine Internetadresse, die mit https:// oder http:// beginnt.',
  },
  publicationConsent: {
    label: 'Darf das Programm das Praxisbeispiel veröffentlichen?',
    help:
      'Das Programmteam stellt ausgewählte Praxisbeispiele öffentlich vor, zum Beispiel auf der Website des ' +
      'Programms. Ihre Antwort hat keinen Einfluss auf die Prüfung.',
  },
};

const kinds: Record<CaseStudyField, CaseStudyFieldKind> = {
  title: 'text',
  counterpart: 'text',
  period: 'text',
  initialSituation: 'longText',
  procedure: 'longText',
  innovation: 'longText',
  results: 'longText',
  lessonsLearned: 'longText',
  contactName: 'text',
  contactEmail: 'email',
  website: 'url',
  publicationConsent: 'yesNo',
};

/** The fields in the order of the form. */
export const caseStudyFieldOrder = Object.keys(kinds) as CaseStudyField[];

/** The answers of the publication question. */
export const publicationConsentLabels = {
  yes: 'Ja, das Praxisbeispiel darf veröffentlicht werden.',
  no: 'Nein, das Praxisbeispiel ist nur für das Programmteam bestimmt.',
} as const;

const maxLengthOf = (key: CaseStudyField): number | null => {
  if (kinds[key] === 'yesNo') return null;
  if (kinds[key] === 'email') return 254;
  if (kinds[key] === 'url') return 2000;
  return (caseStudyContentSchema.shape[key] as z.ZodString).maxLength;
};

/** The form of a case study of this kind: every field with its label, help text and limits. */
export function caseStudyFields(kind: CaseStudyKind): CaseStudyFieldDefinition[] {
  return caseStudyFieldOrder.map((key) => {
    const text = texts[key];
    const { label, help } = 'label' in text ? text : text[kind];
    return { key, kind: kinds[key], label, help, required: key !== 'website', maxLength: maxLengthOf(key) };
  });
}

/** The German messages of case-study fields and calls. */
export const caseStudyMessages = {
  required: 'Bitte füllen Sie dieses Feld aus.',
  tooShort: (min: number) => `Bitte schreiben Sie mindestens ${min} Zeichen.`,
  tooLong: (max: number) => `Bitte schreiben Sie höchstens ${max} Zeichen.`,
  invalidEmail: messages.invalidEmail,
  invalidUrl: 'Bitte geben Sie eine gültige Internetadresse ein, die mit https:// oder http:// beginnt.',
  consentRequired: messages.selectRequired,
  /** A submit whose content is incomplete (the fields say which). */
  incomplete: 'Bitte füllen Sie alle Pflichtfelder des Praxisbeispiels aus.',
  /** A NUL character or a broken surrogate pair in a text: the database cannot store it. */
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
      : 'Das Praxisbeispiel können Sie einreichen, sobald die vorherige Stufe abgeschlossen ist. ') +
    'Ihren Entwurf können Sie bis dahin weiter bearbeiten und speichern.',
} as const;

const missing = { error: () => caseStudyMessages.required };

function lengthIssues(value: string, min: number, max: number, context: z.RefinementCtx<string>) {
  if (value === '') context.addIssue({ code: 'custom', message: caseStudyMessages.required });
  else if (value.length < min) context.addIssue({ code: 'custom', message: caseStudyMessages.tooShort(min) });
  else if (value.length > max) context.addIssue({ code: 'custom', message: caseStudyMessages.tooLong(max) });
}

const requiredText = (key: CaseStudyField, min = 1) => {
  const max = maxLengthOf(key)!;
  // The long texts (those with a minimum) keep their paragraphs.
  return textSchema({ ...missing, multiline: min > 1 }).superRefine((value, context) =>
    lengthIssues(value, min, max, context),
  );
};

const email = z.email();
const url = z.url({ protocol: /^https?$/ });

/**
 * The content of a submission: every field but the website filled, the long texts at least
 * CASE_STUDY_MIN_TEXT characters, the e-mail address and website valid, and the publication question answered
 * (yes or no: the programme needs to know, the answer does not decide the review; ADR 014).
 */
export const caseStudySubmitContentSchema = z.strictObject({
  title: requiredText('title'),
  counterpart: requiredText('counterpart'),
  period: requiredText('period'),
  initialSituation: requiredText('initialSituation', CASE_STUDY_MIN_TEXT),
  procedure: requiredText('procedure', CASE_STUDY_MIN_TEXT),
  innovation: requiredText('innovation', CASE_STUDY_MIN_TEXT),
  results: requiredText('results', CASE_STUDY_MIN_TEXT),
  lessonsLearned: requiredText('lessonsLearned', CASE_STUDY_MIN_TEXT),
  contactName: requiredText('contactName'),
  contactEmail: textSchema(missing).superRefine((value, context) => {
    if (value === '') context.addIssue({ code: 'custom', message: caseStudyMessages.required });
    else if (value.length > 254 || !email.safeParse(value).success) {
      context.addIssue({ code: 'custom', message: caseStudyMessages.invalidEmail });
    }
  }),
  website: textSchema({ error: () => caseStudyMessages.invalidUrl })
    .superRefine((value, context) => {
      if (value !== '' && (value.length > 2000 || !url.safeParse(value).success)) {
        context.addIssue({ code: 'custom', message: caseStudyMessages.invalidUrl });
      }
    })
    .default(''),
  publicationConsent: z.boolean({ error: () => caseStudyMessages.consentRequired }),
}) satisfies z.ZodType<CaseStudyContent, unknown>;

/** PUT {base}/{id}/submit: the complete content and the version it was loaded at. */
export const submitCaseStudyBodySchema = z.strictObject({
  content: caseStudySubmitContentSchema,
  version: versionSchema,
});

/** The fields a submission still lacks or has wrong (the form's "n fields open"), in the order of the form. */
export function openCaseStudyFields(content: Partial<CaseStudyContent>): CaseStudyField[] {
  const result = caseStudySubmitContentSchema.safeParse(content);
  if (result.success) return [];
  const open = new Set(result.error.issues.map((issue) => issue.path[0]));
  return caseStudyFieldOrder.filter((key) => open.has(key));
}

/** Base of the user calls of each kind (ADR 014; routes in api/journey.ts). */
export const caseStudyApiBase: Record<CaseStudyKind, string> = {
  gold: '/api/journey/procurement/gold/case-study',
  practitioner: '/api/journey/provider/practitioner/case-study',
};

/** PUT …/accept|reject: the platform admin's decision on the organisation's submitted case study of the kind. */
export const adminCaseStudyDecisionPath = (
  organizationId: string,
  kind: CaseStudyKind,
  decision: 'accept' | 'reject',
) =>
  `/api/admin/organization/${organizationId}/journey/${
    kind === 'gold' ? 'procurement/gold' : 'provider/practitioner'
  }/case-study/${decision}`;
