import { certificateMessages, ErrorCode } from '@cert/domain';
import { HttpError } from '../../lib/http-error';

/** 404 for a code that names no certificate (or is no code at all), with a German message saying so. */
export const certificateNotFound = () => new HttpError(404, ErrorCode.NotFound, certificateMessages.notFound);
