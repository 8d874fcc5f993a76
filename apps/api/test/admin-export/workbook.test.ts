import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { setImmediate, setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import type { ExportColumn } from '../../src/modules/admin-export/columns';
import type { ExportJourney } from '../../src/modules/admin-export/journey-pages';
import { writeExportWorkbook } from '../../src/modules/admin-export/workbook';

// Incompressible text, so that every row really reaches the output through the zip.
const columns: ExportColumn[] = [
  { header: 'Daten', width: 10, value: () => randomBytes(32_000).toString('hex') },
];

describe('writeExportWorkbook backpressure', () => {
  it('reads no further while the download does not take what it has, and stops when it is closed', async () => {
    const output = new PassThrough({ highWaterMark: 16 * 1024 });
    let pagesRead = 0;
    async function* pages(): AsyncGenerator<ExportJourney[]> {
      for (;;) {
        // A page comes from the database: at least one turn of the event loop.
        await setImmediate();
        pagesRead += 1;
        yield [{} as ExportJourney];
      }
    }
    const writing = writeExportWorkbook(output, 'Test', columns, pages());
    writing.catch(() => undefined);
    // exceljs loads on the first export: the writer starts once it is there.
    await vi.waitFor(() => expect(pagesRead).toBeGreaterThan(0), { timeout: 10_000 });
    await sleep(300);
    const whileStalled = pagesRead;
    await sleep(300);
    // Nobody reads the output: the writer waits instead of reading page after page into memory.
    expect(pagesRead).toBe(whileStalled);
    expect(pagesRead).toBeLessThan(50);
    output.destroy();
    await expect(writing).rejects.toThrow('the download was closed');
  });
});
