import { z } from 'zod';
import { messages } from '../messages';
import {
  AgencyLevel,
  ApprovalStatus,
  BusinessSector,
  ChangeRequestStatus,
  CompanySize,
  MembershipRole,
  OrganizationType,
} from '../organization';
import { textSchema, withWebScheme } from '../text';
import { emailSchema } from './auth';

/**
 * Organisations over the API (docs/product.md §3; docs/decisions/007-organisations.md).
 * `members` and `pendingMembers` are separate lists; membership changes have their own calls.
 */

export const organizationMessages = {
  name: 'Bitte geben Sie den Namen der Organisation ein.',
  street: 'Bitte geben Sie Straße und Hausnummer ein.',
  postalCode: 'Bitte geben Sie eine gültige Postleitzahl ein.',
  city: 'Bitte geben Sie den Ort ein.',
  website: 'Bitte geben Sie eine gültige Internetadresse ein, zum Beispiel https://www.beispiel.de.',
  notForType: 'Diese Angabe gehört nicht zu dieser Art von Organisation.',
  duplicateInvitation: 'Diese E-Mail-Adresse steht mehrfach in der Liste.',
  tooLong: (max: number) => `Bitte verwenden Sie höchstens ${max} Zeichen.`,
  // Notices of the organisation screens and e-mails.
  created: 'Die Organisation wurde angelegt und wird vom Programmteam geprüft.',
  saved: 'Die Änderungen wurden gespeichert.',
  changeRequested:
    'Ihre Änderungen wurden als Änderungsantrag eingereicht und werden vom Programmteam geprüft.',
  lastAdmin: 'Eine Organisation braucht mindestens eine Administratorin oder einen Administrator.',
  alreadyMember: 'Diese Person ist bereits Mitglied der Organisation.',
  alreadyInvited:
    'Diese Adresse ist bereits eingeladen; ihre Einladung ist noch offen. Um sie erneut zu senden, ziehen Sie sie unter „Eingeladene Personen“ zurück und laden die Person dann neu ein.',
  typeLocked: 'Die Art einer freigegebenen Organisation kann nicht geändert werden.',
  notPending: 'Über diese Organisation wurde bereits entschieden.',
  changeRequestDecided: 'Über diesen Änderungsantrag wurde bereits entschieden.',
  invitationAccepted: 'Sie sind der Organisation beigetreten.',
  invitationDeclined: 'Sie haben die Einladung abgelehnt.',
  invitationGone: 'Diese Einladung besteht nicht mehr: Die Organisation hat sie zurückgezogen.',
  memberRemoved: 'Das Mitglied wurde entfernt.',
  left: 'Sie haben die Organisation verlassen.',
  roleChanged: 'Die Rolle wurde geändert.',
  invitationRevoked: 'Die Einladung wurde zurückgezogen.',
  invitationsAfterApproval:
    'Die Einladungen verschicken wir per E-Mail, sobald das Programmteam die Organisation freigegeben hat.',
  invitationMailAfterApproval: 'E-Mail folgt nach der Freigabe',
  invitationMailRefused: 'Nicht zugestellt: Der Mailserver hat die Adresse abgelehnt.',
  /** What the organisation does about it (its admins withdraw; re-inviting an open invitation sends no mail). */
  invitationMailRefusedNext:
    'Ist sie falsch, ziehen Sie die Einladung zurück und laden Sie die richtige Adresse ein.',
  invitationsMailedOnApproval: (count: number) =>
    count === 1
      ? 'Mit der Freigabe erhält die eingeladene Person, die noch keine E-Mail bekommen hat, ihre Einladung.'
      : `Mit der Freigabe erhalten ${count} eingeladene Personen, die noch keine E-Mail bekommen haben, ihre Einladung.`,
  tooManyInvitations:
    'Sie haben heute bereits sehr viele Einladungen verschickt. Bitte versuchen Sie es morgen erneut. ' +
    'Ihre übrigen Angaben wurden noch nicht gespeichert.',
  tooManyOrganizations:
    'Sie haben heute bereits viele Organisationen angelegt. Weitere können Sie morgen anlegen. Wenden Sie sich bei Fragen an das Programmbüro.',
  recipientInvitedTooOften:
    'Diese Adresse wurde heute bereits mehrfach eingeladen. Bitte versuchen Sie es morgen erneut.',
  approved: 'Die Organisation wurde freigegeben.',
  rejected: 'Die Organisation wurde abgelehnt.',
  commentRequired: 'Bitte begründen Sie die Ablehnung.',
  idMismatch: 'Die Kennung passt nicht zu der Organisation, die Sie bearbeiten.',
} as const;

const text = (message: string, max: number, multiline = false) =>
  textSchema({ error: message, multiline })
    .min(1, { error: message })
    .max(max, { error: organizationMessages.tooLong(max) });

const addressSchema = z.strictObject({
  street: text(organizationMessages.street, 200),
  postalCode: textSchema({ error: organizationMessages.postalCode }).regex(
    /^[0-9A-Za-z][0-9A-Za-z -]{2,9}$/,
    { error: organizationMessages.postalCode },
  ),
  city: text(organizationMessages.city, 100),
});

const websiteSchema = textSchema({ error: organizationMessages.website })
  .overwrite(withWebScheme)
  .max(300, { error: organizationMessages.tooLong(300) })
  .regex(/^https?:\/\/[^\s/$.?#][^\s]*\.[^\s]+$/i, { error: organizationMessages.website });

const select = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: messages.selectRequired });

/** Attributes that only some types have: required for their type, refused for the others. */
const typeAttributes = {
  agencyLevel: ['PublicProcurer'],
  companySize: ['Provider'],
  businessSector: ['Provider'],
} as const satisfies Record<string, readonly OrganizationType[]>;
type TypeAttribute = keyof typeof typeAttributes;

export function organizationAttributesFor(type: OrganizationType): TypeAttribute[] {
  return (Object.keys(typeAttributes) as TypeAttribute[]).filter((key) =>
    (typeAttributes[key] as readonly string[]).includes(type),
  );
}

const organizationDataShape = {
  type: select(OrganizationType.values),
  name: text(organizationMessages.name, 200),
  address: addressSchema,
  website: websiteSchema.nullish(),
  agencyLevel: select(AgencyLevel.values).nullish(),
  companySize: select(CompanySize.values).nullish(),
  businessSector: select(BusinessSector.values).nullish(),
};

function checkTypeAttributes(data: Partial<Record<TypeAttribute | 'type', unknown>>, ctx: z.RefinementCtx) {
  if (!OrganizationType.is(data.type)) return;
  for (const key of Object.keys(typeAttributes) as TypeAttribute[]) {
    const belongs = (typeAttributes[key] as readonly string[]).includes(data.type);
    const given = data[key] !== undefined && data[key] !== null;
    if (belongs && !given) ctx.addIssue({ code: 'custom', path: [key], message: messages.selectRequired });
    if (!belongs && given)
      ctx.addIssue({ code: 'custom', path: [key], message: organizationMessages.notForType });
  }
}

/** The master data of an organisation: what its admins edit and a change request carries. */
export const organizationDataSchema = z.strictObject(organizationDataShape).superRefine(checkTypeAttributes);
export type OrganizationData = z.infer<typeof organizationDataSchema>;

export const memberSchema = z.object({
  userId: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: z.enum(MembershipRole.values),
  joinedAt: z.iso.datetime(),
  /**
   * Given "für Rückfragen des Programmteams": in the answer to platform admins only, never to other members
   * (docs/product.md §3).
   */
  phoneNumber: z.string().nullable().optional(),
});
export type Member = z.infer<typeof memberSchema>;

/** An invitation not yet accepted (spec: pendingMembers). */
export const pendingMemberSchema = z.object({
  _id: z.string(),
  email: z.string(),
  role: z.enum(MembershipRole.values),
  invitedAt: z.iso.datetime(),
  /** When the invitation mail went out; null while the organisation awaits approval (ADR 031). */
  mailedAt: z.iso.datetime().nullable(),
  /** The mail server refused the invitation's mail for good (ADR 063): the address is likely wrong. */
  mailRefused: z.boolean(),
});
export type PendingMember = z.infer<typeof pendingMemberSchema>;

export const newMemberSchema = z.strictObject({
  email: emailSchema,
  role: select(MembershipRole.values),
});
export type NewMember = z.infer<typeof newMemberSchema>;

const newMembersSchema = z
  .array(newMemberSchema)
  .max(50)
  .default([])
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((member, index) => {
      const email = member.email.toLowerCase();
      if (seen.has(email)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'email'],
          message: organizationMessages.duplicateInvitation,
        });
      }
      seen.add(email);
    });
  });

export const changeRequestSchema = z.object({
  _id: z.string(),
  status: z.enum(ChangeRequestStatus.values),
  data: organizationDataSchema,
  requestedAt: z.iso.datetime(),
  requestedBy: z.object({ userId: z.string(), name: z.string() }).nullable(),
  reviewComment: z.string().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

export const organizationSchema = z.object({
  _id: z.string(),
  type: z.enum(OrganizationType.values),
  name: z.string(),
  address: z.object({ street: z.string(), postalCode: z.string(), city: z.string() }),
  website: z.string().nullable(),
  agencyLevel: z.enum(AgencyLevel.values).nullable(),
  companySize: z.enum(CompanySize.values).nullable(),
  businessSector: z.enum(BusinessSector.values).nullable(),
  approvalStatus: z.enum(ApprovalStatus.values),
  /** The programme team's comment on its last approval decision (always given on rejection). */
  reviewComment: z.string().nullable(),
  reviewedAt: z.iso.datetime().nullable(),
  /**
   * While it waits again: the rejection its resubmission answered (when, why, and the master data as rejected: null
   * for one resubmitted before that was kept), for the office; else null.
   */
  previousRejection: z
    .object({ at: z.iso.datetime(), comment: z.string().nullable(), data: organizationDataSchema.nullable() })
    .nullable(),
  members: z.array(memberSchema),
  pendingMembers: z.array(pendingMemberSchema),
  /** The open change request, else the last decided one, else null. */
  changeRequest: changeRequestSchema.nullable(),
  /** Since when it is listed in the public register of certified organisations, by its admins' choice; null: not. */
  listedSince: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type Organization = z.infer<typeof organizationSchema>;

/**
 * The organisation in a create or update body. `_id`, `members` and `pendingMembers` may be echoed by the client
 * (the spec's body shape); they are read-only: the path names the organisation, and membership changes through
 * the member and invitation calls.
 */
const organizationInputSchema = z
  .strictObject({
    ...organizationDataShape,
    _id: textSchema().optional(),
    members: z.array(z.unknown()).optional(),
    pendingMembers: z.array(z.unknown()).optional(),
  })
  .superRefine(checkTypeAttributes);

/** POST /api/organization: the spec's `{organization, newMembers}`; the creator becomes its first admin. */
export const createOrganizationBodySchema = z.strictObject({
  organization: organizationInputSchema,
  newMembers: newMembersSchema,
});
export type CreateOrganizationBody = z.input<typeof createOrganizationBodySchema>;

/** PUT /api/organization/{id}: master data (directly while in review, as a change request once approved) and new invitations. */
export const updateOrganizationBodySchema = createOrganizationBodySchema;
export type UpdateOrganizationBody = z.input<typeof updateOrganizationBodySchema>;

/** Strips read-only and foreign-type fields: what the edit form sends. */
export function toOrganizationData(input: OrganizationData): OrganizationData {
  const data: OrganizationData = {
    type: input.type,
    name: input.name,
    address: input.address,
    website: input.website ? input.website : null,
  };
  for (const key of organizationAttributesFor(input.type))
    (data as Record<string, unknown>)[key] = input[key];
  return data;
}

export const reviewBodySchema = z.strictObject({
  comment: textSchema({ multiline: true })
    .max(2000, { error: organizationMessages.tooLong(2000) })
    .optional(),
});
export const rejectBodySchema = z.strictObject({
  comment: text(organizationMessages.commentRequired, 2000, true),
});

export const memberRoleBodySchema = z.strictObject({ role: select(MembershipRole.values) });

/** An invitation as its invitee sees it (GET /api/user/invitations). */
export const invitationSchema = z.object({
  _id: z.string(),
  role: z.enum(MembershipRole.values),
  invitedAt: z.iso.datetime(),
  organization: z.object({
    _id: z.string(),
    name: z.string(),
    type: z.enum(OrganizationType.values),
    /** Pending: the invitee may accept, and acts for it once the office approves it. */
    approvalStatus: z.enum(ApprovalStatus.values),
  }),
  invitedBy: z.string().nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** A row of the admin organisation lists (GET /api/admin/organization and …/tasks). */
export const adminOrganizationListItemSchema = z.object({
  _id: z.string(),
  name: z.string(),
  type: z.enum(OrganizationType.values),
  city: z.string(),
  approvalStatus: z.enum(ApprovalStatus.values),
  memberCount: z.number().int(),
  hasOpenChangeRequest: z.boolean(),
  /** Since when the organisation stands in the public register by its admins' choice; null when it does not. */
  listedSince: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type AdminOrganizationListItem = z.infer<typeof adminOrganizationListItemSchema>;

/** The query rules of the admin organisation lists. */
export const adminOrganizationListSpec = {
  sortable: ['name', 'createdAt', 'updatedAt', 'approvalStatus', 'type'],
  defaultSort: [{ field: 'createdAt', direction: 'desc' }],
  // `listed`: whether the organisation stands in the public register (docs/product.md, "Register").
  exactFilters: {
    type: OrganizationType.values,
    approvalStatus: ApprovalStatus.values,
    listed: ['true', 'false'],
  },
  regexFilters: ['name', 'city'],
  /** `search.{key}=text`: contains the text, case-insensitive (docs/product.md §7 "List queries"). */
  searchable: ['name', 'city'],
} as const;

/**
 * Mail providers where anyone can open any number of addresses: an organisation created from one is a signal for the
 * office's review (docs/security.md 48), not a reason to refuse it.
 */
export const FREE_MAIL_DOMAINS: readonly string[] = [
  'aol.com',
  'freenet.de',
  'gmail.com',
  'gmx.de',
  'gmx.net',
  'googlemail.com',
  'hotmail.com',
  'hotmail.de',
  'icloud.com',
  'mail.de',
  'outlook.com',
  'outlook.de',
  'posteo.de',
  't-online.de',
  'web.de',
  'yahoo.com',
  'yahoo.de',
];

/**
 * GET /api/admin/organization/{id}/signals (platform admins): what the approval screen shows of the person who
 * created the organisation, so that the office sees a coalition of organisations built to read a peer's figures
 * (docs/security.md 48). Counts over the creator's account and the deleted accounts of the same address (its keyed
 * hash), nothing of others.
 */
export const organizationSignalsSchema = z.object({
  /** Whether the creator's account still exists; without it the other counts are null. */
  creatorKnown: z.boolean(),
  /**
   * Organisations created in the last 30 days that the creator belongs or belonged to, with any of their accounts:
   * this one included.
   */
  organizationsOfPersonLast30Days: z.number().int().nullable(),
  /** Accounts of the same address (or a subaddress of it) deleted so far, and the latest deletion. */
  deletedAccounts: z.number().int().nullable(),
  lastAccountDeletedAt: z.iso.datetime().nullable(),
  /** The creator's mail domain when it is a free-mail provider, else null. */
  freeMailDomain: z.string().nullable(),
});
export type OrganizationSignals = z.infer<typeof organizationSignalsSchema>;
