import { z } from 'zod';
import { contract } from './contract';
import { refusals } from './errors';

/**
 * The programme office's view of the promised mails the mail server has not taken (docs/decisions/063-mail-outbox.md):
 * waiting for their next try, or refused for good; each can be sent again.
 */
const tags = ['admin-mail'] as const;

export const undeliveredMailSchema = z.object({
  _id: z.uuid(),
  recipient: z.string(),
  subject: z.string(),
  /** Tries so far. */
  attempts: z.number().int(),
  /** The mail server's last answer, or the connection's error. */
  lastError: z.string().nullable(),
  createdAt: z.iso.datetime(),
  /** waiting: tried again at `nextAttemptAt`; failed: refused for good (5xx), tried again only when sent again. */
  state: z.enum(['waiting', 'failed']),
  nextAttemptAt: z.iso.datetime().nullable(),
  /**
   * For an invitation's mail, the organisation that invites: the subject names none, and it is whom the office
   * clarifies the address with. Null for other mails.
   */
  invitedBy: z.object({ _id: z.uuid(), name: z.string() }).nullable(),
});
export type UndeliveredMail = z.infer<typeof undeliveredMailSchema>;

/** The newest this many are listed; `total` counts them all. */
export const UNDELIVERED_MAILS_SHOWN = 100;

export const mailDeliveryContracts = {
  undelivered: contract({
    method: 'GET',
    path: '/admin/mails/undelivered',
    operationId: 'listUndeliveredMails',
    tags,
    summary: 'Mails the mail server has not taken yet, newest first (platform admins)',
    description:
      'Platform admins. The mails of decisions and actions not delivered: waiting for their next try or refused ' +
      `for good, with their tries and last error; the newest ${UNDELIVERED_MAILS_SHOWN}, and how many there are.`,
    responses: {
      200: z.object({ total: z.number().int(), docs: z.array(undeliveredMailSchema) }),
      ...refusals(401, 403),
    },
  }),
  resend: contract({
    method: 'POST',
    path: '/admin/mails/:id/resend',
    operationId: 'resendMail',
    tags,
    summary: 'Send a mail that was not delivered again, now (platform admins)',
    description:
      'Platform admins. Tries the mail at once, a refused one too; answers whether the mail server took it and, ' +
      'if not, its answer and whether it refused it for good (else the mail waits for its next try). 404 for a ' +
      'mail that is not waiting or failed.',
    params: z.strictObject({ id: z.uuid() }),
    responses: {
      200: z.object({
        sent: z.boolean(),
        /** Refused for good again: no further tries. */
        failed: z.boolean(),
        lastError: z.string().nullable(),
      }),
      ...refusals(401, 403, 404),
    },
  }),
};
