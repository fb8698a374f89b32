/** The payload of a JWT, without checking its signature (the browser only reads `exp`). */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const json = new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)));
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/**
 * Spec 5: expiry is judged by the `exp` claim; a malformed token counts as expired.
 * `skewSeconds` treats a token about to expire as expired, so a call never leaves with it.
 */
export function isTokenExpired(
  token: string | null | undefined,
  nowMs: number = Date.now(),
  skewSeconds = 0,
): boolean {
  if (!token) return true;
  const payload = decodeJwtPayload(token);
  const exp = payload?.exp;
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return true;
  return exp * 1000 <= nowMs + skewSeconds * 1000;
}
