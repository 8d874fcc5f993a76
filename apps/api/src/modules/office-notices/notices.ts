import {
  adminJourneyPath,
  adminOrganizationReviewPath,
  CaseStudyKind,
  OrganizationType,
  ProcurementBranch,
  ProviderRecordKind,
  type JourneyRequest,
  type OrganizationType as OrganizationTypeValue,
} from '@cert/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { Mailer } from '../../lib/mailer';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { adminMail } from '../../lib/notification-mail';

/**
 * What the programme office hears about (docs/decisions/039-admin-notices.md): work that waits for it. A notice
 * names the organisation and the task, nothing of the person who caused it.
 */
type AdminNotice = {
  /**
   * The organisation and the task it is about: notices of one task of one organisation are coalesced, one mail an
   * hour at most (docs/security.md 39).
   */
  organizationId: string;
  task: 'review' | 'reviewAgain' | 'changeRequest' | 'caseStudy' | 'request';
  subject: string;
  lines: string[];
  link: { url: string; label: string };
};

export const newOrganizationNotice = (
  organization: { id: string; name: string; type: OrganizationTypeValue },
  publicUrl: string,
): AdminNotice => ({
  organizationId: organization.id,
  task: 'review',
  subject: `Neue Organisation zur Prüfung: ${organization.name}`,
  lines: [
    `Die Organisation „${organization.name}“ (${OrganizationType.label(organization.type)}) wurde angelegt und wartet auf Ihre Prüfung.`,
    'Bis zur Freigabe kann sie keine Fragebögen einreichen und keine Mitglieder einladen.',
  ],
  link: { url: `${publicUrl}${adminOrganizationReviewPath(organization.id)}`, label: 'Organisation prüfen' },
});

export const resubmittedOrganizationNotice = (
  organization: { id: string; name: string },
  publicUrl: string,
): AdminNotice => ({
  organizationId: organization.id,
  task: 'reviewAgain',
  subject: `Organisation erneut zur Prüfung: ${organization.name}`,
  lines: [
    `Die abgelehnte Organisation „${organization.name}“ hat ihre Angaben geändert und wartet wieder auf Ihre Prüfung.`,
  ],
  link: { url: `${publicUrl}${adminOrganizationReviewPath(organization.id)}`, label: 'Organisation prüfen' },
});

export const changeRequestNotice = (
  organization: { id: string; name: string },
  publicUrl: string,
): AdminNotice => ({
  organizationId: organization.id,
  task: 'changeRequest',
  subject: `Änderung der Stammdaten zur Prüfung: ${organization.name}`,
  lines: [
    `Die Organisation „${organization.name}“ hat eine Änderung ihrer Stammdaten beantragt. Die Änderung wird wirksam, sobald Sie sie annehmen.`,
  ],
  link: { url: `${publicUrl}${adminOrganizationReviewPath(organization.id)}`, label: 'Änderung prüfen' },
});

export const caseStudySubmittedNotice = (
  organization: { id: string; name: string },
  kind: CaseStudyKind,
  publicUrl: string,
): AdminNotice => ({
  organizationId: organization.id,
  task: 'caseStudy',
  subject: `${CaseStudyKind.label(kind)} eingereicht: ${organization.name}`,
  lines: [
    `Die Organisation „${organization.name}“ hat ein ${CaseStudyKind.label(kind)} eingereicht. Es wartet auf Ihre Entscheidung.`,
  ],
  link: {
    url: `${publicUrl}${adminJourneyPath(organization.id, kind === 'gold' ? 'procurement' : 'provider')}`,
    label: 'Praxisbeispiel lesen und entscheiden',
  },
});

/** A respondent's request (docs/product.md §4 "Requests"): a reported participation or a workshop asked for. */
export const journeyRequestNotice = (
  organization: { id: string; name: string },
  request: Pick<JourneyRequest, 'kind' | 'recordKind' | 'branch'>,
  publicUrl: string,
): AdminNotice => {
  const participation = request.kind === 'participation';
  const what = participation
    ? `eine Teilnahme gemeldet (${ProviderRecordKind.label(request.recordKind!)})`
    : `den Workshop der Stufe Silber angefragt (${ProcurementBranch.label(request.branch!)})`;
  return {
    organizationId: organization.id,
    task: 'request',
    subject: `${participation ? 'Teilnahme gemeldet' : 'Workshop angefragt'}: ${organization.name}`,
    lines: [`Die Organisation „${organization.name}“ hat ${what}. Die Meldung wartet auf Ihre Bearbeitung.`],
    link: {
      url: `${publicUrl}${adminJourneyPath(organization.id, participation ? 'provider' : 'procurement')}`,
      label: participation ? 'Meldung prüfen und erfassen' : 'Anfrage bearbeiten',
    },
  };
};

type NoticeDeps = {
  config: Pick<Config, 'adminEmails' | 'adminNotices' | 'publicUrl'>;
  mailer: Mailer;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  db: Database;
  now: Date;
  /** The person whose act it was, as the keyed hash of their address (lib/person-key.ts), where there is one. */
  causedBy?: string;
};

const HOUR = 60 * 60 * 1000;
/** At most one notice of one task of one organisation an hour: twenty edits in a second are one task for the office. */
const NOTICE_COALESCING: RateLimitRule = { max: 1, windowMs: HOUR };
/**
 * At most five notices an hour of what one person did, however many accounts and organisations they use; the sixth
 * is one digest pointing to the task list, and the rest of the hour is quiet (docs/security.md 49).
 * @internal
 */
export const NOTICES_PER_PERSON: RateLimitRule = { max: 5, windowMs: HOUR };
const DIGEST_PER_PERSON: RateLimitRule = { max: 1, windowMs: HOUR };

/** What a notice says instead when one person caused more than NOTICES_PER_PERSON within the hour. */
const digestOf = (notice: AdminNotice, publicUrl: string): AdminNotice => ({
  ...notice,
  subject: 'Viele neue Aufgaben in kurzer Zeit',
  lines: [
    `Innerhalb einer Stunde sind mehr als ${NOTICES_PER_PERSON.max} Aufgaben durch dieselbe Person entstanden, ` +
      `zuletzt: ${notice.subject}.`,
    'Bis zum Ende der Stunde senden wir dazu keine weiteren E-Mails. Alle Aufgaben stehen in der Aufgabenliste.',
  ],
  link: { url: `${publicUrl}/admin/journeys`, label: 'Aufgabenliste öffnen' },
});

const WHY =
  'Sie erhalten diese E-Mail, weil Sie zur Programmgeschäftsstelle gehören und die Plattform verwalten.';

/**
 * Mails the notice to each platform administrator, one mail each (no one sees the others' addresses), when the
 * configuration says so at once (ADMIN_NOTICES=immediate), at most one an hour of one task of one organisation. Sent after the
 * change is committed; a failed mail is logged and never undoes the change (ADR 004).
 */
export async function notifyPlatformAdmins(deps: NoticeDeps, notice: AdminNotice): Promise<void> {
  if (deps.config.adminNotices !== 'immediate') return;
  const key = `notice:${notice.task}:${notice.organizationId}`;
  const hit = await hitRateLimit(deps.db, key, NOTICE_COALESCING, deps.now);
  if (!hit.allowed) {
    // The task list shows the organisation's latest state; the mail of this hour already pointed there.
    deps.log.info({ organization: notice.organizationId, subject: notice.subject }, 'admin notice coalesced');
    return;
  }
  let mailed = notice;
  if (deps.causedBy) {
    const person = await hitRateLimit(
      deps.db,
      `notice:person:${deps.causedBy}`,
      NOTICES_PER_PERSON,
      deps.now,
    );
    if (!person.allowed) {
      const digest = await hitRateLimit(
        deps.db,
        `notice:digest:${deps.causedBy}`,
        DIGEST_PER_PERSON,
        deps.now,
      );
      if (!digest.allowed) {
        deps.log.info(
          { organization: notice.organizationId, subject: notice.subject },
          'admin notice held back',
        );
        return;
      }
      mailed = digestOf(notice, deps.config.publicUrl);
    }
  }
  const results = await Promise.allSettled(
    deps.config.adminEmails.map((to) =>
      deps.mailer.send(
        adminMail({
          to,
          subject: mailed.subject,
          blocks: [mailed.lines],
          link: { intro: 'Zur Aufgabe:', url: mailed.link.url, label: mailed.link.label },
          why: WHY,
        }),
      ),
    ),
  );
  for (const result of results) {
    if (result.status === 'rejected') {
      deps.log.error({ err: result.reason, subject: mailed.subject }, 'sending an admin notice failed');
    }
  }
}
