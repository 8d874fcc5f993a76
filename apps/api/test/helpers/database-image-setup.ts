import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writeDatabaseImage } from '../../src/db/image';
import { DATABASE_IMAGE_NAME, migrationsDir } from '../../src/lib/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The pre-migrated PGlite image of this run (ADR 020): every test file's database starts from it. */
    databaseImage: string;
  }
}

/**
 * Global set-up of the PGlite project: the database image, the build's or written once per run from the migrations
 * of the checkout. A test file's in-memory database loads it instead of running initdb and every migration (seconds per
 * file); the migrator still runs on it, and test/db/image.test.ts compares an image's schema with one migrated
 * from scratch.
 */
export default async function setup(project: TestProject) {
  // The build's image (`npm test` builds before it tests) when no migration is newer than it: writing one takes
  // PGlite's initdb and every migration on one core while the other waits.
  const built = path.join(import.meta.dirname, '../../dist', DATABASE_IMAGE_NAME);
  const newestMigration = Math.max(
    ...readdirSync(migrationsDir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => statSync(path.join(entry.parentPath, entry.name)).mtimeMs),
  );
  if (existsSync(built) && statSync(built).mtimeMs > newestMigration) {
    project.provide('databaseImage', built);
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'cert-test-image-'));
  const file = path.join(dir, 'database-image.tar.gz');
  await writeDatabaseImage(file, migrationsDir);
  project.provide('databaseImage', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
