// The index of the decision records (docs/decisions/README.md) says which record is in force; each record's own status
// line says the same of itself. These tests keep the two from drifting apart: a record amended or replaced names the
// later record in its status line, and the index lists every record under its own file.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = fileURLToPath(new URL('../../../../docs/decisions/', import.meta.url));
const records = readdirSync(folder)
  .filter((file) => /^\d{3}-.+\.md$/.test(file))
  .sort();

/** The index's rows: number → the file it links and its status cell. */
const rows = new Map<string, { file: string; status: string }>();
for (const line of readFileSync(`${folder}README.md`, 'utf8').split('\n')) {
  const row = /^\| (\d{3}) \| \[.*?\]\((.+?)\)\s*\| (.*?)\s*\|$/.exec(line);
  if (row) rows.set(row[1]!, { file: row[2]!, status: row[3]! });
}

/** A record's status paragraph, on one line. */
function statusOf(file: string): string {
  const text = readFileSync(`${folder}${file}`, 'utf8');
  const start = /^Status:/m.exec(text)?.index;
  if (start === undefined) return '';
  const end = text.indexOf('\n\n', start);
  return text
    .slice(start + 'Status:'.length, end === -1 ? undefined : end)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The record numbers a text names, other than `self`. */
const numbersIn = (text: string, self: string) =>
  [...text.matchAll(/\b(0\d\d)\b/g)].map((match) => match[1]!).filter((number) => number !== self);

describe('the decision records and their index', () => {
  it('lists every record once, under its own number and file, and nothing else', () => {
    expect([...rows.keys()].sort()).toEqual(records.map((file) => file.slice(0, 3)));
    for (const file of records) expect(rows.get(file.slice(0, 3))?.file).toBe(file);
  });

  it("names in each record's status line every record its index row names", () => {
    const missing = records.flatMap((file) => {
      const number = file.slice(0, 3);
      const status = statusOf(file);
      return numbersIn(rows.get(number)?.status ?? '', number)
        .filter((named) => !new RegExp(`\\b${named}\\b`).test(status))
        .map((named) => `${number} does not name ${named}`);
    });
    expect(missing).toEqual([]);
  });

  it('calls a record superseded in the index exactly when its status line begins so', () => {
    const disagreeing = records.filter((file) => {
      const wholly = /^superseded by/i.test(statusOf(file));
      const inIndex = /^superseded by/i.test(rows.get(file.slice(0, 3))?.status ?? '');
      return wholly !== inIndex;
    });
    expect(disagreeing).toEqual([]);
  });
});
