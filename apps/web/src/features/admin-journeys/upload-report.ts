import { CSRF_COOKIE, CSRF_HEADER, ErrorCode, messages, workshopReportUploadSchema } from '@cert/domain';
import { api, ApiError, readCookie } from '@/lib/api-client';
import { NETWORK_ERROR_CODE } from '@/lib/api-error';
import { journeyAdminMessages } from './messages';

/** The largest report the API takes (SECURITY.md 23): 20 MB. */
export const REPORT_MAX_BYTES = 20 * 1024 * 1024;

export type ReportUpload = { reportRef: string; fileName: string };

/** What the browser can tell before sending: the API checks the content itself and answers 415 or 413. */
export function reportFileProblem(file: File): string | null {
  const looksLikePdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!looksLikePdf) return journeyAdminMessages.reportNotPdf;
  if (file.size > REPORT_MAX_BYTES) return journeyAdminMessages.reportTooLarge;
  return null;
}

const csrfFromCookie = () =>
  readCookie(document.cookie, CSRF_COOKIE) ?? readCookie(document.cookie, `__Host-${CSRF_COOKIE}`);

async function freshCsrfToken(): Promise<string | undefined> {
  const response = await fetch('/api/auth/csrf', {
    credentials: 'include',
    headers: { Accept: 'application/json' },
  });
  if (!response.ok) return undefined;
  const body = (await response.json().catch(() => undefined)) as { token?: unknown } | undefined;
  return csrfFromCookie() ?? (typeof body?.token === 'string' ? body.token : undefined);
}

function send(file: File, csrfToken: string | undefined): Promise<Response> {
  const form = new FormData();
  form.append('file', file, file.name);
  // No Content-Type: the browser sets multipart/form-data with its boundary.
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (csrfToken) headers[CSRF_HEADER] = csrfToken;
  return fetch('/api/workshop/procurement/report', {
    method: 'POST',
    headers,
    credentials: 'include',
    body: form,
  });
}

async function isCsrfRejection(response: Response): Promise<boolean> {
  const body = (await response
    .clone()
    .json()
    .catch(() => undefined)) as { code?: unknown } | undefined;
  return body?.code === ErrorCode.CsrfInvalid;
}

async function sendWithCsrf(file: File): Promise<Response> {
  try {
    const response = await send(file, csrfFromCookie() ?? (await freshCsrfToken()));
    if (response.status === 403 && (await isCsrfRejection(response))) {
      return await send(file, await freshCsrfToken());
    }
    return response;
  } catch {
    throw new ApiError({ status: 0, code: NETWORK_ERROR_CODE, message: messages.genericError });
  }
}

/**
 * Uploads a workshop report (multipart, field `file`). The JSON API client cannot send a form, so this call
 * repeats its rules: the CSRF token from the cookie (or a fresh one) in the header with one retry when the server
 * refuses an old token, and one retry after a 401. The access token lives minutes while the form may take
 * longer; any call through the client refreshes the session (one refresh shared by all callers, signing out
 * when it fails). 415 and 413 become the German notices of the form.
 */
export async function uploadReport(file: File): Promise<ReportUpload> {
  let response = await sendWithCsrf(file);
  if (response.status === 401 && api.hasSession()) {
    const refreshed = await api.get('/user/me').then(
      () => true,
      () => false,
    );
    if (refreshed) response = await sendWithCsrf(file);
  }
  if (response.status === 415) {
    throw new ApiError({
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: journeyAdminMessages.reportNotPdf,
    });
  }
  if (response.status === 413) {
    throw new ApiError({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: journeyAdminMessages.reportTooLarge,
    });
  }
  if (!response.ok) throw await ApiError.fromResponse(response);
  return workshopReportUploadSchema.parse(await response.json());
}
