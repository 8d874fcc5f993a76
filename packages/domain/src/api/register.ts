import { z } from 'zod';
import { CertificateLevel } from '../certificate';
import { OrganizationType } from '../organization';
import { paginatedSchema } from '../pagination';

/**
 * The public register of certified organisations (docs/product.md, "Register"): organisations listed by their
 * admins' choice, each with its current levels (certificates neither revoked nor expired) and since when.
 */
export const registerListSpec = {
  sortable: ['name', 'city', 'listedSince'],
  defaultSort: [{ field: 'name', direction: 'asc' }],
  exactFilters: { type: OrganizationType.values, level: CertificateLevel.values },
  regexFilters: [],
  /** `search.{key}=text`: contains the text, case-insensitive. */
  searchable: ['name', 'city'],
} as const;

/** A current level of a listed organisation: its certificate's public facts and the code its check is found by. */
const registerLevelSchema = z.object({
  level: z.enum(CertificateLevel.values),
  levelLabel: z.string(),
  awardedOn: z.iso.date(),
  validUntil: z.iso.date(),
  code: z.string(),
});

export const registerEntrySchema = z.object({
  _id: z.uuid(),
  name: z.string(),
  city: z.string(),
  type: z.enum(OrganizationType.values),
  listedSince: z.iso.datetime(),
  levels: z.array(registerLevelSchema),
});
export type RegisterEntry = z.infer<typeof registerEntrySchema>;
export const registerListSchema = paginatedSchema(registerEntrySchema);

/** An organisation's choice (its admins): listed or not. */
export const registerChoiceBodySchema = z.strictObject({ listed: z.boolean() });
export const registerChoiceSchema = z.object({
  listed: z.boolean(),
  listedSince: z.iso.datetime().nullable(),
});
export type RegisterChoice = z.infer<typeof registerChoiceSchema>;
