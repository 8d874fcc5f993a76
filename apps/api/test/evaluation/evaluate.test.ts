import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adviceOf,
  evaluate,
  questionnaires as registry,
  SCORING_VERSION,
  type EvaluationResult,
  type QuestionnaireAnswers,
  type QuestionnaireKind,
} from '@cert/domain';
import { questionnaires } from '../../src/db/schema';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { appWithAdmin } from '../helpers/admin-app';
import { signIn, type SignedIn } from '../helpers/browser';
import { openLevelFor } from '../helpers/journeys';
import { insertOrganization, organizationData } from '../helpers/organizations';
import { checkPdfUa } from '../helpers/check-pdfua.mjs';
import { pdfText, structureText } from '../helpers/pdf-text';
import { expectApiError, uniqueEmail } from '../organization/support';
import { createDraft, kinds, read, recordOf, submit } from '../questionnaire/support';
import { best, createAndSubmit, evaluateUrl, evaluationOf, pdfUrl, worst } from './support';

const ADMIN = 'admin@programm.example';

describe('evaluation on submit and the evaluate calls (docs/questionnaire-rules.md §3, §7)', () => {
  let t: TestContext;
  let member: SignedIn;
  let outsider: SignedIn;
  let admin: SignedIn;
  /** One organisation per questionnaire: a procurer's second branch waits 6 weeks after the first passed. */
  const organizationOf = {} as Record<QuestionnaireKind, string>;
  const outsiderOrganizationOf = {} as Record<'PublicProcurer' | 'Provider', string>;
  const names = {} as Record<'PublicProcurer' | 'Provider', string>;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    member = await signIn(t, uniqueEmail('mitglied'));
    outsider = await signIn(t, uniqueEmail('fremd'));
    const db = t.database.db;
    for (const type of ['PublicProcurer', 'Provider'] as const) {
      names[type] = type === 'Provider' ? 'Süßwaren Öko-Müller GmbH' : 'Stadt Würzburg Beschaffungsamt';
      outsiderOrganizationOf[type] = await insertOrganization(db, {
        data: organizationData(type),
        members: [{ userId: outsider.user._id, role: 'Admin' }],
      });
    }
    for (const kind of kinds) organizationOf[kind] = await freshOrganization(kind);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const organizationFor = (kind: QuestionnaireKind) => organizationOf[kind];
  /** A fresh organisation of the member per test that fails a questionnaire (retention would block the next). */
  async function freshOrganization(kind: QuestionnaireKind) {
    const organization = await insertOrganization(t.database.db, {
      data: organizationData(registry[kind].organizationType, names[registry[kind].organizationType]),
      members: [{ userId: member.user._id, role: 'Member' }],
    });
    await openLevelFor(t.database.db, kind, organization);
    return organization;
  }

  describe.each(kinds)('%s', (kind) => {
    it('sets PASSED from the stored answers, with the time and the scoring version, in the record and the list', async () => {
      const now = t.clock.now().toISOString();
      const record = recordOf(await createAndSubmit(member, kind, organizationFor(kind), best(kind)));
      expect(record.meta).toMatchObject({ state: 'PASSED', stateUpdatedAt: now });
      expect(record.submittedAt).toBe(now);
      const [row] = await t.database.db
        .select()
        .from(questionnaires)
        .where(eq(questionnaires.id, record._id));
      expect(row!.scoringVersion).toBe(SCORING_VERSION);
      expect(row!.evaluation).toEqual(evaluate(kind, row!.answers, names[registry[kind].organizationType]));

      const list = await member.browser.get(`/api/certifications/submission?filter.kind=${kind}&pageSize=50`);
      const entry = (list.json() as { docs: Array<{ _id: string; meta: unknown }> }).docs.find(
        (doc) => doc._id === record._id,
      );
      expect(entry?.meta).toEqual({
        state: 'PASSED',
        stateUpdatedAt: now,
        organization: organizationFor(kind),
      });

      const evaluation = evaluationOf(await member.browser.get(evaluateUrl(kind, record._id)), kind);
      expect(evaluation).toMatchObject({
        passed: true,
        state: 'PASSED',
        stateUpdatedAt: now,
        submittedAt: now,
        scoringVersion: SCORING_VERSION,
        retention: { currentIsFailed: false, isInRetention: false, endDate: null, daysLeft: 0 },
      });
      expect(evaluation.evaluatedItems.length).toBeGreaterThan(0);
    });

    it('sets FAILED for the worst answers; the evaluation carries the retention end date', async () => {
      const organization = await freshOrganization(kind);
      const record = recordOf(await createAndSubmit(member, kind, organization, worst(kind)));
      expect(record.meta.state).toBe('FAILED');
      const evaluation = evaluationOf(await member.browser.get(evaluateUrl(kind, record._id)), kind);
      expect(evaluation).toMatchObject({
        passed: false,
        state: 'FAILED',
        retention: {
          currentIsFailed: true,
          isInRetention: true,
          endDate: '2027-02-21',
          duration: { months: 3, weeks: 0 },
        },
      });
      expect(evaluation.retention.daysLeft).toBeGreaterThan(80);
      // Every participant gets recommendations.
      expect(
        Object.values(evaluation.detailedEvaluations).flatMap((d) => d.recommendations).length,
      ).toBeGreaterThan(0);
    });

    it('ignores a result sent by the client: a record as read with a state is taken for its answers only', async () => {
      const organization = await freshOrganization(kind);
      const draft = recordOf(await createDraft(member, kind, organization, worst(kind)), 201);
      const tampered = await submit(member, kind, draft._id, {
        ...worst(kind),
        version: draft.version,
        meta: { ...draft.meta, state: 'PASSED' },
      });
      expect(recordOf(tampered).meta.state).toBe('FAILED');
    });

    it('answers only members and platform admins; drafts, other kinds and unknown ids are 404', async () => {
      const record = recordOf(await createAndSubmit(member, kind, organizationFor(kind), best(kind)));
      const asMember = evaluationOf(await member.browser.get(evaluateUrl(kind, record._id)), kind);
      expect(evaluationOf(await admin.browser.get(evaluateUrl(kind, record._id)), kind)).toEqual(asMember);
      expectApiError(await outsider.browser.get(evaluateUrl(kind, record._id)), 404);
      expectApiError(await outsider.browser.get(pdfUrl(kind, record._id)), 404);
      const anonymous = await t.app.inject({ method: 'GET', url: evaluateUrl(kind, record._id) });
      expect(anonymous.statusCode).toBe(401);

      const draft = recordOf(await createDraft(member, kind, organizationFor(kind)), 201);
      expectApiError(await member.browser.get(evaluateUrl(kind, draft._id)), 404);
      expectApiError(await admin.browser.get(evaluateUrl(kind, draft._id)), 404);
      expectApiError(await member.browser.get(pdfUrl(kind, draft._id)), 404);
      const other = kinds.find((candidate) => candidate !== kind)!;
      expectApiError(await member.browser.get(evaluateUrl(other, record._id)), 404);
      expectApiError(await member.browser.get(evaluateUrl(kind, crypto.randomUUID())), 404);
      expectApiError(await member.browser.get(evaluateUrl(kind, 'keine-id')), 400);
      // The spec's path ends with a slash; without it there is no such call.
      const slashless = await member.browser.get(evaluateUrl(kind, record._id).replace(/\/$/, ''));
      expect(slashless.statusCode).toBe(404);
    });

    it('keeps the stored result: a later scoring model does not change it, and the record stays read-only', async () => {
      const record = recordOf(await createAndSubmit(member, kind, organizationFor(kind), best(kind)));
      // As if the result had been computed by an older model: the call must answer what is stored.
      const [row] = await t.database.db
        .select()
        .from(questionnaires)
        .where(eq(questionnaires.id, record._id));
      const older: EvaluationResult = {
        ...row!.evaluation!,
        scoringVersion: '0.9.0',
        total: { ...row!.evaluation!.total, score: 1 },
      };
      await t.database.db
        .update(questionnaires)
        .set({ evaluation: older, scoringVersion: '0.9.0' })
        .where(eq(questionnaires.id, record._id));
      const evaluation = evaluationOf(await member.browser.get(evaluateUrl(kind, record._id)), kind);
      expect(evaluation.scoringVersion).toBe('0.9.0');
      expect(evaluation.total.score).toBe(1);
      expect(evaluation.total.score).not.toBe(evaluate(kind, row!.answers, 'x').total.score);

      expectApiError(
        await submit(member, kind, record._id, { ...worst(kind), version: record.version }),
        409,
      );
      const again = evaluationOf(await member.browser.get(evaluateUrl(kind, record._id)), kind);
      expect(again).toEqual(evaluation);
      expect(recordOf(await read(member, kind, record._id)).meta.state).toBe('PASSED');
    });

    it('evaluates a submission stored before results existed once, dated at its submission', async () => {
      const submittedAt = new Date('2026-10-01T08:00:00Z');
      const [row] = await t.database.db
        .insert(questionnaires)
        .values({
          kind,
          organizationId: organizationFor(kind),
          answers: best(kind),
          version: 2,
          submittedAt,
          stateUpdatedAt: submittedAt,
        })
        .returning();
      const evaluation = evaluationOf(await member.browser.get(evaluateUrl(kind, row!.id)), kind);
      expect(evaluation).toMatchObject({ state: 'PASSED', stateUpdatedAt: submittedAt.toISOString() });
      const [after] = await t.database.db.select().from(questionnaires).where(eq(questionnaires.id, row!.id));
      const { state, stateUpdatedAt, submittedAt: at, retention, ...result } = evaluation;
      expect([state, stateUpdatedAt, at, retention.currentIsFailed]).toEqual([
        'PASSED',
        submittedAt.toISOString(),
        submittedAt.toISOString(),
        false,
      ]);
      expect(after!.evaluation).toEqual(result);
      expect(after!.state).toBe('PASSED');
      expect(after!.scoringVersion).toBe(SCORING_VERSION);
    });
  });

  describe('only what the specification lists scores (docs/decisions/049-only-specified-fields-score.md)', () => {
    const withStatements = (
      answers: QuestionnaireAnswers,
      section: string,
      field: string,
      value: unknown,
    ) => ({
      ...answers,
      [section]: { ...answers[section], [field]: value },
    });

    it("saves the provider's customer acquisition `other` and counts it one point", async () => {
      const statements = (other: 0 | 1) =>
        withStatements(best('provider-expert'), 'strategy', 'providerStatements', {
          ...(best('provider-expert').strategy!.providerStatements as Record<string, number>),
          other,
        });
      const strategyOf = async (other: 0 | 1) => {
        const organization = await freshOrganization('provider-expert');
        const record = recordOf(
          await createAndSubmit(member, 'provider-expert', organization, statements(other)),
        );
        expect((record.strategy as Record<string, Record<string, number>>).providerStatements!.other).toBe(
          other,
        );
        const evaluation = evaluationOf(
          await member.browser.get(evaluateUrl('provider-expert', record._id)),
          'provider-expert',
        );
        return evaluation.evaluatedItems.find((item) => item.section === 'strategy')!;
      };
      const ticked = await strategyOf(1);
      const unticked = await strategyOf(0);
      expect(ticked.score).toBe(ticked.maximum);
      expect(unticked.score).toBe(ticked.score - 1);
    });

    it('gives full marks to a project that answers exactly the specified fields, and still advises on its tools', async () => {
      const tools = Object.fromEntries(
        Object.keys(best('procurement-project').allocation!.procurementTools as object).map((key) => [
          key,
          0,
        ]),
      );
      const answers = withStatements(best('procurement-project'), 'allocation', 'procurementTools', tools);
      const organization = await freshOrganization('procurement-project');
      const record = recordOf(await createAndSubmit(member, 'procurement-project', organization, answers));
      const evaluation = evaluationOf(
        await member.browser.get(evaluateUrl('procurement-project', record._id)),
        'procurement-project',
      );
      expect(evaluation.total.score).toBe(evaluation.total.maximum);
      const advice = adviceOf('procurement-project');
      expect(evaluation.detailedEvaluations.allocation!.recommendations).toContain(
        advice.items['allocation.procurementTools.MarketExploration']!.recommendation,
      );
    });
  });

  describe('PDF of the evaluation with the answers', () => {
    it('is an A4 PDF with metadata, the result, a section table, the German questions and answers', async () => {
      const kind = 'procurement-office';
      const record = recordOf(await createAndSubmit(member, kind, organizationFor(kind), best(kind)));
      const res = await member.browser.get(pdfUrl(kind, record._id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      // A plain ASCII name needs no filename* (RFC 6266).
      expect(res.headers['content-disposition']).toBe(
        'inline; filename="Auswertung Beschaffungsstelle 2026-11-21.pdf"',
      );
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

      const { document, pages } = await pdfText(res.rawPayload);
      expect(document.getPageCount()).toBeGreaterThanOrEqual(2);
      expect(document.getTitle()).toBe(
        `Auswertung Beschaffungsstelle: ${record.general!.institution as string}`,
      );
      const [page] = document.getPages();
      expect(page!.getSize()).toEqual({ width: 595.28, height: 841.89 });
      const text = pages.flat().join('\n');
      expect(text).not.toContain('\uFFFD');
      expect(text).toContain(names.PublicProcurer);
      expect(text).toContain('Ergebnis: bestanden');
      expect(text).toContain('Wie es weitergeht');
      // The next step's first words (a line of the PDF holds a part of it).
      expect(text).toContain(adviceOf(kind).nextStep.passed.split(' ').slice(0, 4).join(' '));
      expect(text).toContain(`Version ${SCORING_VERSION}`);
      const { steps } = registry[kind].definition;
      expect(text).toContain(steps[2]!.title);
      // A question label and its answer's German label (from the definition).
      const yesNo = steps.flatMap((step) => step.fields).find((field) => field.kind === 'yesNo')!;
      expect(text).toContain(yesNo.label.slice(0, 40));
      expect(text).toMatch(/ä/);
      expect(text).toMatch(/ö/);
      expect(text).toMatch(/ü/);
      expect(text).toMatch(/ß/);
      expect(pages.at(-1)!.join('\n')).toContain(`Seite ${pages.length} von ${pages.length}`);
    });

    it('is a tagged PDF/UA document that reads in the order of the screen (docs/accessibility.md)', async () => {
      const kind = 'procurement-office';
      const record = recordOf(await createAndSubmit(member, kind, organizationFor(kind), best(kind)));
      const bytes = (await member.browser.get(pdfUrl(kind, record._id))).rawPayload;
      expect((await checkPdfUa(bytes)).results.filter((check) => !check.pass)).toEqual([]);

      const structure = await structureText(bytes);
      const headings = (level: string) =>
        structure.filter((entry) => entry.type === level).map((entry) => entry.text);
      expect(structure[0]).toEqual({ type: 'P', text: registry[kind].title });
      expect(headings('H1')).toEqual(['Auswertung Beschaffungsstelle']);
      expect(headings('H2')).toEqual([
        'Wie es weitergeht',
        'Ergebnisse je Abschnitt',
        'Im Vergleich mit anderen Organisationen',
        'Stärken und Handlungsempfehlungen',
        'Ihre Antworten',
      ]);
      // Each step twice, in the questionnaire's order: its advice, then its answers.
      const steps = registry[kind].definition.steps.map((step) => step.title);
      expect(headings('H3')).toEqual([...steps, ...steps]);
      // The section table's header cells, then its rows; no page number or footer among the content.
      expect(headings('TH').slice(0, 3)).toEqual(['Abschnitt', 'Erreicht', 'Mindestanforderung']);
      expect(structure.some((entry) => /^Seite \d+ von \d+$/.test(entry.text))).toBe(false);
    });

    it('names the retention end date when failed; admins may download it', async () => {
      const kind = 'provider-expert';
      const record = recordOf(
        await createAndSubmit(member, kind, await freshOrganization(kind), worst(kind)),
      );
      const res = await admin.browser.get(pdfUrl(kind, record._id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain(
        'filename="Auswertung Unternehmen 2026-11-21.pdf"',
      );
      const text = (await pdfText(res.rawPayload)).pages.flat().join(' ');
      expect(text).toContain('Ergebnis: nicht bestanden');
      expect(text).toContain('21.02.2027');
      expect(text).toContain(names.Provider);
    });
  });
});
