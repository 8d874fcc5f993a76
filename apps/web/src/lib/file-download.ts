import { api } from './api-client';
import { fileNameOf } from './content-disposition';

/** A file the API answered with: its content and the name from Content-Disposition, if it sent one. */
type DownloadedFile = { blob: Blob; fileName: string | undefined };

/** POSTs through the API client (CSRF, session refresh, German errors) and takes the answer as a file. */
export async function postForFile(path: string): Promise<DownloadedFile> {
  const response = await api.postForResponse(path);
  return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
}

/** Saves a file the way a download link does: a temporary object URL, clicked and released. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Released after the click has been handled: some browsers start reading the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
