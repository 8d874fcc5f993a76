import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshopReportUploadSchema } from '@cert/domain';
import { workshopReports } from '../../src/db/schema';
import { REPORT_MAX_BYTES } from '../../src/modules/workshop/report-file';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, TestBrowser } from '../helpers/browser';
import { minimalPdf } from '../helpers/pdf-files';
import { ADMIN, countRows, uploadReport } from '../admin-journey/support';

describe('POST /api/workshop/procurement/report', () => {
  let t: TestContext;
  let admin: TestBrowser;
  let user: TestBrowser;

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: ADMIN });
    admin = (await signIn(t, ADMIN)).browser;
    user = (await signIn(t, 'bericht-nutzerin@example.de')).browser;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const stored = () => countRows(t.database.db, workshopReports);

  it('stores a PDF under a generated reference with the cleaned name, size and hash', async () => {
    const content = minimalPdf();
    const res = await uploadReport(admin, content, 'Workshop Stadt Musterhausen.pdf');
    expect(res.statusCode, res.body).toBe(201);
    const body = workshopReportUploadSchema.parse(res.json());
    expect(body.fileName).toBe('Workshop Stadt Musterhausen.pdf');
    const [row] = await t.database.db
      .select()
      .from(workshopReports)
      .where(eq(workshopReports.id, body.reportRef));
    expect(row).toMatchObject({ fileName: body.fileName, size: content.length, organizationId: null });
    expect(row!.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(Buffer.from(row!.content).equals(content)).toBe(true);
  });

  it('keeps only a harmless display name of a path-traversal name', async () => {
    const res = await uploadReport(admin, minimalPdf(), '../../etc/passwd.pdf');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ fileName: 'passwd.pdf' });
    const fallback = await uploadReport(admin, minimalPdf(), '../');
    expect(fallback.json()).toMatchObject({ fileName: 'Workshop Ergebnisbericht.pdf' });
  });

  it('refuses content that is not a PDF with 415, whatever the name and type say, and stores nothing', async () => {
    const before = await stored();
    for (const content of [
      Buffer.from('Dies ist eine Textdatei mit der Endung .pdf'),
      Buffer.from('%PDF-1.7\nkein gültiges Dokument\n%%EOF\n'),
      Buffer.from('\x89PNG\r\n\x1a\n'),
      Buffer.alloc(0),
    ]) {
      const res = await uploadReport(admin, content, 'bericht.pdf');
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json()).toEqual({
        status: 415,
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Bitte laden Sie den Ergebnisbericht als PDF-Datei hoch.',
      });
    }
    expect(await stored()).toBe(before);
  });

  it('refuses a file one byte over 20 MB with 413 and stores nothing', async () => {
    const before = await stored();
    const pdf = minimalPdf();
    const oversize = Buffer.concat([pdf, Buffer.alloc(REPORT_MAX_BYTES + 1 - pdf.length, 0x20)]);
    expect(oversize.length).toBe(20 * 1024 * 1024 + 1);
    const res = await uploadReport(admin, oversize, 'gross.pdf');
    expect(res.statusCode, res.body).toBe(413);
    expect(res.json()).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(await stored()).toBe(before);
  });

  it('accepts a PDF of exactly 20 MB', async () => {
    const pdf = minimalPdf();
    // Whitespace after %%EOF: still the same parseable document.
    const padded = Buffer.concat([pdf, Buffer.alloc(REPORT_MAX_BYTES - pdf.length, 0x20)]);
    const res = await uploadReport(admin, padded, 'genau.pdf');
    expect(res.statusCode, res.body).toBe(201);
    // 20 MB through multipart, pdf-lib and into the database: seconds on a loaded machine.
  }, 120_000);

  it('answers 415 to a body that is not multipart, 400 without a file field, 413 for two files', async () => {
    const before = await stored();
    const json = await admin.post('/api/workshop/procurement/report', { file: 'JVBERi0=' });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });

    const wrongField = await uploadReport(admin, minimalPdf(), 'bericht.pdf', 'dokument');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: [{ path: 'file' }] });

    const onlyText = new FormData();
    onlyText.append('comment', 'kein Bericht');
    const noFile = await admin.post('/api/workshop/procurement/report', onlyText);
    expect(noFile.statusCode).toBe(400);

    const two = new FormData();
    two.append('file', new Blob([new Uint8Array(minimalPdf())]), 'a.pdf');
    two.append('file', new Blob([new Uint8Array(minimalPdf())]), 'b.pdf');
    const twoFiles = await admin.post('/api/workshop/procurement/report', two);
    expect([201, 413]).toContain(twoFiles.statusCode);
    expect(await stored()).toBeLessThanOrEqual(before + 1);
  });

  it('is for platform admins only: 401 anonymous, 403 signed-in users, nothing stored', async () => {
    const before = await stored();
    const anonymous = new TestBrowser(t.app);
    await anonymous.ensureCsrf();
    expect((await uploadReport(anonymous, minimalPdf())).statusCode).toBe(401);
    const forbidden = await uploadReport(user, minimalPdf());
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await stored()).toBe(before);
  });
});
