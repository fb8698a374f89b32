import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { writeAtomically } from '../storage/write-atomically';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent along, e.g. an appointment's `.ics` (text content). */
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Extra headers, e.g. List-Unsubscribe (RFC 8058) on messaging's e-mails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
  /** Where messages go, for the start-up log (never the SMTP password). */
  describe(): string;
}

/** Real SMTP (SMTP_URL, e.g. smtp://user:pass@mail.example:587). */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const host = new URL(options.url).host;
  // nodemailer is loaded with the first message, not at start (issue 20, bar 26).
  let transport: Promise<Transporter> | undefined;
  return {
    async send(message) {
      transport ??= import('nodemailer').then(({ default: nodemailer }) =>
        // Each wait well inside the e-mail job's 60 s claim: a mail server that stalls fails the
        // attempt (retried) before the claim expires and another process sends it a second time.
        // Options in the URL's query still win.
        nodemailer.createTransport({
          url: options.url,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        }),
      );
      await (await transport).sendMail({ from: options.from, ...message });
    },
    describe: () => `SMTP ${host}`,
  };
}

/**
 * No SMTP configured: each message is written to DATA_DIR/outbox as JSON (to, subject, text,
 * html), newest last by file name, so a developer can open the links it contains.
 */
export function createOutboxMailer(options: { dir: string; from: string }): Mailer {
  return {
    async send(message) {
      await mkdir(options.dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.json`;
      const body = { from: options.from, sentAt: new Date().toISOString(), ...message };
      await writeAtomically(path.join(options.dir, name), `${JSON.stringify(body, null, 2)}\n`);
    },
    describe: () => `development outbox ${options.dir}`,
  };
}
