import { z } from 'zod';
import { api, ApiError, isApiError } from '@/lib/api-client';
import { journeyAdminMessages } from './messages';
import { type ResponseOf, workshopContracts } from '@cert/domain/contracts';
import { REPORT_MAX_BYTES, REPORT_TOO_LARGE_MESSAGE } from '@cert/domain';

type ReportUpload = ResponseOf<typeof workshopContracts.uploadReport>;

/** What the browser can tell before sending: the API checks the content itself and answers 415 or 413. */
function reportFileProblem(file: File): string | null {
  const looksLikePdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!looksLikePdf) return journeyAdminMessages.reportNotPdf;
  if (file.size > REPORT_MAX_BYTES) return REPORT_TOO_LARGE_MESSAGE;
  return null;
}

/** A chosen report file, as the forms check it before the upload: what `reportFileProblem` finds, at the field. */
export const reportFileSchema = z.instanceof(File).superRefine((file, ctx) => {
  const problem = reportFileProblem(file);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** Uploads a workshop report (multipart, field `file`); 415 and 413 become the German notices of the form. */
export async function uploadReport(file: File): Promise<ReportUpload> {
  const form = new FormData();
  form.append('file', file, file.name);
  try {
    // Multipart: the contract describes the answer, the route reads and checks the file itself.
    return await api.post<ReportUpload>(workshopContracts.uploadReport.path, form);
  } catch (error) {
    if (isApiError(error) && error.status === 415) {
      throw new ApiError({ status: 415, code: error.code, message: journeyAdminMessages.reportNotPdf });
    }
    if (isApiError(error) && error.status === 413) {
      throw new ApiError({ status: 413, code: error.code, message: REPORT_TOO_LARGE_MESSAGE });
    }
    throw error;
  }
}
