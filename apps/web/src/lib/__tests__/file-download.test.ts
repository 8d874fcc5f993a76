import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { fileNameOf } from '../content-disposition';
import { postForFile, saveFile } from '../file-download';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('file names from Content-Disposition', () => {
  it('prefers the UTF-8 name and decodes umlauts and spaces', () => {
    expect(
      fileNameOf(
        `attachment; filename="Export Beschaffungsstelle.xlsx"; filename*=UTF-8''Export%20Zertifizierungspfade%20Beschaffungsstelle%202026-11-22.xlsx`,
      ),
    ).toBe('Export Zertifizierungspfade Beschaffungsstelle 2026-11-22.xlsx');
    expect(fileNameOf(`attachment; filename*=utf-8''Siegel%20Gold%20%E2%80%93%20M%C3%BCller.png`)).toBe(
      'Siegel Gold – Müller.png',
    );
  });

  it('falls back to the plain name, quoted or not, and to nothing', () => {
    expect(fileNameOf('attachment; filename="Bericht 1.pdf"')).toBe('Bericht 1.pdf');
    expect(fileNameOf('attachment; filename=bericht.pdf')).toBe('bericht.pdf');
    expect(fileNameOf(`attachment; filename*=UTF-8''%E2%80; filename="kaputt.xlsx"`)).toBe('kaputt.xlsx');
    expect(fileNameOf('attachment')).toBeUndefined();
    expect(fileNameOf(null)).toBeUndefined();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('postForFile', () => {
  it('posts with the CSRF header and returns the content with its file name', async () => {
    document.cookie = 'XSRF-TOKEN=t1';
    const calls: Array<{ url: string; init: RequestInit | undefined }> = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push({ url: String(input), init });
      return new Response(new Uint8Array([80, 75, 3, 4]), {
        status: 200,
        headers: {
          'Content-Type': xlsx,
          'Content-Disposition': `attachment; filename*=UTF-8''Export%20Unternehmen.xlsx`,
        },
      });
    });
    const file = await postForFile('/admin/export/journeys/provider');
    expect(file.fileName).toBe('Export Unternehmen.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/admin/export/journeys/provider');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(calls[0]?.init?.body).toBeUndefined();
    expect((calls[0]?.init?.headers as Record<string, string>)['x-xsrf-token']).toBe('t1');
  });

  it('turns an error answer into the API error', async () => {
    document.cookie = 'XSRF-TOKEN=t1';
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ status: 403, code: 'FORBIDDEN', message: 'Keine Berechtigung.' }), {
          status: 403,
          headers: { 'Content-Type': 'application/json' },
        }),
    );
    const failure = await postForFile('/admin/export/journeys/provider').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 403, message: 'Keine Berechtigung.' });
  });
});

describe('saveFile', () => {
  it('clicks a temporary link with the file name and releases its object URL', async () => {
    const blob = new Blob(['x']);
    const createObjectURL = vi.fn(() => 'blob:export-1');
    const revokeObjectURL = vi.fn();
    // jsdom has no object URLs: a URL class with them, for this test only.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = revokeObjectURL;
      },
    );
    const clicked: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    saveFile(blob, 'Export Unternehmen 2026-11-22.xlsx');
    expect(createObjectURL).toHaveBeenCalledWith(blob);
    expect(clicked).toEqual([{ href: 'blob:export-1', download: 'Export Unternehmen 2026-11-22.xlsx' }]);
    expect(document.querySelector('a[download]')).toBeNull();
    await vi.waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:export-1'));
  });
});
