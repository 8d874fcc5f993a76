import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header; the transport makes one when none is given. */
  messageId?: string;
};

export interface Mailer {
  /** 'outbox': nothing leaves the machine; mails are .eml files under dataDir/outbox (development). */
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  close(): void;
}

function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/** SMTP when SMTP_URL is set, else the outbox folder, so a fresh start can sign in without a mail server. */
export function createMailer(
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailReplyTo' | 'dataDir'>,
): Mailer {
  // The sender is a no-reply address; a reply reaches the programme office instead (Reply-To), where it has one.
  const sender = { from: config.mailFrom, ...(config.mailReplyTo ? { replyTo: config.mailReplyTo } : {}) };
  return config.smtpUrl
    ? smtpMailer(config.smtpUrl, sender)
    : outboxMailer(outboxDir(config.dataDir), sender);
}

type Sender = { from: string; replyTo?: string };

type Nodemailer = (typeof import('nodemailer'))['default'];

let nodemailer: Promise<Nodemailer> | undefined;

/**
 * A transport made on the first mail: nodemailer is imported then, not at start (B9, bench/README.md), once per
 * process. close() closes it once it exists.
 */
function transportOnFirstSend<T extends Transporter<unknown>>(create: (mailer: Nodemailer) => T) {
  let transport: Promise<T> | undefined;
  return {
    get(): Promise<T> {
      nodemailer ??= import('nodemailer').then((module) => module.default);
      transport ??= nodemailer.then(create);
      return transport;
    },
    close(): void {
      transport?.then(
        (made) => made.close(),
        () => {},
      );
    },
  };
}

function smtpMailer(url: string, sender: Sender): Mailer {
  // Bounded waits: a hanging mail server must not hold sign-in requests for minutes.
  const transport = transportOnFirstSend((mailer) =>
    mailer.createTransport({
      url,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    }),
  );
  return {
    kind: 'smtp',
    async send(message) {
      await (await transport.get()).sendMail({ ...sender, ...message });
    },
    close: () => transport.close(),
  };
}

let outboxSequence = 0;

function outboxMailer(dir: string, sender: Sender): Mailer {
  const transport = transportOnFirstSend((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    kind: 'outbox',
    async send(message) {
      const info = await (await transport.get()).sendMail({ ...sender, ...message });
      if (!Buffer.isBuffer(info.message)) throw new Error('Outbox transport did not return a buffer');
      await mkdir(dir, { recursive: true });
      // Sortable by name: time, then a per-process sequence for mails within the same millisecond.
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const sequence = String(++outboxSequence).padStart(6, '0');
      const name = `${stamp}-${sequence}-${randomBytes(4).toString('hex')}.eml`;
      await writeFile(path.join(dir, name), info.message, { mode: 0o600 });
    },
    close: () => transport.close(),
  };
}
