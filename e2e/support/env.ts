// Addresses of the servers playwright.config.ts starts for the end-to-end run.
export const BASE_URL = 'http://localhost:3100';
export const SMTP_SINK_PORT = 3125;
export const SMTP_SINK_HTTP_PORT = 3126;
export const MAIL_SINK_URL = `http://127.0.0.1:${SMTP_SINK_HTTP_PORT}`;
/** Listed in ADMIN_EMAILS of the platform under test. */
export const ADMIN_EMAIL = 'admin@e2e.example.org';
/**
 * Admins that only approve the organisations tests set up. Sign-in links are limited to 5 per address and
 * 15 minutes (SECURITY.md), more than one run's approvals: each worker takes turns among its own four.
 */
export const APPROVER_EMAILS = Array.from(
  { length: 8 },
  (_, index) => `approver-${index + 1}@e2e.example.org`,
);
