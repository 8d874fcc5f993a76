import { z } from 'zod';

export { ErrorCode, errorMessages } from './error-codes';

export const fieldErrorSchema = z.object({
  /** Dotted path of the field, e.g. "organization.name". */
  path: z.string(),
  code: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

/** The one shape of every error the API answers. */
export const apiErrorSchema = z.object({
  status: z.number().int(),
  code: z.string(),
  message: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

/** The refusals of a call (api/contract.ts), each with the one error shape above. */
export const refusals = <const S extends readonly number[]>(...statuses: S) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as {
    [K in S[number]]: typeof apiErrorSchema;
  };
