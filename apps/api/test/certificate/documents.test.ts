import { and, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import encodeChunks from 'png-chunks-encode';
import {
  PDFArray,
  PDFDict,
  PDFHexString,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFString,
  type PDFDocument,
} from 'pdf-lib';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CertificateLevel, certificateMessages, certificateNumber, formatDate } from '@cert/domain';
import { certificateDocumentPath } from '@cert/domain/contracts';
import { certificates, organizations } from '../../src/db/schema';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import { signIn, type SignedIn } from '../helpers/browser';
import { checkPdfUa } from '../helpers/check-pdfua.mjs';
import { pdfText, structureText } from '../helpers/pdf-text';
import { expectApiError } from '../organization/support';
import {
  arrangeOrganization,
  insertSubmission,
  type ArrangedOrganization,
} from '../helpers/arranged-journeys';
import { ADMIN } from './support';

const ORGANIZATION = 'Stadtwerke Görlitz-Süd';

/**
 * The page's image XObjects, decoded to RGBA: size, colour space and pixels. pdfkit writes an opaque PNG's
 * compressed rows as they are (FlateDecode with the PNG predictors), so put back into a PNG they decode as one.
 */
function pageImages(document: PDFDocument) {
  const xObjects = document.getPages()[0]!.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  return (xObjects?.entries() ?? []).map(([, ref]) => {
    const stream = document.context.lookup(ref);
    if (!(stream instanceof PDFRawStream)) throw new Error('an XObject that is not a stream');
    const number = (key: string) => stream.dict.lookup(PDFName.of(key), PDFNumber).asNumber();
    const [width, height] = [number('Width'), number('Height')];
    const colorSpace = stream.dict.lookup(PDFName.of('ColorSpace'), PDFName).asString();
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header[8] = number('BitsPerComponent');
    header[9] = colorSpace === '/DeviceGray' ? 0 : 2;
    const png = encodeChunks([
      { name: 'IHDR', data: header },
      { name: 'IDAT', data: stream.contents },
      { name: 'IEND', data: new Uint8Array() },
    ]);
    return {
      width,
      height,
      colorSpace,
      transparent: stream.dict.has(PDFName.of('SMask')),
      rgba: PNG.sync.read(Buffer.from(png)).data,
    };
  });
}

/** The QR code among the page's images, decoded from its grey pixels. */
function decodeQr(document: PDFDocument): string | undefined {
  const qr = pageImages(document).find((image) => image.colorSpace === '/DeviceGray');
  if (!qr) return undefined;
  return jsQR(new Uint8ClampedArray(qr.rgba), qr.width, qr.height)?.data;
}

describe('certificate documents (ADR 015)', () => {
  let t: TestContext;
  let admin: SignedIn;
  let member: SignedIn;
  let outsider: SignedIn;
  let procurer: ArrangedOrganization;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN, { PUBLIC_URL: 'https://zertifizierung.example.de' }));
    procurer = await arrangeOrganization(t, 'PublicProcurer', { name: ORGANIZATION });
    member = await signIn(t, procurer.memberEmail);
    outsider = await signIn(t, 'aussen@example.de');
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  const documentOf = (browser: SignedIn, level: CertificateLevel, organizationId = procurer.id) =>
    browser.browser.get(certificateDocumentPath(level, organizationId));

  async function storedCertificate(level: CertificateLevel) {
    const [row] = await t.database.db
      .select()
      .from(certificates)
      .where(and(eq(certificates.organizationId, procurer.id), eq(certificates.level, level)));
    return row!;
  }

  it('is 404 for every level before it is completed, and 200 for bronze office once the questionnaire passed', async () => {
    for (const level of CertificateLevel.values) {
      const refused = expectApiError(await documentOf(member, level), 404);
      expect(refused.message).toBe(certificateMessages.levelNotCompleted);
    }
    await insertSubmission(t, procurer.id, 'procurement-office', 'PASSED', 1);
    expect((await documentOf(member, 'bronze-office')).statusCode).toBe(200);
    expectApiError(await documentOf(member, 'bronze-project'), 404);
    expectApiError(await documentOf(member, 'silver-office'), 404);
  });

  it('is a one-page A4 PDF, opened inline, with its metadata, the organisation, level, dates and number', async () => {
    const certificate = await storedCertificate('bronze-office');
    const res = await documentOf(member, 'bronze-office');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'inline; filename="Zertifikat Bronze Beschaffungsstelle - Stadtwerke Goerlitz-Sued.pdf"; ' +
        "filename*=UTF-8''Zertifikat%20Bronze%20Beschaffungsstelle%20%E2%80%93%20Stadtwerke%20G%C3%B6rlitz-S%C3%BCd.pdf",
    );
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');

    const { document, pages } = await pdfText(res.rawPayload);
    expect(document.getPageCount()).toBe(1);
    expect(document.getPages()[0]!.getSize()).toEqual({ width: 595.28, height: 841.89 });
    expect(document.getTitle()).toBe(`Zertifikat Bronze – Beschaffungsstelle: ${ORGANIZATION}`);
    expect(document.getAuthor()).toBe('Zertifizierungsplattform innovative öffentliche Beschaffung');
    expect(document.getCreator()).toBe('Zertifizierungsplattform innovative öffentliche Beschaffung');
    expect(document.catalog.lookup(PDFName.of('Lang'), PDFString).decodeText()).toBe('de-DE');

    const lines = pages[0]!;
    expect(lines.join('\n')).not.toContain('\uFFFD');
    for (const line of [
      'Zertifikat',
      ORGANIZATION,
      'Bronze – Beschaffungsstelle',
      formatDate(certificate.awardedOn),
      formatDate(certificate.validUntil),
      certificateNumber(certificate.code, certificate.awardedOn),
      `https://zertifizierung.example.de/zertifikat/${certificate.code}`,
    ]) {
      expect(lines).toContain(line);
    }
    expect(certificate.awardedOn).toBe('2026-11-20');
    expect(lines).toContain('20.11.2028');
    expect(lines.join(' ')).toContain('Selbsteinschätzung zu den Erfolgsfaktoren innovativer Beschaffung');
  });

  it('carries a QR code that leads to the public verification page, and the seal', async () => {
    const certificate = await storedCertificate('bronze-office');
    const res = await documentOf(member, 'bronze-office');
    const { document } = await pdfText(res.rawPayload);
    expect(decodeQr(document)).toBe(`https://zertifizierung.example.de/zertifikat/${certificate.code}`);
    const seal = pageImages(document).find((image) => image.colorSpace === '/DeviceRGB');
    expect(seal).toMatchObject({ width: 600, height: 600, transparent: false });
    // The seal's ring in the level's metal, not an empty picture: many colours.
    const colours = new Set<number>();
    for (let pixel = 0; pixel < seal!.rgba.length; pixel += 4) colours.add(seal!.rgba.readUInt32BE(pixel));
    expect(colours.size).toBeGreaterThan(100);
  });

  it('is tagged in reading order, with text alternatives for seal and QR code', async () => {
    const certificate = await storedCertificate('bronze-office');
    const { document } = await pdfText((await documentOf(member, 'bronze-office')).rawPayload);
    const { catalog, context } = document;
    expect(catalog.lookup(PDFName.of('MarkInfo'), PDFDict).get(PDFName.of('Marked'))?.toString()).toBe(
      'true',
    );
    const root = catalog.lookup(PDFName.of('StructTreeRoot'), PDFDict);
    const top = root.lookup(PDFName.of('K'));
    const documentElement = top instanceof PDFArray ? context.lookup(top.get(0), PDFDict) : (top as PDFDict);
    expect(documentElement.get(PDFName.of('S'))).toBe(PDFName.of('Document'));
    const elements = documentElement
      .lookup(PDFName.of('K'), PDFArray)
      .asArray()
      .map((ref) => context.lookup(ref, PDFDict));
    expect(elements.map((element) => element.get(PDFName.of('S'))?.toString())).toEqual([
      '/P',
      '/H1',
      '/P',
      '/P',
      '/Figure',
      '/P',
      '/P',
      '/P',
      '/Figure',
      '/P',
    ]);
    // The text as a screen reader reads it: the title, then the sentence of the award as one paragraph.
    const structure = await structureText((await documentOf(member, 'bronze-office')).rawPayload);
    expect(structure.slice(1, 3)).toEqual([
      { type: 'H1', text: 'Zertifikat' },
      {
        type: 'P',
        text: `Hiermit wird bestätigt, dass ${ORGANIZATION} die Stufe Bronze – Beschaffungsstelle im Programm „Innovation in der öffentlichen Beschaffung“ erreicht hat.`,
      },
    ]);
    const alternatives = elements
      .map((element) => element.lookupMaybe(PDFName.of('Alt'), PDFString, PDFHexString)?.decodeText())
      .filter(Boolean);
    expect(alternatives).toEqual([
      'Siegel Bronze – Beschaffungsstelle, Innovation in der öffentlichen Beschaffung, zertifiziert 2026',
      `QR-Code zur Prüfung der Echtheit: https://zertifizierung.example.de/zertifikat/${certificate.code}`,
    ]);
    expect(document.getPages()[0]!.node.get(PDFName.of('StructParents'))).toBeInstanceOf(PDFNumber);
  });

  it('passes every structural check of PDF/UA-1, its XMP naming the title and the PDF/UA part (docs/accessibility.md)', async () => {
    const { results } = await checkPdfUa((await documentOf(member, 'bronze-office')).rawPayload);
    expect(results.filter((check) => !check.pass)).toEqual([]);
    expect(results.find((check) => check.label === 'XMP with dc:title')?.detail).toBe(
      `Zertifikat Bronze – Beschaffungsstelle: ${ORGANIZATION}`,
    );
  });

  it('names the organisation as it was called on the day of the award', async () => {
    await t.database.db
      .update(organizations)
      .set({ name: 'Stadtwerke Görlitz' })
      .where(eq(organizations.id, procurer.id));
    const res = await documentOf(admin, 'bronze-office');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('G%C3%B6rlitz-S%C3%BCd.pdf');
    const { pages } = await pdfText(res.rawPayload);
    expect(pages[0]).toContain(ORGANIZATION);
  });

  it('sets a long organisation name on two lines', async () => {
    const name =
      'Landeshauptstadt Düsseldorf – Zentrale Vergabestelle des Amtes für Zentrale Dienste und Beschaffung';
    const office = await arrangeOrganization(t, 'PublicProcurer', { name });
    await insertSubmission(t, office.id, 'procurement-office', 'PASSED', 1);
    const res = await documentOf(admin, 'bronze-office', office.id);
    expect(res.statusCode, res.body).toBe(200);
    const { pages } = await pdfText(res.rawPayload);
    const lines = pages[0]!;
    const first = lines.indexOf('Hiermit wird bestätigt, dass') + 1;
    expect(lines.slice(first, first + 3)).toEqual([
      'Landeshauptstadt Düsseldorf – Zentrale Vergabestelle',
      'des Amtes für Zentrale Dienste und Beschaffung',
      'die Stufe',
    ]);
  });

  it('is for members and platform admins only, and 404 once revoked', async () => {
    expect((await documentOf(admin, 'bronze-office')).statusCode).toBe(200);
    expectApiError(await documentOf(outsider, 'bronze-office'), 404);
    const anonymous = await t.app.inject({
      method: 'GET',
      url: certificateDocumentPath('bronze-office', procurer.id),
    });
    expect(anonymous.statusCode).toBe(401);

    await t.database.db
      .update(certificates)
      .set({ revokedAt: t.clock.now(), revokeReason: 'Test' })
      .where(eq(certificates.organizationId, procurer.id));
    const refused = expectApiError(await documentOf(member, 'bronze-office'), 404);
    expect(refused.message).toBe(certificateMessages.levelNotCompleted);
    expectApiError(await documentOf(admin, 'bronze-office'), 404);
  });
});
