/**
 * Lines of `text` no wider than `width` as `measure` gives widths; words longer than a line are split. Keeps explicit
 * line breaks. Both PDF writers lay out with it (./document.ts, ./flowing-pdf.ts), so a text breaks alike in each.
 */
export function wrapLines(text: string, width: number, measure: (value: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (measure(rest) > width) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut)) > width) cut -= 1;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Characters a font lacks (`has` answers for a code point) become a question mark instead of an empty box. */
export function printableWith(has: (codePoint: number) => boolean, text: string): string {
  let result = '';
  for (const char of text.replace(/\t/g, ' ').replace(/\r\n?/g, '\n')) {
    result += char === '\n' || has(char.codePointAt(0)!) ? char : '?';
  }
  return result;
}
