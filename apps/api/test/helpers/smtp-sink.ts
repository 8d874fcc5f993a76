import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

export type SmtpSink = {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  /** Every mail received, in order. */
  received: ReceivedMail[];
  /** Recipients this server refuses (550), as a mail server that will not take a mail does; none by default. */
  refuse: (address: string) => boolean;
  /** Every recipient refused, in order. */
  refused: string[];
  close(): Promise<void>;
};

/**
 * A real SMTP server on a free loopback port that accepts every mail unless `refuse` names its recipient;
 * `onMail` sees each mail as it arrives.
 */
export async function startSmtpSink(
  onMail?: (mail: ReceivedMail) => void,
  /** The port to listen on (a server that comes back after an outage); a free one by default. */
  port = 0,
): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refused: string[] = [];
  const sink = { refuse: (_address: string) => false };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (!sink.refuse(address.address)) return callback();
      refused.push(address.address);
      return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        received.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    refused,
    get refuse() {
      return sink.refuse;
    },
    set refuse(predicate) {
      sink.refuse = predicate;
    },
    close: () =>
      new Promise<void>((resolve) => (server.server.listening ? server.close(() => resolve()) : resolve())),
  };
}
