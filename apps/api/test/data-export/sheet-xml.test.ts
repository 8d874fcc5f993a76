import { describe, expect, it } from 'vitest';
import { columnLetters, excelDay, xmlText } from '../../src/lib/xlsx/sheet-xml';

describe('sheet XML', () => {
  it('escapes markup characters', () => {
    expect(xmlText(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;',
    );
    expect(xmlText('Grüße aus Würzburg')).toBe('Grüße aus Würzburg');
  });

  it('leaves out what XML 1.0 forbids and keeps tab, line feed and (as a reference) carriage return', () => {
    expect(xmlText('a\u0000b\u0001c\u0008d\u000Be\u000Cf\u001Fg\uFFFEh\uFFFFi')).toBe('abcdefghi');
    expect(xmlText('Zeile 1\r\nZeile 2\tTab')).toBe('Zeile 1&#13;\nZeile 2\tTab');
    // A lone half of a surrogate pair is no character; a whole pair is one.
    expect(xmlText('x\uD83Dy\uDE00z 😀')).toBe('xyz 😀');
  });

  it('names columns as spreadsheets do', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetters)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('counts days as Excel does (1900 system)', () => {
    expect(excelDay('1970-01-01')).toBe(25_569);
    expect(excelDay('2026-04-01')).toBe(46_113);
    expect(excelDay('1900-03-01')).toBe(61);
  });
});
