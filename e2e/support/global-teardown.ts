import { rmSync } from 'node:fs';

// The platform's data folders are fresh per run (playwright.config.ts); remove it so runs do not pile up.
export default function globalTeardown() {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir?.includes('cert-e2e-')) return;
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(`${dataDir}-postgres`, { recursive: true, force: true });
}
