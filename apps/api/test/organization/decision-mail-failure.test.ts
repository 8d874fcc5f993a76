import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../src/db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type TestBrowser } from '../helpers/browser';
import { insertOrganization, insertUser, organizationData } from '../helpers/organizations';
import { parseMail, signInTokenOf } from '../helpers/outbox';
import { startSmtpSink, type SmtpSink } from '../helpers/smtp-sink';

const ADMIN = 'pruef-admin@programm.example';

/** The decision is the admin's; a mail server that refuses its notices must not undo it (docs/decisions/004). */
describe('an organisation decision whose mails the mail server refuses', () => {
  let sink: SmtpSink;
  let t: TestContext;
  let admin: TestBrowser;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await createTestApp({
      ADMIN_EMAILS: ADMIN,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Plattform <noreply@programm.example>',
    });
    const mailTo = (email: string) => {
      const raw = sink.received.filter((mail) => mail.to.includes(email)).at(-1)?.raw;
      if (!raw) throw new Error(`No mail to ${email} reached the mail server`);
      return parseMail(raw);
    };
    ({ browser: admin } = await signIn(t, ADMIN, { token: (email) => signInTokenOf(mailTo(email), email) }));
  }, SETUP_TIMEOUT_MS);
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('keeps the rejection, answers 200 and tried to tell each admin of the organisation', async () => {
    const admins = ['admin1-abgelehnt@amt.example', 'admin2-abgelehnt@amt.example'];
    const id = await insertOrganization(t.database.db, {
      data: organizationData('PublicProcurer', 'Prüfamt Unzustellbar'),
      approvalStatus: 'Pending',
      members: [
        { userId: await insertUser(t.database.db, admins[0]), role: 'Admin' },
        { userId: await insertUser(t.database.db, admins[1]), role: 'Admin' },
      ],
    });
    sink.refuse = (address) => address.endsWith('@amt.example');
    const received = sink.received.length;

    const res = await admin.put(`/api/organization/${id}/reject`, { comment: 'Unvollständig.' });

    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ approvalStatus: 'Rejected' });
    expect([...sink.refused].sort()).toEqual(admins);
    expect(sink.received.length).toBe(received);
    const [row] = await t.database.db.select().from(organizations).where(eq(organizations.id, id));
    expect(row?.approvalStatus).toBe('Rejected');
  });
});
