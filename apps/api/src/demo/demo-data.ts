import { count, eq, isNull, like, not, or } from 'drizzle-orm';
import {
  AgencyLevel,
  BusinessSector,
  CompanySize,
  normalizeSubmission,
  questionnaires,
  type QuestionnaireAnswers,
  type QuestionnaireKind,
} from '@cert/domain';
import type { Database } from '../db/client';
import { caseStudies, journeyRequests, journeys, organizations, providerRecords } from '../db/schema';
import { FlowingPdf } from '../lib/pdf/flowing-pdf';
import { refreshJourney } from '../modules/journey';
import { insertQuestionnaire, submitQuestionnaire } from '../modules/document';
import { DEFAULT_REPORT_FILE_NAME, insertReport, recordWorkshopResult } from '../modules/workshop';
import { extremeAnswers, sampleAnswers, seededRandom } from '@cert/domain/testing';

/**
 * Every demo organisation's website lies below this reserved name: what marks the data as demo data.
 * @internal
 */
export const DEMO_WEBSITE = 'https://demo.invalid';

type DemoSize = { procurers: number; providers: number };

const DAY = 24 * 60 * 60 * 1000;
const CITIES = ['Musterstadt', 'Beispielhausen', 'Neustadt', 'Altdorf', 'Bergheim', 'Seestadt', 'Talburg'];
const OFFICE_KINDS = ['Stadtverwaltung', 'Landesamt', 'Kreisverwaltung', 'Bundesanstalt', 'Zweckverband'];
const COMPANY_KINDS = ['GmbH', 'UG', 'AG', 'GmbH & Co. KG'];
const COMPANY_WORDS = [
  'Sensorik',
  'Datenwerk',
  'Mobilität',
  'Energie',
  'Robotik',
  'Umwelttechnik',
  'Software',
];

/** The demo's draws: seeded, so that every run writes the same data; nothing from Math.random. */
function random(seed: number) {
  const next = seededRandom(seed);
  return {
    next,
    chance: (p: number) => next() < p,
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
    between: (low: number, high: number) => low + next() * (high - low),
  };
}
type Random = ReturnType<typeof random>;

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * One answer mixed from the best, the worst and a sample answer: a plain value (a choice, a list of ticked boxes)
 * drawn whole, the best the more often the stronger the organisation; a section or a matrix mixed entry by entry.
 * A value the drawn answer lacks (a field its own answers hide) comes from another.
 */
function mixAnswers(rng: Random, strength: number, best: unknown, worst: unknown, sample: unknown): unknown {
  if (isRecord(best) || isRecord(worst) || isRecord(sample)) {
    const sets = [best, worst, sample].map((set) => (isRecord(set) ? set : {}));
    const keys = new Set(sets.flatMap((set) => Object.keys(set)));
    return Object.fromEntries(
      [...keys].map((key) => [key, mixAnswers(rng, strength, sets[0]![key], sets[1]![key], sets[2]![key])]),
    );
  }
  const roll = rng.next();
  const drawn = roll < strength ? best : roll < strength + 0.15 ? worst : sample;
  return [drawn, best, sample, worst].find((value) => value !== undefined);
}

/**
 * Answers of varied strength: each answer of a scored section, down to a matrix's statements, mixed from the best,
 * the worst and a sample answer set (mixAnswers), so that a section's share spreads between 0 and 100 % as real
 * answers do, and some pass while others fail; the attributes the comparison groups by are set as given.
 */
function answersFor(
  kind: QuestionnaireKind,
  rng: Random,
  strength: number,
  attributes: Record<string, string>,
) {
  const { definition } = questionnaires[kind];
  const sources = [extremeAnswers(definition, 'max'), extremeAnswers(definition, 'min')];
  const answers: QuestionnaireAnswers = sampleAnswers(definition, Math.floor(rng.next() * 20));
  const [best, worst] = sources as [QuestionnaireAnswers, QuestionnaireAnswers];
  for (const step of definition.steps) {
    if (step.section === 'general' || step.section === 'information') continue;
    const mixed = mixAnswers(rng, strength, best[step.section], worst[step.section], answers[step.section]);
    answers[step.section] = mixed as QuestionnaireAnswers[string];
  }
  if (kind === 'provider-expert') {
    answers.general = {
      ...answers.general,
      size: attributes.companySize,
      businessSector: attributes.businessSector,
    };
  } else {
    answers.general = { ...answers.general, agency: attributes.agencyLevel };
    answers.information = { ...answers.information, agencySize: attributes.agencySize };
  }
  return answers;
}

/** Whether the database holds organisations that are not demo data, and whether it holds demo data already. */
async function demoDataState(db: Database): Promise<{ real: number; demo: number }> {
  const [real] = await db
    .select({ n: count() })
    .from(organizations)
    .where(or(isNull(organizations.website), not(like(organizations.website, `${DEMO_WEBSITE}%`))));
  const [all] = await db.select({ n: count() }).from(organizations);
  return { real: real!.n + 0, demo: all!.n - real!.n };
}

/** The one workshop report every demo result refers to: a real PDF that says what it is. */
async function demoReport(now: Date): Promise<Buffer> {
  const pdf = FlowingPdf.create({
    title: 'Workshop-Ergebnisbericht (Demodaten)',
    author: 'Demodaten',
    now,
  });
  pdf.heading('Workshop-Ergebnisbericht', 1);
  pdf.text(
    'Dieser Bericht gehört zu den Demodaten der Plattform (npm run demo-data). Er steht für den Bericht, den ' +
      'das Programmbüro nach einem Workshop hochlädt, und beschreibt keinen echten Workshop.',
  );
  return Buffer.from(await pdf.save());
}

/**
 * Fills an empty database with synthetic organisations over the two years before `now` (docs/insights.md,
 * "Demo data"): registrations and approvals, submitted questionnaires of every kind through the real submit
 * command (evaluations, facts, journeys and bronze certificates as the platform makes them), the providers'
 * records and case studies up to practitioner, expert questionnaires, and procurers' workshops (silver, recorded
 * with a generated report through the real recording command) and accepted gold case studies.
 */
async function fillDemoData(db: Database, now: Date, size: DemoSize, seed = 26): Promise<void> {
  const rng = random(seed);
  const start = now.getTime() - 730 * DAY;
  const report = await demoReport(now);
  const moment = (from: number, to: number) => new Date(Math.min(to, Math.floor(rng.between(from, to))));
  // As the submit route stores them: hidden fields' answers dropped.
  const submit = async (
    organizationId: string,
    kind: QuestionnaireKind,
    given: QuestionnaireAnswers,
    at: Date,
  ) => {
    const answers = normalizeSubmission(questionnaires[kind].definition, given);
    const draft = await insertQuestionnaire(db, {
      kind,
      organizationId,
      answers,
      userId: null as never,
      now: at,
    });
    return submitQuestionnaire(db, kind, draft.id, {
      organizationId,
      versions: [draft.version],
      answers,
      now: at,
    });
  };
  const createOrganization = async (type: 'PublicProcurer' | 'Provider', index: number, createdAt: Date) => {
    const city = rng.pick(CITIES);
    const name =
      type === 'PublicProcurer'
        ? `${rng.pick(OFFICE_KINDS)} ${city} ${index + 1}`
        : `${rng.pick(COMPANY_WORDS)} ${city} ${rng.pick(COMPANY_KINDS)} ${index + 1}`;
    const approved = rng.chance(0.9);
    const reviewedAt = new Date(createdAt.getTime() + rng.between(0.2, 9) * DAY);
    const [row] = await db
      .insert(organizations)
      .values({
        type,
        name,
        street: `Hauptstraße ${1 + Math.floor(rng.next() * 120)}`,
        postalCode: String(10000 + Math.floor(rng.next() * 89999)),
        city,
        website: `${DEMO_WEBSITE}/${type === 'Provider' ? 'unternehmen' : 'verwaltung'}/${index + 1}`,
        agencyLevel: type === 'PublicProcurer' ? rng.pick(AgencyLevel.values) : null,
        companySize: type === 'Provider' ? rng.pick(CompanySize.values) : null,
        businessSector: type === 'Provider' ? rng.pick(BusinessSector.values) : null,
        approvalStatus: approved && reviewedAt < now ? 'Approved' : 'Pending',
        reviewedAt: approved && reviewedAt < now ? reviewedAt : null,
        // Every third approved organisation chose the public register (docs/product.md, "Register"); it shows
        // there once it holds a current certificate.
        listedSince: approved && reviewedAt < now && index % 3 === 0 ? reviewedAt : null,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    return row!;
  };

  /** A case study submitted and accepted on the same day (gold for procurers, practitioner for providers). */
  const acceptedCaseStudy = async (
    kind: 'gold' | 'practitioner',
    organization: { id: string; name: string },
    at: Date,
  ) => {
    await db.insert(caseStudies).values({
      kind,
      organizationId: organization.id,
      content: { title: `Praxisbeispiel ${organization.name}` },
      state: 'ACCEPTED',
      createdAt: at,
      updatedAt: at,
      submittedAt: at,
      reviewedAt: at,
    });
  };

  /** A procurer's history after its approval: bronze in one or both branches, the workshop, the gold case study. */
  const procurerHistory = async (organization: typeof organizations.$inferSelect, reviewedAt: Date) => {
    if (!rng.chance(0.8)) return;
    const attributes = {
      agencyLevel: organization.agencyLevel!,
      agencySize: rng.pick(['VerySmall', 'Small', 'Medium', 'Large', 'VeryLarge']),
    };
    const strength = rng.between(0.05, 0.7);
    const first: QuestionnaireKind = rng.chance(0.75) ? 'procurement-office' : 'procurement-project';
    let at = moment(reviewedAt.getTime() + 3 * DAY, reviewedAt.getTime() + 120 * DAY);
    if (at >= now) return;
    let result = await submit(organization.id, first, answersFor(first, rng, strength, attributes), at);
    // A failed result: some try again after the waiting time, better prepared.
    if (result.state === 'FAILED' && rng.chance(0.6)) {
      at = new Date(at.getTime() + rng.between(95, 160) * DAY);
      if (at < now)
        result = await submit(
          organization.id,
          first,
          answersFor(first, rng, strength + 0.25, attributes),
          at,
        );
    }
    if (result.state !== 'PASSED') return;
    const passedAt = at;
    // The other branch, after its waiting time of 6 weeks.
    const second: QuestionnaireKind =
      first === 'procurement-office' ? 'procurement-project' : 'procurement-office';
    at = new Date(at.getTime() + rng.between(45, 200) * DAY);
    if (rng.chance(0.35) && at < now) {
      await submit(organization.id, second, answersFor(second, rng, strength, attributes), at);
    }
    // Silver: the branch's workshop, at least 4 weeks after its bronze, recorded with a report as an admin does.
    const workshopAt = new Date(passedAt.getTime() + rng.between(30, 150) * DAY);
    if (!rng.chance(0.65) || workshopAt >= now) return;
    const workshopPassed = rng.chance(0.85);
    const { reportRef } = await insertReport(db, {
      fileName: DEFAULT_REPORT_FILE_NAME,
      content: report,
      uploadedBy: null as never,
      now: workshopAt,
    });
    await recordWorkshopResult(
      db,
      {
        organizationId: organization.id,
        type: first === 'procurement-office' ? 'office' : 'project',
        reportRef,
        performedAt: isoDay(workshopAt),
        passed: workshopPassed,
        comment: null,
        recordedBy: null as never,
        now: workshopAt,
      },
      // The made-up history mails no one.
      async () => [],
    );
    // Gold, at least 4 weeks after silver: an accepted case study.
    const goldAt = new Date(workshopAt.getTime() + rng.between(35, 150) * DAY);
    if (!workshopPassed || !rng.chance(0.5) || goldAt >= now) return;
    await acceptedCaseStudy('gold', organization, goldAt);
  };

  for (let index = 0; index < size.procurers; index += 1) {
    const organization = await createOrganization(
      'PublicProcurer',
      index,
      moment(start, now.getTime() - 5 * DAY),
    );
    if (!organization.reviewedAt) continue;
    await refreshJourney(db, organization.id, organization.reviewedAt);
    await procurerHistory(organization, organization.reviewedAt);
    await refreshJourney(db, organization.id, now);
    // Every fourth procurer whose silver workshop is due has asked for it (docs/product.md §4 "Requests").
    const [journey] = await db
      .select({ openTask: journeys.openTask })
      .from(journeys)
      .where(eq(journeys.organizationId, organization.id));
    if (journey?.openTask === 'workshop-due' && index % 4 === 0) {
      await db.insert(journeyRequests).values({
        organizationId: organization.id,
        kind: 'workshop',
        branch: 'office',
        note: 'Am liebsten an einem Dienstag oder Donnerstag.',
        createdAt: new Date(now.getTime() - (index % 5) * DAY),
      });
      await refreshJourney(db, organization.id, now);
    }
  }

  for (let index = 0; index < size.providers; index += 1) {
    const organization = await createOrganization('Provider', index, moment(start, now.getTime() - 5 * DAY));
    if (!organization.reviewedAt) continue;
    await refreshJourney(db, organization.id, organization.reviewedAt);
    // Professional: a programme event and the e-learning.
    let day = organization.reviewedAt.getTime() + rng.between(7, 90) * DAY;
    if (!rng.chance(0.7) || day >= now.getTime()) {
      // Every fifth provider without records has reported an event it took part in, for the office to record.
      if (index % 5 === 0 && organization.reviewedAt.getTime() < now.getTime() - 3 * DAY) {
        const reportedAt = new Date(now.getTime() - (index % 3) * DAY);
        await db.insert(journeyRequests).values({
          organizationId: organization.id,
          kind: 'participation',
          recordKind: 'event',
          performedAt: isoDay(new Date(reportedAt.getTime() - 2 * DAY)),
          eventName: 'Innovationstag',
          createdAt: reportedAt,
        });
        await refreshJourney(db, organization.id, now);
      }
      continue;
    }
    await db.insert(providerRecords).values([
      {
        organizationId: organization.id,
        kind: 'event',
        performedAt: isoDay(new Date(day)),
        eventName: 'Innovationstag',
      },
      {
        organizationId: organization.id,
        kind: 'elearning',
        performedAt: isoDay(new Date(day + 3 * DAY)),
        eventName: 'E-Learning Grundlagen',
      },
    ]);
    // Practitioner, after 4 weeks: an innovation entry, a presentation and an accepted case study.
    day += rng.between(35, 150) * DAY;
    if (!rng.chance(0.6) || day >= now.getTime()) {
      await refreshJourney(db, organization.id, now);
      continue;
    }
    await db.insert(providerRecords).values([
      {
        organizationId: organization.id,
        kind: 'innovation-entry',
        performedAt: isoDay(new Date(day)),
        eventName: `${organization.name.split(' ')[0]}-Plattform`,
        url: `${DEMO_WEBSITE}/marktplatz/${index + 1}`,
      },
      {
        organizationId: organization.id,
        kind: 'presentation',
        performedAt: isoDay(new Date(day + 2 * DAY)),
        eventName: 'Praxisforum',
      },
    ]);
    const accepted = new Date(day + 10 * DAY);
    await acceptedCaseStudy('practitioner', organization, accepted);
    // Expert, after another 4 weeks: the questionnaire.
    const at = new Date(accepted.getTime() + rng.between(30, 120) * DAY);
    if (rng.chance(0.6) && at < now) {
      const attributes = {
        companySize: organization.companySize!,
        businessSector: organization.businessSector!,
      };
      await submit(
        organization.id,
        'provider-expert',
        answersFor('provider-expert', rng, rng.between(0.3, 0.8), attributes),
        at,
      );
    }
    await refreshJourney(db, organization.id, now);
  }
}

/** The command's work and what it says: refused (1) when real organisations exist, nothing to do when demo data does. */
export async function runDemoData(
  db: Database,
  now: Date,
  size: DemoSize,
): Promise<{ code: 0 | 1; message: string }> {
  const state = await demoDataState(db);
  if (state.real > 0) {
    return {
      code: 1,
      message:
        `Abgebrochen: Die Datenbank enthält ${state.real} echte Organisation(en). Demodaten werden nur in eine ` +
        'leere Datenbank geschrieben.',
    };
  }
  if (state.demo > 0) {
    return {
      code: 0,
      message: `Die Datenbank enthält bereits Demodaten (${state.demo} Organisationen); nichts geändert.`,
    };
  }
  // One transaction: a run stopped halfway leaves no half of the demo data that a second run would take for all of it.
  await db.transaction((tx) => fillDemoData(tx, now, size));
  const after = await demoDataState(db);
  return {
    code: 0,
    message:
      `Demodaten geschrieben: ${after.demo} Organisationen mit Fragebögen, Zertifizierungspfaden und Zertifikaten ` +
      'der letzten zwei Jahre. Als Admin (ADMIN_EMAILS) anmelden und „Übersicht“ öffnen.',
  };
}
