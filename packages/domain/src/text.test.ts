import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanText, INVALID_CHARACTER, issueCode, textSchema, webAddressSchema, withWebScheme } from './text';

describe('cleanText', () => {
  it.each([
    ['evil\u202Efdp.exe', 'evilfdp.exe'],
    ['\u2066Amt\u2069 \u200FNord\u200E\u061C', 'Amt Nord'],
    ['Zeile\u0007 mit \u001b[31mFarbe\u009b', 'Zeile mit [31mFarbe'],
    ['DEL\u007f', 'DEL'],
    ['Tab\tund\nZeile\r\nWindows\rMac\u2028LS\u0085NEL', 'Tab und Zeile Windows Mac LS NEL'],
    ['Straße 1 – äöü €', 'Straße 1 – äöü €'],
  ])('%j becomes %j on one line', (given, cleaned) => {
    expect(cleanText(given)).toBe(cleaned);
  });

  it('keeps tabs and line breaks of multi-line text, as plain line feeds', () => {
    expect(cleanText('Absatz\r\nZweiter\rDritter\u2029\tEingerückt\u202E', { multiline: true })).toBe(
      'Absatz\nZweiter\nDritter\n\tEingerückt',
    );
  });
});

describe('textSchema', () => {
  const name = textSchema({ error: 'Bitte geben Sie den Namen ein.' }).min(1, { error: 'leer' }).max(5);

  it('cleans and trims before the length checks', () => {
    expect(name.parse('  \u202EAmt\u202C  ')).toBe('Amt');
    expect(name.safeParse('\u202E\u202C').error?.issues[0]?.message).toBe('leer');
    expect(name.safeParse(7).error?.issues[0]?.message).toBe('Bitte geben Sie den Namen ein.');
  });

  it.each(['Amt\u0000', 'Amt \ud800', '\udc00'])(
    'refuses %j with one invalid_character issue and no other',
    (given) => {
      const issues = name.safeParse(given).error!.issues;
      expect(issues).toHaveLength(1);
      expect(issueCode(issues[0]!)).toBe(INVALID_CHARACTER);
      expect(issues[0]!.message).toBe('Diese Eingabe enthält ein ungültiges Zeichen.');
    },
  );

  it('keeps the spaces of answers that are still being typed when asked to', () => {
    expect(textSchema({ trim: false, multiline: true }).parse(' Hallo \n')).toBe(' Hallo \n');
  });

  it('checks web addresses once they are cleaned', () => {
    const address = webAddressSchema({ max: 100 });
    expect(address.parse('https://marktplatz.example.de/\u202Einnovation')).toBe(
      'https://marktplatz.example.de/innovation',
    );
    expect(address.safeParse('https://marktplatz.example.de/\u0000').success).toBe(false);
    expect(address.safeParse('javascript:alert(1)').success).toBe(false);
    // As people type them, and as the organisation form and the questionnaires take them (issue 58, point 8).
    expect(address.parse('www.marktplatz.example.de/eintrag')).toBe(
      'https://www.marktplatz.example.de/eintrag',
    );
    expect(address.parse(' marktplatz.example.de ')).toBe('https://marktplatz.example.de');
  });

  it('names zod’s own code for every other issue', () => {
    const issue = z.string().safeParse(1).error!.issues[0]!;
    expect(issueCode(issue)).toBe('invalid_type');
  });
});

describe('withWebScheme', () => {
  it('puts https:// in front of an address typed without it, and leaves everything else as it is', () => {
    expect(withWebScheme('www.beispiel.de')).toBe('https://www.beispiel.de');
    expect(withWebScheme(' beispiel.de/seite?x=1 ')).toBe('https://beispiel.de/seite?x=1');
    expect(withWebScheme('http://beispiel.de')).toBe('http://beispiel.de');
    expect(withWebScheme('mailto:a@b.de')).toBe('mailto:a@b.de');
    expect(withWebScheme('kein link')).toBe('kein link');
    expect(withWebScheme('beispiel')).toBe('beispiel');
  });
});
