import { describe, expect, it } from 'vitest';
import {
  cleanReportFileName,
  DEFAULT_REPORT_FILE_NAME,
  documentPart,
  isPdf,
} from '../../src/modules/workshop/report-file';
import { minimalPdf } from '../helpers/pdf-files';

describe('cleanReportFileName', () => {
  it.each([
    ['Bericht Workshop 2026.pdf', 'Bericht Workshop 2026.pdf'],
    ['../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\Windows\\system.ini', 'system.ini.pdf'],
    ['C:\\Users\\Erika\\Ergebnis Übersicht.PDF', 'Ergebnis Übersicht.pdf'],
    ['bericht', 'bericht.pdf'],
    ['a\u0000b\u001fc\u007fd.pdf', 'abcd.pdf'],
    ['evil\u202Efdp.exe', 'evilfdp.exe.pdf'],
    ['"quoted"<tag>|*?.pdf', '_quoted__tag____.pdf'],
    ['100%#1.pdf', '100__1.pdf'],
    ['.hidden.pdf', 'hidden.pdf'],
    ['  Leerzeichen   im   Namen  .pdf', 'Leerzeichen im Namen.pdf'],
  ])('%j becomes %j', (uploaded, cleaned) => {
    expect(cleanReportFileName(uploaded)).toBe(cleaned);
  });

  it.each(['', '..', '../', '.pdf', '/', '\u0000\u0001', '   ', '...pdf'])(
    '%j falls back to the default name',
    (uploaded) => {
      expect(cleanReportFileName(uploaded)).toBe(DEFAULT_REPORT_FILE_NAME);
    },
  );

  it('keeps names short and still ending in .pdf', () => {
    const cleaned = cleanReportFileName(`${'ä'.repeat(400)}.pdf`);
    expect(cleaned.length).toBeLessThanOrEqual(150);
    expect(cleaned.endsWith('.pdf')).toBe(true);
    expect(cleanReportFileName(undefined)).toBe(DEFAULT_REPORT_FILE_NAME);
  });
});

describe('isPdf', () => {
  it('accepts a parseable PDF and refuses everything else, whatever it claims', async () => {
    expect(await isPdf(minimalPdf())).toBe(true);
    expect(await isPdf(Buffer.from('Hallo, ich bin keine PDF-Datei.'))).toBe(false);
    expect(await isPdf(Buffer.from('%PDF-1.7\n%%EOF\n'))).toBe(false);
    expect(await isPdf(Buffer.from('%PDF-'))).toBe(false);
    expect(await isPdf(Buffer.concat([Buffer.from(' '), minimalPdf()]))).toBe(false);
    expect(await isPdf(Buffer.alloc(0))).toBe(false);
  });
});

describe('documentPart', () => {
  it('ends at the last %%EOF: bytes appended after the document are not parsed', async () => {
    const pdf = minimalPdf();
    const appended = Buffer.concat([pdf, Buffer.alloc(4 * 1024 * 1024, 'x')]);
    expect(documentPart(appended).equals(pdf.subarray(0, pdf.lastIndexOf('%%EOF') + 5))).toBe(true);
    expect(await isPdf(appended)).toBe(true);
  });

  it('keeps an incremental update, which ends with its own marker', () => {
    const updated = Buffer.from('%PDF-1.7\n1 0 obj\n%%EOF\n2 0 obj\n%%EOF\n');
    expect(documentPart(updated).toString()).toBe('%PDF-1.7\n1 0 obj\n%%EOF\n2 0 obj\n%%EOF');
  });

  it('leaves bytes without a marker as they are (pdf-lib then decides)', () => {
    const bytes = Buffer.from('%PDF-1.7\nkein Ende');
    expect(documentPart(bytes)).toBe(bytes);
  });
});
