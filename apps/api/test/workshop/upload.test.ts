import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workshopReportUploadSchema, REPORT_MAX_BYTES, REPORT_TOO_LARGE_MESSAGE } from '@cert/domain';
import { workshopReports } from '../../src/db/schema';
import { createTestApp, SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { appWithAdmin } from '../helpers/admin-app';
import { signIn, TestBrowser } from '../helpers/browser';
import { hostilePdf, minimalPdf } from '../helpers/pdf-files';
import { ADMIN, countRows, uploadReport } from '../helpers/arranged-journeys';

describe('POST /api/workshop/procurement/report', () => {
  let t: TestContext;
  let admin: TestBrowser;
  let user: TestBrowser;

  beforeAll(async () => {
    ({
      t,
      admin: { browser: admin },
    } = await appWithAdmin(ADMIN));
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
    // The form's words, from the one place both take them (domain REPORT_TOO_LARGE_MESSAGE).
    expect(res.json()).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: REPORT_TOO_LARGE_MESSAGE,
    });
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

    // A browser sends an empty file name when no file was chosen: the part is no file then.
    const unnamed = await uploadReport(admin, minimalPdf(), '');
    expect(unnamed.statusCode).toBe(400);

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

  it('answers malformed multipart bodies with 4xx, never 5xx', async () => {
    const before = await stored();
    const bodies: Array<[string, string]> = [
      ['multipart/form-data; boundary=grenze', 'kein multipart'],
      [
        'multipart/form-data; boundary=grenze',
        '--grenze\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.7',
      ],
      ['multipart/form-data', '--grenze--'],
      ['multipart/form-data; boundary=grenze', ''],
    ];
    for (const [contentType, payload] of bodies) {
      const res = await admin.post('/api/workshop/procurement/report', undefined, {
        payload,
        headers: { 'content-type': contentType },
      });
      expect(res.statusCode, `${contentType} ${payload}: ${res.body}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
    }
    expect(await stored()).toBe(before);
  });

  it('refuses any non-PDF content with 415 and cleans any file name of a PDF (property)', async () => {
    const before = await stored();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ maxLength: 2000 }),
          fc
            .uint8Array({ maxLength: 2000 })
            .map((bytes) => new Uint8Array([...Buffer.from('%PDF-1.'), ...bytes])),
        ),
        fc.string({ minLength: 1, maxLength: 40 }),
        async (bytes, fileName) => {
          const res = await uploadReport(admin, Buffer.from(bytes), fileName);
          expect(res.statusCode, res.body).toBe(415);
        },
      ),
      { numRuns: 60 },
    );
    expect(await stored()).toBe(before);
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, maxLength: 60, unit: 'binary' }), async (fileName) => {
        const res = await uploadReport(admin, minimalPdf(), fileName);
        expect(res.statusCode, res.body).toBe(201);
        const { fileName: cleaned } = res.json() as { fileName: string };
        expect(cleaned.endsWith('.pdf')).toBe(true);
        expect([...cleaned].some((char) => char.charCodeAt(0) < 0x20 || '/\\<>:"|?*%#'.includes(char))).toBe(
          false,
        );
        expect(cleaned.startsWith('.')).toBe(false);
      }),
      { numRuns: 25 },
    );
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

describe('POST /api/workshop/procurement/report: the check of a hostile PDF (docs/security.md 32)', () => {
  let t: TestContext;
  let admin: TestBrowser;

  beforeAll(async () => {
    // A short budget, so that the test need not wait the real one out; the hostile file needs far longer.
    t = await createTestApp({ ADMIN_EMAILS: ADMIN }, { workshop: { pdfCheckBudgetMs: 3_000 } });
    admin = (await signIn(t, ADMIN)).browser;
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('refuses a PDF whose check outlasts its budget with 422, stores nothing, and checks the next upload anew', async () => {
    const before = await countRows(t.database.db, workshopReports);
    // About 25 s of pdf-lib's time: stopped after 3 s.
    const refused = await uploadReport(admin, hostilePdf(4 * 1024 * 1024), 'bericht.pdf');
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({ status: 422, code: 'FILE_TOO_COMPLEX' });
    expect((refused.json() as { message: string }).message).toContain(
      'Bitte speichern Sie den Bericht erneut',
    );
    expect(await countRows(t.database.db, workshopReports)).toBe(before);

    const next = await uploadReport(admin, minimalPdf(), 'bericht.pdf');
    expect(next.statusCode, next.body).toBe(201);
    expect(await countRows(t.database.db, workshopReports)).toBe(before + 1);
  }, 60_000);
});
