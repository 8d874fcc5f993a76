import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, PDFName } from 'pdf-lib';
import { QuestionnaireKind, questionnaires, sliderSteps } from '@cert/domain';
import { blankQuestionnairePdfPath } from '@cert/domain/contracts';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { TestBrowser } from '../helpers/browser';
import { checkPdfUa } from '../helpers/check-pdfua.mjs';
import { pageRectangles, pdfText, structureText } from '../helpers/pdf-text';

describe('blank questionnaire PDFs (docs/decisions/015-certificates.md "Blank questionnaires")', () => {
  let t: TestContext;
  let browser: TestBrowser;

  beforeAll(async () => {
    t = await createTestApp();
    browser = new TestBrowser(t.app);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const textOf = async (kind: QuestionnaireKind) => {
    const response = await browser.get(blankQuestionnairePdfPath(kind));
    expect(response.statusCode, response.body).toBe(200);
    const { document, pages } = await pdfText(response.rawPayload);
    return { response, document, pages, text: pages.flat().join(' ').replace(/\s+/g, ' ') };
  };

  it.each(QuestionnaireKind.values)('prints every step and question of %s, without sign-in', async (kind) => {
    const { response, document, pages, text } = await textOf(kind);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(document.getTitle()).toBe(`Fragebogen zum Ausfüllen: ${questionnaires[kind].title}`);
    expect(document.catalog.get(PDFName.of('Lang'))?.toString()).toBe('(de-DE)');
    expect(pages.length).toBeGreaterThan(2);
    expect(text).toContain(`Seite ${pages.length} von ${pages.length}`);
    expect(text).toContain('Tragen Sie die Antworten anschließend online auf der Plattform ein');
    questionnaires[kind].definition.steps.forEach((step, index) => {
      expect(text).toContain(`${index + 1}. ${step.title}`);
      for (const field of step.fields) expect(text).toContain(field.label);
    });
  });

  it.each(QuestionnaireKind.values)(
    'is for %s a tagged PDF/UA document: title, steps and questions as headings in order (docs/accessibility.md)',
    async (kind) => {
      const { response } = await textOf(kind);
      expect((await checkPdfUa(response.rawPayload)).results.filter((check) => !check.pass)).toEqual([]);
      const structure = await structureText(response.rawPayload);
      const headings = (level: string) =>
        structure.filter((entry) => entry.type === level).map((entry) => entry.text);
      const { title, definition } = questionnaires[kind];
      expect(headings('H1')).toEqual([title]);
      expect(headings('H2')).toEqual(definition.steps.map((step, index) => `${index + 1}. ${step.title}`));
      expect(headings('H3')).toHaveLength(definition.steps.flatMap((step) => step.fields).length);
    },
  );

  it('prints options, scale steps, matrix rows and conditions with their German wording', async () => {
    const { text } = await textOf('procurement-office');
    for (const expected of [
      // Choice options and their help.
      'Bestes Verhältnis von Lebenszykluskosten und Nutzen',
      'Gewertet werden die Kosten über die gesamte Nutzungsdauer',
      // A matrix row and its scale's steps.
      'Geringere Belastung von Umwelt und Klima',
      'Keine Angabe möglich',
      // A checklist item.
      'Nachhaltigkeits- und Klimaziele mit innovativen Produkten erreichen',
      'Nur zu beantworten, wenn „Hat Ihre Organisation eine festgelegte Beschaffungsstrategie?“ mit „ja“ beantwortet wurde.',
    ]) {
      expect(text).toContain(expected);
    }
    const provider = await textOf('provider-expert');
    expect(provider.text).toContain(
      'Nur zu beantworten, wenn bei „Wie oft hat sich Ihr Unternehmen bisher an öffentlichen Ausschreibungen beteiligt?“ eine höhere Stufe als',
    );
  });

  it('draws an empty box for every option, scale step, checklist item and matrix cell', async () => {
    const response = await browser.get(blankQuestionnairePdfPath('procurement-project'));
    const document = await PDFDocument.load(response.rawPayload);
    // A box is an 8 × 8 pt rectangle, drawn and not filled.
    const boxes = document
      .getPages()
      .flatMap((page) => pageRectangles(document, page))
      .filter((box) => box.width === 8 && box.height === 8 && box.fill === null).length;
    const expected = questionnaires['procurement-project'].definition.steps
      .flatMap((step) => step.fields)
      .reduce((sum, field) => {
        switch (field.kind) {
          case 'choice':
            return sum + field.options.length;
          case 'yesNo':
            return sum + 2;
          case 'rating':
            return sum + sliderSteps(field.scale).length;
          case 'matrix':
            return sum + field.statements.length * sliderSteps(field.scale).length;
          case 'checklist':
            return sum + field.items.length;
          default:
            return sum;
        }
      }, 0);
    expect(expected).toBeGreaterThan(50);
    expect(boxes).toBe(expected);
  });

  it('is cacheable: the same ETag each time, 304 for If-None-Match', async () => {
    const first = await browser.get(blankQuestionnairePdfPath('provider-expert'));
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const again = await browser.get(blankQuestionnairePdfPath('provider-expert'), {
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers 404 for an unknown questionnaire', async () => {
    const response = await browser.get('/api/questionnaires/unbekannt/blank-pdf');
    expect(response.statusCode).toBe(404);
  });
});
