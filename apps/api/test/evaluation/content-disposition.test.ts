import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../../src/lib/pdf/content-disposition';

describe('contentDisposition (docs/security.md 24)', () => {
  it('gives an ASCII fallback with transliterated umlauts and the exact name as filename*', () => {
    expect(contentDisposition('Auswertung Größe Übersicht.pdf')).toBe(
      'inline; filename="Auswertung Groesse Uebersicht.pdf"; ' +
        "filename*=UTF-8''Auswertung%20Gr%C3%B6%C3%9Fe%20%C3%9Cbersicht.pdf",
    );
  });

  it('neutralises quotes, slashes and control characters in the fallback', () => {
    const header = contentDisposition('a"b\\c/../d\r\ne’.pdf', 'attachment');
    expect(header.startsWith("attachment; filename=a_b_c_.._de.pdf; filename*=UTF-8''")).toBe(true);
    expect(header).not.toMatch(/[\r\n]/);
  });
});
