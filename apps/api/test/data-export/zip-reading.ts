import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, type Writable } from 'node:stream';
import { crc32, inflateRawSync } from 'node:zlib';

/** An output that keeps everything written to it; `bytes()` once it has finished. */
export function collectingOutput(): { output: Writable; bytes: () => Promise<Buffer> } {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  return { output, bytes: async () => (await finished, Buffer.concat(chunks)) };
}

export type ZipEntryRead = { name: string; content: Buffer; crcMatches: boolean; flags: number };

/**
 * The entries of a zip as its central directory lists them, each inflated from its local data: a reader of its own
 * written from the format's description (APPNOTE), so the test does not trust the writer's understanding.
 */
export function readZip(zip: Buffer): ZipEntryRead[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('no end of central directory');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: ZipEntryRead[] = [];
  for (let index = 0; index < count; index += 1) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`no central header at ${at}`);
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`no local header for ${name}`);
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + compressed);
    const content = method === 8 ? inflateRawSync(data) : Buffer.from(data);
    if (content.length !== size)
      throw new Error(`${name}: ${content.length} bytes, the directory says ${size}`);
    entries.push({ name, content, crcMatches: crc32(content) === crc, flags });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

const which = (program: string) => {
  try {
    return execFileSync('which', [program], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
};

export const unzipProgram = which('unzip');
export const python = which('python3');

/** Runs `check` with the zip written to a temporary file. */
function withFile<T>(zip: Buffer, check: (file: string) => T): T {
  const folder = mkdtempSync(path.join(tmpdir(), 'zip-test-'));
  try {
    const file = path.join(folder, 'archive.zip');
    writeFileSync(file, zip);
    return check(file);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** `unzip -t`'s verdict: it checks every entry's CRC. */
export const unzipTest = (zip: Buffer) =>
  withFile(zip, (file) => execFileSync(unzipProgram!, ['-t', file], { encoding: 'utf8' }));

/** Python's zipfile: the first entry with a wrong CRC (null if none) and every entry's name, size and SHA-256. */
export const pythonZipfile = (zip: Buffer) =>
  withFile(zip, (file) => {
    const script = [
      'import hashlib, json, sys, zipfile',
      'z = zipfile.ZipFile(sys.argv[1])',
      'print(json.dumps({"bad": z.testzip(), "entries": [',
      '  {"name": i.filename, "size": i.file_size, "sha256": hashlib.sha256(z.read(i)).hexdigest()}',
      '  for i in z.infolist()]}))',
    ].join('\n');
    return JSON.parse(execFileSync(python!, ['-c', script, file], { encoding: 'utf8' })) as {
      bad: string | null;
      entries: { name: string; size: number; sha256: string }[];
    };
  });
