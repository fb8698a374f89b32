import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as it arrived over SMTP: the envelope, the raw source and its decoded parts. */
export interface ReceivedMail {
  from: string | null;
  to: string[];
  raw: string;
  subject: string;
  text: string;
  html: string;
}

export interface FakeSmtp {
  /** For SMTP_URL: plain SMTP on loopback, no TLS, no authentication. */
  url: string;
  messages: ReceivedMail[];
  /** The first message that matches, waiting for it to arrive. */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a free loopback port for tests: the app sends through nodemailer as it
 * would in production, and the test reads what arrived.
 */
export async function startFakeSmtp(options: { port?: number } = {}): Promise<FakeSmtp> {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const { mailFrom, rcptTo } = session.envelope;
        messages.push({
          from: mailFrom === false ? null : mailFrom.address,
          to: rcptTo.map((address) => address.address),
          raw,
          ...decodeMail(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    messages,
    async waitFor(match, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(match);
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no matching e-mail within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(resolve)),
  };
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

/** Header names lower-cased, folded lines joined; the body after the first blank line. */
function splitPart(source: string): Part {
  const normalised = source.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = end === -1 ? normalised : normalised.slice(0, end);
  const body = end === -1 ? '' : normalised.slice(end + 2);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?Q?...?=`, `=?UTF-8?B?...?=`) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeBody(part: Part): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s/g, ''), 'base64').toString('utf8');
  return part.body;
}

/** The plain and HTML bodies of a message, walking multipart containers. */
function collect(part: Part, found: { text: string; html: string }): void {
  const type = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];
  if (type.startsWith('multipart/') && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const section of sections) {
      if (section.startsWith('--')) break;
      collect(splitPart(section.replace(/^\r?\n/, '')), found);
    }
    return;
  }
  if (type.startsWith('text/html')) found.html ||= decodeBody(part);
  else if (type.startsWith('text/plain')) found.text ||= decodeBody(part);
}

export function decodeMail(raw: string): { subject: string; text: string; html: string } {
  const top = splitPart(raw);
  const found = { text: '', html: '' };
  collect(top, found);
  return {
    subject: decodeHeader(top.headers.get('subject') ?? ''),
    text: found.text.trim(),
    html: found.html.trim(),
  };
}
