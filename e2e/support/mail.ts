import { MAIL_SINK_URL } from './env';

export type SinkMessage = { to: string[]; from: string; subject: string; text: string; links: string[] };

export async function messagesTo(email: string): Promise<SinkMessage[]> {
  const res = await fetch(`${MAIL_SINK_URL}/messages?to=${encodeURIComponent(email)}`);
  if (!res.ok) throw new Error(`SMTP sink answered ${res.status}`);
  return (await res.json()) as SinkMessage[];
}

/**
 * Waits for a sign-in mail to the address beyond the first `seenBefore` mails and returns its link.
 * Pass the count from before the request so an older link is never taken.
 */
export async function waitForSignInLink(
  email: string,
  seenBefore: number,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    // The newest sign-in link among the mails since: an administrator also gets notices of new tasks (ADR 039).
    const link = (await messagesTo(email))
      .slice(seenBefore)
      .flatMap((message) => message.links)
      .findLast((href) => href.includes('/login/redirect?token='));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No sign-in mail reached ${email} within ${timeoutMs} ms`);
    // The sink answers on loopback in a millisecond: a short interval costs nothing and saves a wait per sign-in.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
