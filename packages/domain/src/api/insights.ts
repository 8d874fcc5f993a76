import { z } from 'zod';
import { PeerFilterKey } from '../insights/peer-groups';

/**
 * The peer comparison of one submission (docs/insights.md): the organisation's share per scored section and overall
 * beside the quartiles of comparable organisations' latest submissions of the kind. Figures only from the group
 * minimum on; below it `groupSize` and every `peers` are null, so that no small group is described at all.
 */
const share = z.number().min(0).max(1);

export const peerSpreadSchema = z.object({ q1: share, median: share, q3: share });
export type PeerSpread = z.infer<typeof peerSpreadSchema>;

export const peerComparisonSchema = z.object({
  /** The fewest other organisations a figure needs (at least 5). */
  minimumGroup: z.number().int().min(5),
  /** Organisations in the group (each with its latest submission); null while fewer than minimumGroup. */
  groupSize: z.number().int().nullable(),
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
