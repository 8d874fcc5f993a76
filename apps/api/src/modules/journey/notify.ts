import type { App } from '../../app-type';
import type { Database } from '../../db/client';
import { recordOrganizationAdminMails } from '../organization';
import { journeyDecisionMail, type JourneyDecision } from './decision-mail';
import type { RecordedOrganization } from './record-checks';

/**
 * Records the mails of a journey decision to the organisation's admins in the transaction that makes the decision,
 * so that the decision and its mails are committed together (docs/decisions/063-mail-outbox.md); answers their ids,
 * to deliver after the commit. Every command of the journey takes one (recording a workshop result or a
 * participation, a correction, a withdrawal, a declined request, postponing or closing).
 */
export type RecordDecisionMails = (
  tx: Database,
  organization: RecordedOrganization,
  decision: JourneyDecision,
) => Promise<string[]>;

/** The app's outbox as a journey command's RecordDecisionMails. */
const decisionMails =
  (app: App): RecordDecisionMails =>
  (tx, organization, decision) =>
    recordOrganizationAdminMails(tx, app.mailer, organization.id, (to) =>
      journeyDecisionMail({
        to,
        organizationName: organization.name,
        pathType: organization.pathType,
        decision,
        publicUrl: app.config.publicUrl,
      }),
    );

/**
 * Runs a journey command with the app's outbox as its RecordDecisionMails and, once the command's transaction has
 * committed, tries the mails it recorded; answers the command's result.
 */
export async function withDecisionMails<T extends { mailIds: string[] }>(
  app: App,
  command: (recordMails: RecordDecisionMails) => Promise<T>,
): Promise<T> {
  const result = await command(decisionMails(app));
  await app.mailer.deliver(result.mailIds);
  return result;
}
