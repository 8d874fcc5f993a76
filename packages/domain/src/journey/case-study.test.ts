import { describe, expect, it } from 'vitest';
import { maxLengthOf, type TextField } from '../questionnaires/definition';
import {
  CASE_STUDY_MIN_TEXT,
  caseStudyDraftContentSchema,
  caseStudyFieldOrder,
  caseStudyStep,
  caseStudyMessages,
  caseStudySubmitContentSchema,
  openCaseStudyFields,
  submitCaseStudyBodySchema,
  type CaseStudyContent,
} from './case-study';

const long = (word: string) => `${word} `.repeat(Math.ceil(CASE_STUDY_MIN_TEXT / word.length)).trim();

const complete: CaseStudyContent = {
  title: 'Digitale Bauakte',
  counterpart: 'Elektronische Aktenführung für das Bauordnungsamt',
  initialSituation: long('Ausgangslage'),
  procedure: long('Vorgehen'),
  innovation: long('Innovation'),
  results: long('Ergebnis'),
  lessonsLearned: long('Erfahrung'),
  period: '03/2025 – 11/2025',
  contactName: 'Erika Mustermann',
  contactEmail: 'erika.mustermann@amt.example',
  publicationConsent: false,
};

/** The messages of a failed parse by field path. */
function issuesOf(content: unknown): Record<string, string[]> {
  const result = caseStudySubmitContentSchema.safeParse(content);
  if (result.success) return {};
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byPath[issue.path.join('.')] ??= []).push(issue.message);
  return byPath;
}

describe('case study fields', () => {
  const fieldsOf = (kind: 'gold' | 'practitioner') => caseStudyStep(kind).fields;
  const find = (kind: 'gold' | 'practitioner', key: string) =>
    fieldsOf(kind).find((field) => field.key === key)!;
  const maxOf = (key: string) => maxLengthOf(find('practitioner', key) as TextField);

  it('are one step of the engine whose fields the draft schema takes, in the order of the form', () => {
    expect(fieldsOf('gold').map((field) => field.key)).toEqual(caseStudyFieldOrder);
    expect(fieldsOf('practitioner').map((field) => field.key)).toEqual(caseStudyFieldOrder);
    for (const key of caseStudyFieldOrder) {
      expect(caseStudyDraftContentSchema.safeParse({ [key]: null }).success).toBe(true);
    }
    expect(caseStudyDraftContentSchema.safeParse({ rating: 5 }).success).toBe(false);
  });

  it('name the counterpart and the long texts from the point of view of each kind', () => {
    expect(find('gold', 'counterpart').label).toBe('Beschaffte Lösung');
    expect(find('practitioner', 'counterpart').label).toBe('Öffentlicher Auftraggeber');
    expect(find('gold', 'lessonsLearned').help).toContain('öffentlichen Auftraggebern');
    expect(find('practitioner', 'lessonsLearned').help).toContain('Unternehmen');
    expect(find('gold', 'title')).toEqual(find('practitioner', 'title'));
  });

  it('need every field but the website, with their limits', () => {
    const fields = fieldsOf('practitioner');
    expect(fields.filter((field) => field.optional).map((field) => field.key)).toEqual(['website']);
    expect(maxOf('title')).toBe(200);
    expect(maxOf('results')).toBe(5000);
    expect(maxOf('website')).toBe(2000);
    expect(find('practitioner', 'publicationConsent').kind).toBe('boolean');
    for (const field of fields.filter((entry) => entry.kind === 'longText')) {
      expect(field.help).toContain(`mindestens ${CASE_STUDY_MIN_TEXT} Zeichen`);
    }
  });
});

describe('case study submit schema', () => {
  it('accepts a complete case study and trims its texts; consent may be no', () => {
    const parsed = caseStudySubmitContentSchema.parse({ ...complete, title: '  Digitale Bauakte  ' });
    expect(parsed).toEqual(complete);
    expect(
      caseStudySubmitContentSchema.parse({ ...complete, publicationConsent: true }).publicationConsent,
    ).toBe(true);
  });

  it('takes a missing or empty website as none, and a valid https address', () => {
    expect(caseStudySubmitContentSchema.parse(complete).website).toBeUndefined();
    expect(caseStudySubmitContentSchema.parse({ ...complete, website: ' ' }).website).toBeUndefined();
    expect(
      caseStudySubmitContentSchema.parse({ ...complete, website: 'https://amt.example/bauakte' }).website,
    ).toBe('https://amt.example/bauakte');
  });

  it('names each missing or empty field with a German message', () => {
    const { title: _title, publicationConsent: _consent, ...rest } = complete;
    expect(issuesOf({ ...rest, contactName: '   ' })).toEqual({
      title: [caseStudyMessages.required],
      contactName: [caseStudyMessages.required],
      publicationConsent: ['Bitte treffen Sie eine Auswahl'],
    });
  });

  it('needs the long texts at least CASE_STUDY_MIN_TEXT characters after trimming', () => {
    const short = `${'x'.repeat(CASE_STUDY_MIN_TEXT - 1)}   `;
    expect(issuesOf({ ...complete, results: short })).toEqual({
      results: [`Bitte schreiben Sie mindestens ${CASE_STUDY_MIN_TEXT} Zeichen.`],
    });
    expect(issuesOf({ ...complete, results: 'x'.repeat(CASE_STUDY_MIN_TEXT) })).toEqual({});
    expect(issuesOf({ ...complete, results: 'x'.repeat(5001) })).toEqual({
      results: ['Bitte schreiben Sie höchstens 5000 Zeichen.'],
    });
  });

  it('refuses an invalid e-mail address, a website without http(s) and unknown fields', () => {
    expect(issuesOf({ ...complete, contactEmail: 'erika@' })).toEqual({
      contactEmail: ['Bitte geben Sie eine gültige E-Mail Adresse ein'],
    });
    expect(issuesOf({ ...complete, website: 'javascript:alert(1)' })).toEqual({
      website: [caseStudyMessages.invalidUrl],
    });
    expect(issuesOf({ ...complete, website: 'ftp://amt.example' })).toEqual({
      website: [caseStudyMessages.invalidUrl],
    });
    expect(Object.keys(issuesOf({ ...complete, rating: 5 }))).toEqual(['']);
  });

  it('takes a website typed as "www.beispiel.de" and stores it with https://', () => {
    expect(issuesOf({ ...complete, website: 'www.beispiel.de' })).toEqual({});
    const parsed = submitCaseStudyBodySchema.parse({
      content: { ...complete, website: 'www.beispiel.de' },
      version: 1,
    });
    expect(parsed.content.website).toBe('https://www.beispiel.de');
  });

  it('does not force consent: a string or null is no answer', () => {
    expect(issuesOf({ ...complete, publicationConsent: 'ja' })).toEqual({
      publicationConsent: ['Bitte treffen Sie eine Auswahl'],
    });
    expect(issuesOf({ ...complete, publicationConsent: null })).toEqual({
      publicationConsent: ['Bitte treffen Sie eine Auswahl'],
    });
  });

  it('wraps the content with the version in the submit body', () => {
    expect(submitCaseStudyBodySchema.safeParse({ content: complete, version: 3 }).success).toBe(true);
    expect(submitCaseStudyBodySchema.safeParse({ content: complete, version: 0 }).success).toBe(false);
    expect(submitCaseStudyBodySchema.safeParse({ content: complete }).success).toBe(false);
  });
});

describe('open case study fields', () => {
  it('lists what a submission still lacks, in the order of the form', () => {
    expect(openCaseStudyFields({})).toEqual(caseStudyFieldOrder.filter((key) => key !== 'website'));
    expect(openCaseStudyFields(complete)).toEqual([]);
    expect(openCaseStudyFields({ ...complete, results: 'kurz', contactEmail: 'x', website: 'nein' })).toEqual(
      ['results', 'contactEmail', 'website'],
    );
  });
});

describe('case study messages', () => {
  it('name the opening day in German format, or the missing earlier level', () => {
    expect(caseStudyMessages.levelNotOpen('2026-12-19')).toBe(
      'Das Praxisbeispiel können Sie ab dem 19.12.2026 einreichen. ' +
        'Ihren Entwurf können Sie bis dahin weiter bearbeiten und speichern.',
    );
    expect(caseStudyMessages.levelNotOpen(null)).toContain(
      'wenn die vorherige Stufe abgeschlossen und die Wartezeit danach vorbei ist',
    );
  });
});
