import { describe, expect, it } from 'vitest';
import { neutraliseText } from '../../src/lib/xlsx/neutralise';

describe('neutraliseText (docs/security.md 22)', () => {
  it.each(['=HYPERLINK("http://evil","x")', '+49 30 123', '-1+1', '@SUM(A1)', '\tTab', '\rReturn'])(
    'prefixes %j with an apostrophe',
    (text) => {
      expect(neutraliseText(text)).toBe(`'${text}`);
    },
  );

  it.each(['Stadt Würzburg', '', ' =Leerzeichen zuerst', "'bereits geschützt", 'a=b'])(
    'leaves %j as it is',
    (text) => {
      expect(neutraliseText(text)).toBe(text);
    },
  );
});
