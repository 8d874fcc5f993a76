import { z } from 'zod';
import { PeerFilterKey } from './peer-groups';
import { defineOptions, type OptionValue } from '../options';
import { AgencyLevel } from '../organization';
import { QuestionnaireKind } from '../questionnaires/registry';
import { JourneyPathType } from '../journey/model';

/**
 * The peer comparison of one submission (docs/insights.md): the organisation's share per scored section and overall
 * beside the quartiles of comparable organisations' latest submissions of the kind, as of the group's published
 * state. Figures only from the group minimum on; below it `groupSize` and every `peers` are null, so that no small
 * group is described at all. Peer figures are whole percents; below twice the minimum only the middle half, in
 * whole tens, with `median` null.
 */
const share = z.number().min(0).max(1);

const peerSpreadSchema = z.object({ q1: share, median: share.nullable(), q3: share });

export const peerComparisonSchema = z.object({
  /** The fewest other organisations a figure needs (at least 5). */
  minimumGroup: z.number().int().min(5),
  /** Organisations in the group (each with its latest submission); null while fewer than minimumGroup. */
  groupSize: z.number().int().nullable(),
  /** When the group's figures were last published (they move on only after several new submissions); null before. */
  publishedAt: z.iso.datetime().nullable(),
  /** The filters the kind offers: the submission's own value and whether the group is narrowed by it. */
  filters: z.array(
    z.object({
      key: z.enum(PeerFilterKey),
      label: z.string(),
      value: z.string().nullable(),
      valueLabel: z.string().nullable(),
      applied: z.boolean(),
    }),
  ),
  /** Every scored section in step order, then "total". */
  sections: z.array(
    z.object({
      section: z.string(),
      title: z.string(),
      own: share,
      peers: peerSpreadSchema.nullable(),
    }),
  ),
});
export type PeerComparison = z.infer<typeof peerComparisonSchema>;

/** `?by=agencyLevel,agencySize`: the filters to narrow by, comma-separated; empty or absent: the whole kind. */
export const peerComparisonQuerySchema = z.strictObject({
  by: z
    .string()
    .max(200)
    .optional()
    .transform((value) => (value ? value.split(',').filter(Boolean) : [])),
});

/**
 * The programme office's overview (docs/insights.md, "The overview"): platform admins only. Every figure is
 * counted by the database; months are calendar months in German time, `YYYY-MM`.
 */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Bitte geben Sie einen Monat als JJJJ-MM an.');

/**
 * The programme's years (docs/security.md 38): what the platform counts lies between its first year and the next
 * calendar year, so a period's size is bounded before any work starts (a year 0 or 9999 is a 400, not a stall).
 */
const FIRST_PROGRAMME_YEAR = 2019;
const lastProgrammeYear = () => new Date().getUTCFullYear() + 1;
const inProgrammeYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= FIRST_PROGRAMME_YEAR && year <= lastProgrammeYear();
};
/** The longest period the overview counts, in months. */
const MAX_PERIOD_MONTHS = 120;

/** A month of the programme's years, `YYYY-MM`. */
const programmeMonth = month.refine(inProgrammeYears, {
  error: () =>
    `Bitte geben Sie einen Monat zwischen 01.${FIRST_PROGRAMME_YEAR} und 12.${lastProgrammeYear()} an.`,
});

/** A day of the programme's years, `YYYY-MM-DD` (the page statistics). */
export const programmeDaySchema = z.iso
  .date({ error: 'Bitte geben Sie ein Datum als JJJJ-MM-TT an.' })
  .refine(inProgrammeYears, {
    error: () =>
      `Bitte geben Sie ein Datum zwischen dem 01.01.${FIRST_PROGRAMME_YEAR} und dem 31.12.${lastProgrammeYear()} an.`,
  });

const monthIndex = (value: string) => Number(value.slice(0, 4)) * 12 + Number(value.slice(5, 7));

/** The overview's tables, each a chart, a table and a download; the labels are the sheets' and headings' names. */
export const OverviewTable = defineOptions({
  organizations: 'Registrierte und freigegebene Organisationen',
  submissions: 'Abgeschickte Fragebögen',
  passRates: 'Bestehensquoten',
  funnel: 'Fortschritt auf den Zertifizierungspfaden',
  sections: 'Durchschnittlicher Anteil je Abschnitt',
});
export type OverviewTable = OptionValue<typeof OverviewTable>;

export const overviewQuerySchema = z
  .strictObject({
    from: programmeMonth.optional(),
    to: programmeMonth.optional(),
    kind: z.enum(QuestionnaireKind.values).optional(),
    agencyLevel: z.enum(AgencyLevel.values).optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['from'],
    message: 'Der erste Monat darf nicht nach dem letzten liegen.',
  })
  .refine(
    (query) => !query.from || !query.to || monthIndex(query.to) - monthIndex(query.from) < MAX_PERIOD_MONTHS,
    { path: ['from'], message: `Ein Zeitraum umfasst höchstens ${MAX_PERIOD_MONTHS / 12} Jahre.` },
  );
export type OverviewQuery = z.infer<typeof overviewQuerySchema>;

const count = z.number().int().min(0);

export const overviewSchema = z.object({
  from: month,
  to: month,
  organizations: z.array(z.object({ month, registered: count, approved: count })),
  submissions: z.array(
    z.object({ month, kind: z.enum(QuestionnaireKind.values), submitted: count, passed: count }),
  ),
  passRates: z.array(z.object({ kind: z.enum(QuestionnaireKind.values), submitted: count, passed: count })),
  /** Today's journeys: how many reached each level (a later level counts for the earlier ones too). */
  funnel: z.array(z.object({ path: z.enum(JourneyPathType.values), level: z.string(), reached: count })),
  /** Per kind and scored section, the mean share over each organisation's latest submission, if in the period. */
  sections: z.array(
    z.object({
      kind: z.enum(QuestionnaireKind.values),
      section: z.string(),
      title: z.string(),
      average: share,
      organizations: count,
    }),
  ),
  /**
   * Today: journeys with a date their next step opens (a waiting period after a pass or a failed result), and
   * among them the organisations waiting after a failed result.
   */
  waiting: z.object({ levelOpensLater: count, inRetention: count }),
});
export type Overview = z.infer<typeof overviewSchema>;
