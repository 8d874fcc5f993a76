import { sha256Hex } from '../../lib/tokens';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { ErrorCode, organizationMessages, type FieldError } from '@cert/domain';
import { HttpError } from '../../lib/http-error';
import type { Db } from './repository';

/**
 * How many new invitations a day (docs/decisions/031-invitations-and-user-triggered-mail.md): generous for an office
 * inviting its staff, far too few for the platform's sender to carry bulk mail. Tests override them through
 * buildApp's dependencies.
 */
export type InvitationLimits = {
  perInviter: RateLimitRule;
  perOrganization: RateLimitRule;
  /** Invitations to one address from any organisation, a revoked and renewed one included. */
  perRecipient: RateLimitRule;
  /**
   * New organisations one user creates (docs/security.md 39): each one mails the programme office, so a script
   * cannot fill its inbox; an office registers one or two.
   */
  creationsPerUser: RateLimitRule;
};

const DAY = 24 * 60 * 60 * 1000;

export const defaultInvitationLimits: InvitationLimits = {
  perInviter: { max: 50, windowMs: DAY },
  perOrganization: { max: 100, windowMs: DAY },
  perRecipient: { max: 3, windowMs: DAY },
  creationsPerUser: { max: 10, windowMs: DAY },
};

/**
 * Counts a new organisation of a person in the caller's transaction; over the limit a 429 rolls it back. Counted by
 * the keyed hash of the address, not the account: deleting the account and signing up again starts no new day
 * (docs/security.md 49).
 */
export async function countCreation(
  tx: Db,
  limits: InvitationLimits,
  personKey: string,
  now: Date,
): Promise<void> {
  const hit = await hitRateLimit(tx, `organization:create:${personKey}`, limits.creationsPerUser, now);
  if (!hit.allowed)
    throw new HttpError(429, ErrorCode.RateLimited, organizationMessages.tooManyOrganizations);
}

/**
 * Counts new invitations against every limit, in the caller's transaction: a refusal (429) rolls the counts back
 * with everything else the request wrote, so nothing is stored and nothing is sent. `recipients` are the new
 * invitations' addresses with their entry in `newMembers`.
 */
export async function countInvitations(
  tx: Db,
  limits: InvitationLimits,
  invitation: { organizationId: string; invitedBy: string; recipients: { email: string; index: number }[] },
  now: Date,
): Promise<void> {
  const { organizationId, invitedBy, recipients } = invitation;
  if (recipients.length === 0) return;
  const fields: FieldError[] = [];
  for (const { email, index } of recipients) {
    const hit = await hitRateLimit(tx, `invitation:to:${sha256Hex(email)}`, limits.perRecipient, now);
    if (!hit.allowed) {
      fields.push({
        path: `newMembers.${index}.email`,
        code: 'rate_limited',
        message: organizationMessages.recipientInvitedTooOften,
      });
    }
  }
  const cost = recipients.length;
  const byInviter = await hitRateLimit(tx, `invitation:by:${invitedBy}`, limits.perInviter, now, cost);
  const byOrganization = await hitRateLimit(
    tx,
    `invitation:organization:${organizationId}`,
    limits.perOrganization,
    now,
    cost,
  );
  if (!byInviter.allowed || !byOrganization.allowed) {
    throw new HttpError(429, ErrorCode.RateLimited, organizationMessages.tooManyInvitations);
  }
  if (fields.length) {
    throw new HttpError(429, ErrorCode.RateLimited, organizationMessages.tooManyInvitations, fields);
  }
}
