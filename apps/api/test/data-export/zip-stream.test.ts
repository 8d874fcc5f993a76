import { createHash, randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { ZIP_CAPACITY, ZipStream } from '../../src/lib/xlsx/zip-stream';
import { collectingOutput, python, pythonZipfile, readZip, unzipProgram, unzipTest } from './zip-reading';

/** Several megabytes that deflate cannot shrink much (hex of random bytes) followed by some it can. */
const large = `${randomBytes(1_500_000).toString('hex')}${'<row r="1"><c/></row>'.repeat(100_000)}`;

const contents: Record<string, string> = {
  'leer.txt': '',
  'klein.xml': '<a>Grüße & 😀</a>',
  'Übersicht/größe – ä.xml': 'UTF-8 im Namen',
  'xl/worksheets/sheet1.xml': large,
};

/** An archive with the entries above, `large` written in pieces of uneven size as rows come. */
async function archive(): Promise<Buffer> {
  const { output, bytes } = collectingOutput();
  const zip = new ZipStream(output);
  for (const [name, content] of Object.entries(contents)) {
    if (content === large) {
      const entry = await zip.entry(name);
      for (let at = 0; at < content.length; at += 7_777) await entry.write(content.slice(at, at + 7_777));
      await entry.end();
    } else await zip.file(name, content);
  }
  await zip.finish();
  return bytes();
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

describe('ZipStream', () => {
  it('writes entries that a reader of its own gets back byte for byte, with the right CRCs and UTF-8 names', async () => {
    const zip = await archive();
    expect(zip.length).toBeGreaterThan(1_500_000);
    expect(zip.length).toBeLessThan(Buffer.byteLength(large));
    const entries = readZip(zip);
    expect(entries.map((entry) => entry.name)).toEqual(Object.keys(contents));
    for (const entry of entries) {
      expect(entry.content.toString('utf8')).toBe(contents[entry.name]);
      expect(entry.crcMatches, entry.name).toBe(true);
      // Bit 11: the name is UTF-8; bit 3: CRC and sizes follow the data.
      expect(entry.flags & 0x0808).toBe(0x0808);
    }
  });

  it.skipIf(!unzipProgram)('passes unzip -t', async () => {
    const report = unzipTest(await archive());
    expect(report).toContain('No errors detected');
    expect(report).toContain('Übersicht/größe – ä.xml');
  });

  it.skipIf(!python)('reads back in Python’s zipfile with every CRC right', async () => {
    const { bad, entries } = pythonZipfile(await archive());
    expect(bad).toBeNull();
    expect(entries).toEqual(
      Object.entries(contents).map(([name, content]) => ({
        name,
        size: Buffer.byteLength(content),
        sha256: sha256(content),
      })),
    );
  });

  it('refuses more than an archive without ZIP64 can hold, before writing it', async () => {
    const { output } = collectingOutput();
    const zip = new ZipStream(output);
    zip.account(ZIP_CAPACITY);
    expect(() => zip.account(1)).toThrow('larger than a zip without ZIP64 can hold');
    const entry = await zip.entry('zu-gross.xml');
    await expect(entry.write('x'.repeat(300_000))).rejects.toThrow('without ZIP64');
    entry.destroy();
  });

  it('passes an error of zlib on to the writer instead of ending the process', async () => {
    const { output } = collectingOutput();
    const zip = new ZipStream(output);
    const entry = await zip.entry('defekt.xml');
    (entry as unknown as { deflate: Writable }).deflate.destroy(new Error('zlib kaputt'));
    await setImmediate();
    await expect(entry.write('x'.repeat(300_000))).rejects.toThrow('zlib kaputt');
    await expect(entry.end()).rejects.toThrow('zlib kaputt');
  });

  it('stops with an error when the output is closed while an entry is written', async () => {
    const { output } = collectingOutput();
    const zip = new ZipStream(output);
    const entry = await zip.entry('abgebrochen.xml');
    await entry.write(randomBytes(400_000).toString('hex'));
    output.destroy();
    await expect(
      (async () => {
        for (;;) await entry.write(randomBytes(100_000).toString('hex'));
      })(),
    ).rejects.toThrow('the download was closed');
    entry.destroy();
  });
});
