import { ErrorCode, errorMessages, type FieldError } from '@cert/domain';

/** An expected failure with its status and stable code; the error handler turns it into the API error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    readonly fields?: FieldError[],
  ) {
    super(message);
  }
}

export const unauthenticated = () => new HttpError(401, ErrorCode.Unauthenticated);
export const forbidden = () => new HttpError(403, ErrorCode.Forbidden);
export const notFound = () => new HttpError(404, ErrorCode.NotFound);
