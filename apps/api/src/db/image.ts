import { existsSync, mkdirSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

/**
 * The database image (docs/decisions/020-pre-migrated-database-image.md): a gzip tarball of a new PGlite cluster
 * with every migration applied, written by the build. A fresh data folder is unpacked from it instead of running
 * initdb and each migration.
 */

/**
 * Writes the image of a cluster with the migrations of `migrationsFolder` applied; returns its size in bytes.
 * @public the build bundles it (build.mjs) to write the image.
 */
export async function writeDatabaseImage(file: string, migrationsFolder: string): Promise<number> {
  // Imported here, not above: the server unpacks images on its own thread and runs PGlite on another (ADR 027), so
  // its start does not load them (ADR 074).
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
    // A start's redo begins at the last checkpoint: without this one, every start from the image replayed the
    // whole of the migrations' log.
    await client.exec('CHECKPOINT');
    const tarball = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
    // Renamed into place: a server starting meanwhile reads the old image or the new one, never half of one.
    await writeFile(`${file}.partial`, tarball);
    await rename(`${file}.partial`, file);
    return tarball.length;
  } finally {
    await client.close();
  }
}

type TarEntry = { name: string; type: 'file' | 'directory'; mode: number; data: Buffer };

/** The entries of a ustar archive, as PGlite's dumpDataDir writes it: regular files and directories. */
function* tarEntries(tar: Buffer): Generator<TarEntry> {
  let offset = 0;
  // The archive ends with zero blocks: a header whose name is empty.
  while (offset + 512 <= tar.length && tar[offset] !== 0) {
    const header = tar.subarray(offset, offset + 512);
    const field = (start: number, length: number) =>
      header.toString('utf8', start, start + length).replace(/\0.*$/s, '');
    const prefix = field(257, 6) === 'ustar' ? field(345, 155) : '';
    const name = prefix ? `${prefix}/${field(0, 100)}` : field(0, 100);
    const size = parseInt(field(124, 12), 8);
    const flag = field(156, 1);
    if (flag !== '0' && flag !== '' && flag !== '5')
      throw new Error(`Unexpected tar entry type ${flag}: ${name}`);
    const start = offset + 512;
    yield {
      name,
      type: flag === '5' ? 'directory' : 'file',
      mode: parseInt(field(100, 8), 8),
      data: tar.subarray(start, start + size),
    };
    offset = start + Math.ceil(size / 512) * 512;
  }
}

/**
 * Unpacks the image into `dataDir`, which must not exist or be empty. With Node's own file functions: PGlite's
 * loadDataDir writes through its emulated file system, which took three times as long (ADR 020). Unpacked beside
 * it and then renamed, so that a start stopped half-way leaves no half cluster behind.
 */
export async function unpackDatabaseImage(imageFile: string, dataDir: string): Promise<void> {
  const tar = await promisify(gunzip)(await readFile(imageFile));
  const staging = `${dataDir}.unpacking`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  for (const entry of tarEntries(tar)) {
    const target = path.join(staging, entry.name);
    if (path.relative(staging, target).startsWith('..')) throw new Error(`Tar entry outside: ${entry.name}`);
    if (entry.type === 'directory') mkdirSync(target, { recursive: true, mode: entry.mode });
    else writeFileSync(target, entry.data, { mode: entry.mode });
  }
  // Fails on a folder with contents (nothing is replaced); an empty one makes way.
  if (existsSync(dataDir)) rmdirSync(dataDir);
  renameSync(staging, dataDir);
}
