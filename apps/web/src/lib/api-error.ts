import type { FieldError } from '@cert/domain';
import { messages } from '@cert/domain/messages';

/** Every failed API call surfaces as this error, carrying the API's one error shape. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: FieldError[] | undefined;

  constructor(shape: { status: number; code: string; message: string; fields?: FieldError[] | undefined }) {
    super(shape.message);
    this.name = 'ApiError';
    this.status = shape.status;
    this.code = shape.code;
    this.fields = shape.fields;
  }

  /** Builds the error from a non-2xx response, tolerating bodies that are not the API's shape (proxies, 502 pages). */
  static async fromResponse(response: Response): Promise<ApiError> {
    // Loaded here, not up front: the schema brings zod, which no public page needs for its first paint.
    const { apiErrorSchema, ErrorCode } = await import('@cert/domain');
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      body = undefined;
    }
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) return new ApiError({ ...parsed.data, status: response.status });
    return new ApiError({
      status: response.status,
      code: response.status >= 500 ? ErrorCode.Internal : 'UNKNOWN',
      message: messages.genericError,
    });
  }
}

/** Status 0: the request never got an answer (offline, DNS, connection reset). */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * For a delete: one that finds nothing to delete (another tab, a colleague came first) has done what was asked, and
 * the caller's success path (its caches) follows. Any other error is passed on.
 */
export function doneIfNotFound(error: unknown): void {
  if (!isApiError(error) || error.status !== 404) throw error;
}

/**
 * The German text to show for an error. Messages of 4xx answers come from the API and are written for users;
 * anything else (5xx, network, programming errors) gets the generic notice so that no internals leak.
 */
export function userMessageOf(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return messages.genericError;
}
