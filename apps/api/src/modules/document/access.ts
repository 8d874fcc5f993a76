import type { User } from '@cert/domain';
import type { Database } from '../../db/client';
import { forbidden, noActiveOrganization } from '../../lib/http-error';
import { grantOrganizationAccess, membershipOrganization, type AccessRule } from '../organization';
import { z } from 'zod';
import type { DocumentAccess, DocumentKind } from './kinds';

/**
 * The one access rule of documents (docs/decisions/053-one-document-module.md, docs/security.md 11 and 17):
 * - reading: the members of its organisation; platform admins once it is submitted (a draft is the
 *   organisation's own, the office reads what was handed in);
 * - writing (save, submit, delete): members while the organisation is approved (403 otherwise);
 * - starting one: members of an approved organisation of the kind's type.
 * Whoever may not read a document learns nothing of it: 404, as for one that does not exist.
 */
export const WRITE_ACCESS: AccessRule = { approved: true };

export const readAccess = (submitted: boolean): AccessRule => ({ platformAdmin: submitted });

/** The write rule over an access row the store read with the document (404 for no row or a non-member). */
export const grantWrite = (user: User, access: DocumentAccess | undefined) =>
  grantOrganizationAccess(user, access?.organizationId ?? '', access, WRITE_ACCESS);

/**
 * The organisation a new document is for: not a UUID, not the user's or not approved answer the specification's
 * one message (nothing about other organisations leaks); a member of another type's organisation 403.
 */
export async function organizationToStart(
  db: Database,
  user: User,
  kind: Pick<DocumentKind, 'organizationType'>,
  named: unknown,
): Promise<string> {
  const id = z.uuid().safeParse(named);
  if (!id.success) throw noActiveOrganization();
  const found = await membershipOrganization(db, user._id, id.data);
  if (found?.approvalStatus !== 'Approved') throw noActiveOrganization();
  if (found.type !== kind.organizationType) throw forbidden();
  return id.data;
}
