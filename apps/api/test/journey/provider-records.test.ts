import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { innovationEntryBodySchema, providerRecordBodySchema, providerRecordSchema } from '@cert/domain';
import { providerRecords } from '../../src/db/schema';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser, type SignedIn } from '../helpers/browser';
import { journeyRow } from '../journey/support';
import {
  ADMIN,
  arrangeOrganization,
  auditRows,
  dayOffset,
  insertProviderRecord,
  organizationMails,
  type ArrangedOrganization,
} from '../helpers/arranged-journeys';
import { expectJsonRefused } from '../helpers/refusals';

const base = (id: string) => `/api/admin/organization/${id}/journey/provider`;

describe('provider records', () => {
  let t: TestContext;
  let admin: SignedIn;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const mailsOf = (org: ArrangedOrganization) => organizationMails(t, org);

  async function recordsOf(organizationId: string) {
    return t.database.db
      .select()
      .from(providerRecords)
      .where(eq(providerRecords.organizationId, organizationId));
  }

  it('records event and e-learning: 201 with the record, audit rows, the journey row and a mail each', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    const event = await admin.browser.post(`${base(org.id)}/professional/event`, {
      performedAt: dayOffset(t, -3),
      eventName: '  Innovationstag Berlin  ',
    });
    expect(event.statusCode, event.body).toBe(201);
    expect(providerRecordSchema.parse(event.json())).toMatchObject({
      kind: 'event',
      organization: org.id,
      performedAt: dayOffset(t, -3),
      eventName: 'Innovationstag Berlin',
      url: null,
      createdAt: t.clock.now().toISOString(),
    });
    expect(await journeyRow(t.database.db, org.id)).toMatchObject({
      progress: 'none',
      openTask: 'records-due',
    });

    const elearning = await admin.browser.post(`${base(org.id)}/professional/elearning`, {
      performedAt: dayOffset(t, 0),
      eventName: 'E-Learning Grundlagen',
    });
    expect(elearning.statusCode, elearning.body).toBe(201);
    expect(elearning.json()).toMatchObject({ kind: 'elearning' });
    // Professional done today; practitioner opens four weeks later.
    expect(await journeyRow(t.database.db, org.id)).toMatchObject({
      progress: 'professional',
      openTask: null,
      nextOpensAt: dayOffset(t, 28),
    });

    const audit = await auditRows(t.database.db, org.id);
    expect(audit.map((row) => [row.action, row.actorId, row.createdAt.toISOString()])).toEqual([
      ['provider-record.recorded', admin.user._id, t.clock.now().toISOString()],
      ['provider-record.recorded', admin.user._id, t.clock.now().toISOString()],
    ]);
    expect(audit.map((row) => row.subjectId).sort()).toEqual(
      [(event.json() as { _id: string })._id, (elearning.json() as { _id: string })._id].sort(),
    );

    const mails = mailsOf(org);
    expect(mails.map((mail) => mail.to)).toEqual([org.adminEmail, org.adminEmail]);
    expect(mails[0]!.subject).toBe(`Neuer Eintrag im Zertifizierungspfad von „${org.name}“`);
    expect(mails[0]!.text).toContain('Teilnahme an einer Programmveranstaltung („Innovationstag Berlin“)');
    expect(mails[1]!.text).toContain('Teilnahme am E-Learning');
    expect(mails[0]!.text).toContain('http://localhost:3000/zertifizierungspfad/unternehmen');
    // The second record completes Professional: its mail says so, and where the certificate is; the first does not.
    expect(mails[0]!.text).not.toContain('erreicht');
    expect(mails[1]!.text).toContain(
      'Damit hat Ihre Organisation die Stufe Professional erreicht. Urkunde, Siegel und Ihre nächsten Schritte finden Sie in Ihrem Zertifizierungspfad.',
    );
  });

  it('refuses practitioner records before the practitioner level opens (409 LEVEL_NOT_OPEN), nothing written', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    const entry = {
      performedAt: dayOffset(t, 0),
      eventName: 'Digitale Vergabeplattform',
      url: 'https://marktplatz.example.de/innovation/42',
    };
    const locked = await admin.browser.post(`${base(org.id)}/practitioner/innovation-entry`, entry);
    expect(locked.statusCode).toBe(409);
    expect(locked.json()).toMatchObject({
      code: 'LEVEL_NOT_OPEN',
      message: 'Diese Stufe ist noch nicht verfügbar: Zuerst muss die vorherige Stufe abgeschlossen sein.',
    });

    // Professional completed 10 days ago: practitioner opens 18 days from now.
    await insertProviderRecord(t, org.id, 'event', 12);
    await insertProviderRecord(t, org.id, 'elearning', 10);
    const [year, month, day] = dayOffset(t, 18).split('-');
    for (const [path, body] of [
      ['practitioner/innovation-entry', entry],
      ['practitioner/presentation', { performedAt: dayOffset(t, 0), eventName: 'Vergabetag' }],
    ] as const) {
      const waiting = await admin.browser.post(`${base(org.id)}/${path}`, body);
      expect(waiting.statusCode).toBe(409);
      expect(waiting.json()).toMatchObject({
        code: 'LEVEL_NOT_OPEN',
        message: `Diese Stufe ist erst ab dem ${day}.${month}.${year} verfügbar. Es zählen nur Nachweise ab diesem Tag.`,
      });
    }
    expect(await recordsOf(org.id)).toHaveLength(2);
    expect(await auditRows(t.database.db, org.id)).toEqual([]);
    expect(mailsOf(org)).toEqual([]);
  });

  it('records practitioner innovation entry and presentation once the level is open', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    await insertProviderRecord(t, org.id, 'event', 40);
    await insertProviderRecord(t, org.id, 'elearning', 35);
    const entry = await admin.browser.post(`${base(org.id)}/practitioner/innovation-entry`, {
      performedAt: dayOffset(t, -1),
      eventName: 'Digitale Vergabeplattform',
      url: 'https://marktplatz.example.de/innovation/42',
    });
    expect(entry.statusCode, entry.body).toBe(201);
    expect(entry.json()).toMatchObject({
      kind: 'innovation-entry',
      url: 'https://marktplatz.example.de/innovation/42',
    });
    const presentation = await admin.browser.post(`${base(org.id)}/practitioner/presentation`, {
      performedAt: dayOffset(t, 0),
      eventName: 'Vergabetag Nord',
    });
    expect(presentation.statusCode, presentation.body).toBe(201);
    expect(presentation.json()).toMatchObject({ kind: 'presentation', url: null });
    // Both records in, the case study missing: nothing left to record for the programme office.
    expect(await journeyRow(t.database.db, org.id)).toMatchObject({
      progress: 'professional',
      openTask: null,
    });
    expect(mailsOf(org).map((mail) => mail.text)).toEqual([
      expect.stringContaining('Innovationseintrag auf dem Marktplatz („Digitale Vergabeplattform“)'),
      expect.stringContaining('Präsentation des Praxisbeispiels'),
    ]);
  });

  it('refuses dates outside the window at performedAt, and organisations that are not approved providers', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    for (const performedAt of [dayOffset(t, 1), dayOffset(t, -15)]) {
      const res = await admin.browser.post(`${base(org.id)}/professional/event`, {
        performedAt,
        eventName: 'Tag',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ fields: [{ path: 'performedAt', code: 'date_window' }] });
    }
    const procurer = await arrangeOrganization(t, 'PublicProcurer');
    const pending = await arrangeOrganization(t, 'Provider', { approvalStatus: 'Pending' });
    for (const other of [procurer, pending]) {
      const res = await admin.browser.post(`${base(other.id)}/professional/event`, {
        performedAt: dayOffset(t, 0),
        eventName: 'Tag',
      });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        message: 'Teilnahmen können nur für freigegebene Unternehmen erfasst werden.',
      });
    }
    const unknown = await admin.browser.post(
      `${base('00000000-0000-4000-8000-000000000000')}/professional/event`,
      { performedAt: dayOffset(t, 0), eventName: 'Tag' },
    );
    expect(unknown.statusCode).toBe(404);
    expect(await recordsOf(org.id)).toEqual([]);
  });

  it('is for platform admins only', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    const orgAdmin = (await signIn(t, org.adminEmail)).browser;
    const anonymous = new TestBrowser(t.app);
    await anonymous.ensureCsrf();
    const body = { performedAt: dayOffset(t, 0), eventName: 'Tag' };
    expect((await anonymous.post(`${base(org.id)}/professional/event`, body)).statusCode).toBe(401);
    expect((await orgAdmin.post(`${base(org.id)}/professional/event`, body)).statusCode).toBe(403);
    expect(await recordsOf(org.id)).toEqual([]);
  });

  it('answers 4xx and writes nothing for every body the schemas refuse (property)', async () => {
    const org = await arrangeOrganization(t, 'Provider');
    await insertProviderRecord(t, org.id, 'event', 40);
    await insertProviderRecord(t, org.id, 'elearning', 35);
    const routes = [
      { path: 'professional/event', schema: providerRecordBodySchema },
      { path: 'professional/elearning', schema: providerRecordBodySchema },
      { path: 'practitioner/innovation-entry', schema: innovationEntryBodySchema },
      { path: 'practitioner/presentation', schema: providerRecordBodySchema },
    ];
    const anyBody = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          performedAt: fc.oneof(fc.constant(dayOffset(t, 0)), fc.string(), fc.jsonValue()),
          eventName: fc.oneof(fc.string({ maxLength: 320 }), fc.jsonValue()),
          url: fc.oneof(
            fc.webUrl(),
            fc.string(),
            fc.constantFrom('javascript:alert(1)', 'ftp://x.de'),
            fc.jsonValue(),
          ),
        },
        { requiredKeys: [] },
      ),
      fc
        .dictionary(fc.string({ maxLength: 12 }), fc.jsonValue(), { minKeys: 1, maxKeys: 3 })
        .map((extra) => ({
          performedAt: dayOffset(t, 0),
          eventName: 'Tag',
          ...extra,
        })),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), anyBody, async (route, body) => {
        fc.pre(!route.schema.safeParse(body).success);
        await expectJsonRefused(admin.browser, 'POST', `${base(org.id)}/${route.path}`, body);
      }),
      { numRuns: 150 },
    );
    expect(await recordsOf(org.id)).toHaveLength(2);
    expect(await auditRows(t.database.db, org.id)).toEqual([]);
    expect(mailsOf(org)).toEqual([]);
  });
});
