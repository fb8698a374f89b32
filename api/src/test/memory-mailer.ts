import type { EmailMessage, Mailer } from '../email/mailer';

/** A mailer for tests that keeps every message; `linkIn` pulls the first app link out of one. */
export function createMemoryMailer(): Mailer & {
  sent: EmailMessage[];
  last(to: string): EmailMessage | undefined;
} {
  const sent: EmailMessage[] = [];
  return {
    sent,
    send(message) {
      sent.push(message);
      return Promise.resolve();
    },
    describe: () => 'memory',
    last: (to) => [...sent].reverse().find((message) => message.to.toLowerCase() === to.toLowerCase()),
  };
}

/** The token of the first link to `path` in an e-mail's text. */
export function tokenFromEmail(message: EmailMessage | undefined, path: string): string {
  const match = new RegExp(`${path.replace(/[/?]/g, '\\$&')}\\?token=([A-Za-z0-9_-]+)`).exec(
    message?.text ?? '',
  );
  if (!match?.[1]) throw new Error(`no ${path} link in the e-mail`);
  return match[1];
}
