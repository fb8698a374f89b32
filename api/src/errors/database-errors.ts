/** PostgreSQL error classes and socket errors that mean "the database cannot serve right now". */
const UNAVAILABLE_SQLSTATE_PREFIXES = ['08', '53', '57P'];
const UNAVAILABLE_NODE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGES = [
  'timeout exceeded when trying to connect',
  'Connection terminated',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNAVAILABLE_NODE_CODES.has(code)) return true;
    if (
      /^[0-9A-Z]{5}$/.test(code) &&
      UNAVAILABLE_SQLSTATE_PREFIXES.some((prefix) => code.startsWith(prefix))
    ) {
      return true;
    }
  }
  return typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text));
}
