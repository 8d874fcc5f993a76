/*
 * The programme office's view of the mails the mail server has not taken yet, and sending one again
 * (docs/decisions/063-mail-outbox.md).
 */
export { UndeliveredMailsScreen } from './undelivered-mails-screen';
