import { z } from 'zod';
import { messages } from '../messages';
import { textSchema } from '../text';
import { userSchema } from './user';

export const emailSchema = z
  .string({ error: messages.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, { error: messages.invalidEmail })
  .pipe(z.email({ error: messages.invalidEmail }));

export const magicLinkRequestSchema = z.strictObject({
  email: emailSchema,
  /** Where to go after sign-in; the server keeps it only if it is a same-site relative path. */
  callbackUrl: textSchema().max(2000).optional(),
});
export type MagicLinkRequest = z.input<typeof magicLinkRequestSchema>;

export const verifyRequestSchema = z.strictObject({
  token: textSchema().min(1).max(200),
  /**
   * The person confirmed the sign-in shown by the preview: needed when the link is opened in a browser that did not
   * ask for it or that is signed in as someone else (docs/security.md 46).
   */
  confirm: z.literal(true).optional(),
});

export const signInPreviewRequestSchema = z.strictObject({
  token: textSchema().min(1).max(200),
});

/** Who a sign-in link would sign in, and who is signed in in this browser now; nothing is spent. */
export const signInPreviewSchema = z.object({
  email: z.string(),
  signedInAs: z.string().nullable(),
  /** Whether this browser asked for the link (then only someone else being signed in here makes it ask). */
  requestedHere: z.boolean(),
});
export type SignInPreview = z.infer<typeof signInPreviewSchema>;

export const verifyResponseSchema = z.object({
  user: userSchema,
  callbackUrl: z.string().nullable(),
});
export type VerifyResponse = z.infer<typeof verifyResponseSchema>;

export { CSRF_COOKIE, CSRF_HEADER, SESSION_HINT_COOKIE } from './auth-paths';
