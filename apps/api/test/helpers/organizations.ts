import { randomUUID } from 'node:crypto';
import type { ApprovalStatus, MembershipRole, OrganizationData, OrganizationType } from '@cert/domain';
import type { Database } from '../../src/db/client';
import { invitations, memberships, organizations, users } from '../../src/db/schema';

/** Valid master data of each type, for request bodies and fixtures. */
export function organizationData(
  type: OrganizationType = 'PublicProcurer',
  name = `Stadt ${randomUUID().slice(0, 8)}`,
): OrganizationData {
  const base = {
    type,
    name,
    address: { street: 'Musterstraße 1', postalCode: '10115', city: 'Berlin' },
    website: null,
  };
  if (type === 'PublicProcurer') return { ...base, agencyLevel: 'Municipality' };
  if (type === 'Provider') return { ...base, companySize: 'ElevenToFifty', businessSector: 'Service' };
  return base;
}

/** A user row without signing in (for members who never make a request themselves). */
export async function insertUser(db: Database, email = `${randomUUID()}@example.org`): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({
      email: email.toLowerCase(),
      firstName: 'Erika',
      lastName: 'Mustermann',
      phoneNumber: '030 123456',
    })
    .onConflictDoUpdate({ target: users.email, set: { email: email.toLowerCase() } })
    .returning({ id: users.id });
  return row!.id;
}

/**
 * An organisation written straight into the database, bypassing the API: the arrange step of tests that are not
 * about creating organisations. Members are user ids with roles; invitations are e-mail addresses with roles.
 */
export async function insertOrganization(
  db: Database,
  options: {
    data?: OrganizationData;
    approvalStatus?: ApprovalStatus;
    members?: Array<{ userId: string; role: MembershipRole }>;
    invitations?: Array<{ email: string; role: MembershipRole }>;
  } = {},
): Promise<string> {
  const data = options.data ?? organizationData();
  const [row] = await db
    .insert(organizations)
    .values({
      type: data.type,
      name: data.name,
      street: data.address.street,
      postalCode: data.address.postalCode,
      city: data.address.city,
      website: data.website ?? null,
      agencyLevel: data.agencyLevel ?? null,
      companySize: data.companySize ?? null,
      businessSector: data.businessSector ?? null,
      approvalStatus: options.approvalStatus ?? 'Approved',
    })
    .returning({ id: organizations.id });
  const organizationId = row!.id;
  if (options.members?.length) {
    await db.insert(memberships).values(options.members.map((member) => ({ organizationId, ...member })));
  }
  if (options.invitations?.length) {
    await db.insert(invitations).values(
      options.invitations.map((invitation) => ({
        organizationId,
        role: invitation.role,
        email: invitation.email.toLowerCase(),
      })),
    );
  }
  return organizationId;
}
