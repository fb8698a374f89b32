/**
 * Sentry's envelope format: a JSON header line, then items, each a JSON header line and a payload.
 * A payload whose header gives `length` is exactly that many bytes; otherwise it runs to the next
 * newline. Only JSON payloads are accepted here: the shell sends events and nothing else.
 */
export interface EnvelopeItem {
  header: { type: string; [key: string]: unknown };
  payload: unknown;
}

export interface Envelope {
  header: Record<string, unknown>;
  items: EnvelopeItem[];
}

const NEWLINE = 0x0a;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(bytes: Buffer): unknown {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** The bytes up to the next newline (or the end), and where reading goes on. */
function readLine(body: Buffer, start: number): { line: Buffer; next: number } {
  const end = body.indexOf(NEWLINE, start);
  return end === -1
    ? { line: body.subarray(start), next: body.length }
    : { line: body.subarray(start, end), next: end + 1 };
}

/** The envelope, or null when it is not one (bad JSON, a missing type, a wrong length). */
export function parseEnvelope(body: Buffer): Envelope | null {
  const first = readLine(body, 0);
  const header = parseJson(first.line);
  if (!isRecord(header)) return null;
  const items: EnvelopeItem[] = [];
  let at = first.next;
  while (at < body.length) {
    const headerLine = readLine(body, at);
    // A trailing newline after the last payload is allowed.
    if (headerLine.line.length === 0 && headerLine.next >= body.length) break;
    const itemHeader = parseJson(headerLine.line);
    if (!isRecord(itemHeader) || typeof itemHeader.type !== 'string') return null;
    let payloadBytes: Buffer;
    if (itemHeader.length === undefined) {
      const payloadLine = readLine(body, headerLine.next);
      payloadBytes = payloadLine.line;
      at = payloadLine.next;
    } else {
      const length = itemHeader.length;
      if (typeof length !== 'number' || !Number.isInteger(length) || length < 0) return null;
      if (headerLine.next + length > body.length) return null;
      payloadBytes = body.subarray(headerLine.next, headerLine.next + length);
      at = headerLine.next + length;
      if (at < body.length) {
        if (body[at] !== NEWLINE) return null;
        at += 1;
      }
    }
    const payload = parseJson(payloadBytes);
    if (payload === undefined) return null;
    items.push({ header: { ...itemHeader, type: itemHeader.type }, payload });
  }
  return { header, items };
}
