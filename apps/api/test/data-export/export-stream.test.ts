import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportStream } from '../../src/modules/data-export/export-stream';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import type { SignedIn } from '../helpers/browser';
import { seedProcurerJourneys } from './seed';
import { adminExportPath } from '@cert/domain/contracts';

const ADMIN = 'admin@programm.example';
const JOURNEYS = 3_000;

async function rowCount(payload: Buffer): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!.rowCount - 1;
}

// The export writes its workbook as the download takes it (src/modules/data-export/export-stream.ts).
describe('the export stream', () => {
  let t: TestContext;
  let admin: SignedIn;

  const exportOffice = async () => {
    const response = await admin.browser.post(adminExportPath('procurement-office'));
    expect(response.statusCode, response.body).toBe(200);
    return response.rawPayload;
  };

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
    await seedProcurerJourneys(t.database.db, JOURNEYS);
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('exports twice at once, each download whole', async () => {
    const [first, second] = await Promise.all([exportOffice(), exportOffice()]);
    expect(await rowCount(first)).toBe(JOURNEYS);
    expect(await rowCount(second)).toBe(JOURNEYS);
  });

  it('stops writing a download that is closed early, and goes on with the next', async () => {
    const failures: Error[] = [];
    const output: Readable = exportStream(t.database.db, 'procurement-office', new Date(), (error) =>
      failures.push(error),
    );
    const [firstBytes] = await output.take(1).toArray();
    expect((firstBytes as Buffer).length).toBeGreaterThan(0);
    output.destroy();

    const next = exportStream(t.database.db, 'procurement-office', new Date(), (error) =>
      failures.push(error),
    );
    const chunks: Buffer[] = [];
    for await (const chunk of next) chunks.push(chunk as Buffer);
    expect(await rowCount(Buffer.concat(chunks))).toBe(JOURNEYS);
    // A closed download is no failure of the export.
    expect(failures).toEqual([]);
  });
});
