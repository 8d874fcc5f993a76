import { z } from 'zod';
import { UserRole } from '../roles';

/**
 * What a user can do about their personal data (issue 9, docs/security.md privacy; docs/decisions/017-privacy.md):
 * download all of it as JSON (GET /api/user/me/data) and delete the account (DELETE /api/user/me).
 */

const isoDateTime = z.iso.datetime();
const id = z.string();

/** GET /api/user/me/data: everything stored about the signed-in user, as an attachment. */
export const personalDataSchema = z.object({
  exportedAt: isoDateTime,
  user: z.object({
    _id: id,
    email: z.string(),
    roles: z.array(z.enum(UserRole.values)),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    createdAt: isoDateTime,
    updatedAt: isoDateTime,
  }),
  memberships: z.array(
    z.object({ organization: id, organizationName: z.string(), role: z.string(), since: isoDateTime }),
  ),
  /** Invitations addressed to the user's e-mail address that are still open. */
  invitationsReceived: z.array(
    z.object({ organization: id, organizationName: z.string(), role: z.string(), createdAt: isoDateTime }),
  ),
  /** Invitations the user sent (the invitee's address is theirs, not the user's: left out). */
  invitationsSent: z.array(
    z.object({ organization: id, organizationName: z.string(), role: z.string(), createdAt: isoDateTime }),
  ),
  sessions: z.array(
    z.object({ createdAt: isoDateTime, expiresAt: isoDateTime, revokedAt: isoDateTime.nullable() }),
  ),
  /** Sign-in links sent to the address (the links themselves are never stored, only their hash). */
  signInLinks: z.array(
    z.object({ createdAt: isoDateTime, expiresAt: isoDateTime, consumedAt: isoDateTime.nullable() }),
  ),
  /** Organisations the user registered (founding them is the user's act; their data is the organisation's). */
  organizationsCreated: z.array(
    z.object({ organization: id, organizationName: z.string(), createdAt: isoDateTime }),
  ),
  /** Records the user created for an organisation: they belong to the organisation and stay after a deletion. */
  questionnairesCreated: z.array(
    z.object({
      _id: id,
      kind: z.string(),
      organization: id,
      createdAt: isoDateTime,
      submittedAt: isoDateTime.nullable(),
    }),
  ),
  caseStudiesCreated: z.array(
    z.object({ _id: id, kind: z.string(), organization: id, state: z.string(), createdAt: isoDateTime }),
  ),
  changeRequests: z.array(z.object({ organization: id, status: z.string(), requestedAt: isoDateTime })),
  /** Requests to the programme office the user made for an organisation, with the user's note. */
  requestsMade: z.array(
    z.object({
      _id: id,
      kind: z.string(),
      organization: id,
      note: z.string().nullable(),
      state: z.string(),
      createdAt: isoDateTime,
    }),
  ),
  /** Platform admins: workshop reports they uploaded (name and size; the file belongs to the organisation). */
  workshopReportsUploaded: z.array(
    z.object({
      _id: id,
      organization: id.nullable(),
      fileName: z.string(),
      size: z.number(),
      createdAt: isoDateTime,
    }),
  ),
  /**
   * Platform admins: the decisions they took, from the audit log and from their reviews of organisations and change
   * requests (`organization.approved|rejected`, `change-request.approved|rejected`).
   */
  adminDecisions: z.array(
    z.object({
      action: z.string(),
      organization: id.nullable(),
      comment: z.string().nullable(),
      createdAt: isoDateTime,
    }),
  ),
});
export type PersonalData = z.infer<typeof personalDataSchema>;

/** `Meine Daten Zertifizierungsplattform 2026-11-22.json` (today in German time). */
export const personalDataFileName = (isoDate: string) =>
  `Meine Daten Zertifizierungsplattform ${isoDate}.json`;

export const privacyMessages = {
  /** Deleting the only admin of an organisation with other members would leave it without anyone to manage it. */
  lastAdmin: (...organizationNames: string[]) =>
    'Sie sind die einzige Administratorin oder der einzige Administrator der ' +
    `${organizationNames.length === 1 ? 'Organisation' : 'Organisationen'} ` +
    `${organizationNames.map((name) => `„${name}“`).join(' und ')}. ` +
    'Bitte machen Sie zuerst ein anderes Mitglied zur Administratorin oder zum Administrator (bei den Mitgliedern: „Zum Administrator machen“), dann können Sie Ihr Konto löschen.',
} as const;
