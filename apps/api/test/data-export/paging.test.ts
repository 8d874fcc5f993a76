import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PAGE_SIZE } from '../../src/modules/data-export/journey-pages';
import { appWithAdmin } from '../helpers/admin-app';
import { SETUP_TIMEOUT_MS, type TestContext } from '../helpers/app';
import type { SignedIn } from '../helpers/browser';
import { seedProcurerJourneys } from './seed';
import { adminExportPath } from '@cert/domain/contracts';

const ADMIN = 'admin@programm.example';

describe('admin export paging', () => {
  let t: TestContext;
  let admin: SignedIn;

  beforeAll(async () => {
    ({ t, admin } = await appWithAdmin(ADMIN));
  }, SETUP_TIMEOUT_MS);
  afterAll(() => t.close());

  it('exports every journey once across several pages of the keyset', async () => {
    const count = 2 * EXPORT_PAGE_SIZE + 1;
    await seedProcurerJourneys(t.database.db, count);

    const response = await admin.browser.post(adminExportPath('procurement-project'));
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const names: unknown[] = [];
    workbook.worksheets[0]!.eachRow((row, number) => {
      if (number > 1) names.push(row.getCell(1).value);
    });
    expect(names).toHaveLength(count);
    expect(new Set(names).size).toBe(count);
  });
});
