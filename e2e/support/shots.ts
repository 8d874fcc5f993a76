import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const shots = process.env.JOURNEY_SHOTS ? path.resolve('.tmp/shots') : undefined;

/** With JOURNEY_SHOTS set: a full-page screenshot in .tmp/shots, to look at the screen as a user. */
export async function shot(page: Page, name: string) {
  if (!shots) return;
  mkdirSync(shots, { recursive: true });
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
}
