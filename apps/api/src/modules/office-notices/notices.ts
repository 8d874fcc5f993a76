import {
  adminJourneyPath,
  adminOrganizationReviewPath,
  CASE_STUDY_ANCHOR,
  CaseStudyKind,
  OrganizationType,
  ProcurementBranch,
  ProviderRecordKind,
  type JourneyRequest,
  type OrganizationType as OrganizationTypeValue,
} from '@cert/domain';
import type { App } from '../../app-type';
import type { Database } from '../../db/client';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { adminMail } from '../../lib/notification-mail';
import { personKey } from '../../lib/person-key';

/**
 * What the programme office hears about (docs/decisions/039-admin-notices.md): work that waits for it. A notice
 * names the organisation and the task, nothing of the person who caused it. Its first line follows the mail's
 * "Guten Tag," and so begins in lower case, as in every mail of ours.
 */
type AdminNotice = {
  /**
   * The organisation and the task it is about: notices of one task of one organisation are coalesced, one mail an
   * hour at most (docs/security.md 39).
   */
  organizationId: string;
  task: 'review' | 'reviewAgain' | 'changeRequest' | 'caseStudy' | 'request';
  /**
   * What is decided on, where each is decided on its own (a case study, a change request, a rejection answered):
   * a new one after a decision is new work and is not coalesced with the notice of the one decided.
   */
  subjectId?: string;
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
    `die Organisation „${organization.name}“ (${OrganizationType.label(organization.type)}) wurde angelegt und wartet auf Ihre Prüfung.`,
    'Bis zur Freigabe kann sie keine Fragebögen einreichen und keine Mitglieder einladen.',
  ],
  link: { url: `${publicUrl}${adminOrganizationReviewPath(organization.id)}`, label: 'Organisation prüfen' },
});

export const resubmittedOrganizationNotice = (
  organization: { id: string; name: string },
  /** The rejection the organisation answers (its time): rejected again, its next edit is new work. */
  rejection: string,
  publicUrl: string,
): AdminNotice => ({
  organizationId: organization.id,
  task: 'reviewAgain',
  subjectId: rejection,
  subject: `Organisation erneut zur Prüfung: ${organization.name}`,
  lines: [
    `die abgelehnte Organisation „${organization.name}“ hat ihre Angaben geändert und wartet wieder auf Ihre Prüfung.`,
  ],
  link: { url: `${publicUrl}${adminOrganizationReviewPath(organization.id)}`, label: 'Organisation prüfen' },
});

export const changeRequestNotice = (
  organization: { id: string; name: string },
  changeRequestId: string,
  publicUrl: string,
): AdminNotice => ({
  organizationId: organization.id,
  task: 'changeRequest',
  subjectId: changeRequestId,
  subject: `Änderung der Stammdaten zur Prüfung: ${organization.name}`,
  lines: [
    `die Organisation „${organization.name}“ hat eine Änderung ihrer Stammdaten beantragt. Die Änderung wird wirksam, sobald Sie sie annehmen.`,
  ],
  link: { url: `${publicUrl}${adminOrganizationReviewPath(organization.id)}`, label: 'Änderung prüfen' },
});

export const caseStudySubmittedNotice = (
  organization: { id: string; name: string },
  caseStudy: { id: string; kind: CaseStudyKind; title: string },
  publicUrl: string,
): AdminNotice => ({
  organizationId: organization.id,
  task: 'caseStudy',
  subjectId: caseStudy.id,
  subject: `${CaseStudyKind.label(caseStudy.kind)} eingereicht: ${organization.name}`,
  lines: [
    // Its title tells one attempt from the next (a case study written anew after a rejection).
    `die Organisation „${organization.name}“ hat ein ${CaseStudyKind.label(caseStudy.kind)} eingereicht: „${caseStudy.title}“. Es wartet auf Ihre Entscheidung.`,
  ],
  link: {
    // Where the decision is, not the top of a long journey page.
    url: `${publicUrl}${adminJourneyPath(organization.id, caseStudy.kind === 'gold' ? 'procurement' : 'provider')}#${CASE_STUDY_ANCHOR}`,
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
    lines: [`die Organisation „${organization.name}“ hat ${what}. Die Meldung wartet auf Ihre Bearbeitung.`],
    link: {
      url: `${publicUrl}${adminJourneyPath(organization.id, participation ? 'provider' : 'procurement')}`,
      label: participation ? 'Meldung prüfen und erfassen' : 'Anfrage bearbeiten',
    },
  };
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
    `innerhalb einer Stunde sind mehr als ${NOTICES_PER_PERSON.max} Aufgaben durch dieselbe Person entstanden, ` +
      `zuletzt: ${notice.subject}.`,
    'Bis zum Ende der Stunde senden wir dazu keine weiteren E-Mails. Alle Aufgaben stehen in der Aufgabenliste.',
  ],
  link: { url: `${publicUrl}/admin/journeys`, label: 'Aufgabenliste öffnen' },
});

const WHY = 'Sie erhalten diese E-Mail, weil Sie zum Programmteam gehören und die Plattform verwalten.';

/**
 * Records an office notice in the transaction of the act that caused it (docs/decisions/063-mail-outbox.md): the
 * mail exists exactly when the task does. Answers the recorded mails' ids, to try at once after the commit.
 */
type RecordOfficeNotice = (tx: Database, notice: AdminNotice) => Promise<string[]>;

/**
 * The app's RecordOfficeNotice for an act of the person signed in with `causedBy` (an address; none for acts of
 * no one in particular): one mail to each platform administrator (no one sees the others' addresses) when the
 * configuration says so at once (ADMIN_NOTICES=immediate), at most one an hour of one task of one organisation
 * and five an hour of one person's acts, then one digest (docs/security.md 39 and 49). The limits are counted in
 * the same transaction, so an act that is rolled back neither mails nor uses up the hour's notice.
 */
export const officeNotices =
  (app: Pick<App, 'config' | 'mailer' | 'log' | 'clock'>, causedBy?: string): RecordOfficeNotice =>
  async (tx, notice) => {
    const { config } = app;
    if (config.adminNotices !== 'immediate') return [];
    const now = app.clock.now();
    const hit = await hitRateLimit(
      tx,
      `notice:${notice.task}:${notice.organizationId}${notice.subjectId ? `:${notice.subjectId}` : ''}`,
      NOTICE_COALESCING,
      now,
    );
    if (!hit.allowed) {
      // The task list shows the organisation's latest state; the mail of this hour already pointed there.
      app.log.info(
        { organization: notice.organizationId, subject: notice.subject },
        'admin notice coalesced',
      );
      return [];
    }
    let mailed = notice;
    if (causedBy) {
      const person = personKey(config.sessionSecret, causedBy);
      const within = await hitRateLimit(tx, `notice:person:${person}`, NOTICES_PER_PERSON, now);
      if (!within.allowed) {
        const digest = await hitRateLimit(tx, `notice:digest:${person}`, DIGEST_PER_PERSON, now);
        if (!digest.allowed) {
          app.log.info(
            { organization: notice.organizationId, subject: notice.subject },
            'admin notice held back',
          );
          return [];
        }
        mailed = digestOf(notice, config.publicUrl);
      }
    }
    return app.mailer.record(
      tx,
      config.adminEmails.map((to) =>
        adminMail({
          to,
          subject: mailed.subject,
          blocks: [mailed.lines],
          link: { intro: 'Zur Aufgabe:', url: mailed.link.url, label: mailed.link.label },
          why: WHY,
        }),
      ),
    );
  };
