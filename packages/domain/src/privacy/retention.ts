/**
 * How long the platform keeps what it records besides the users' own data (ADR 017); a job deletes what is older
 * every hour. The privacy notice states these periods.
 */
export const DATA_RETENTION = {
  /** Sign-in links (stored as hashes): days after they expired. */
  signInLinkDays: 7,
  /** Sessions with their refresh tokens: days after they ended (expired or signed out). */
  sessionDays: 30,
  /** Page-view counts per path and day: the running month and the twelve before it. */
  pageViewMonths: 13,
  /** Uploaded workshop reports no result refers to (an upload whose result was never saved): days after the upload,
   * long enough for a form left open over a weekend. */
  unusedReportDays: 7,
  /** Copies of the mails the platform sent (its outbox, kept until the mail server took them): days after sending. */
  sentMailDays: 7,
} as const;
