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
/** 409: stale (another write came first) or not possible in the current state, then with a message saying why. */
export const conflict = (message?: string) => new HttpError(409, ErrorCode.Conflict, message);
/** 400 when the organisation named for a new record is not one the user may act for. */
export const noActiveOrganization = () => new HttpError(400, ErrorCode.NoActiveOrganization);
