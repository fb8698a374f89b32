import { SignJWT, errors, jwtVerify } from 'jose';

/** Who a token is for. Each audience is accepted only by its own routes (quality bars 4–5). */
export type Audience = 'staff' | 'patient' | 'system';

export interface AccessClaims {
  aud: Audience;
  /** The user, patient login or system administrator. */
  sub: string;
  /** The session row checked on every request. */
  sid: string;
  /** Staff only: the tenant; a token cannot choose another (it is signed). */
  tid: string | null;
  /**
   * Staff only: the role and its permissions when the token was issued, so a route refuses a
   * lower role before reading the body. The session check re-reads them from the database.
   */
  role?: string;
  perms?: string[];
  exp: number;
}

const ISSUER = 'clinio';
const ALGORITHM = 'HS256';
const TOKEN_TYPE = 'at+jwt';

export async function signAccessToken(
  key: Uint8Array,
  claims: Omit<AccessClaims, 'exp'>,
  ttlSeconds: number,
): Promise<{ token: string; expiresIn: number }> {
  const token = await new SignJWT({
    sid: claims.sid,
    ...(claims.tid ? { tid: claims.tid } : {}),
    ...(claims.role !== undefined ? { role: claims.role } : {}),
    ...(claims.perms !== undefined ? { perms: claims.perms } : {}),
  })
    .setProtectedHeader({ alg: ALGORITHM, typ: TOKEN_TYPE })
    .setIssuer(ISSUER)
    .setAudience(claims.aud)
    .setSubject(claims.sub)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(key);
  return { token, expiresIn: ttlSeconds };
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; reason: 'expired' | 'invalid' };

/**
 * Tokens already verified with a key, until they expire (ADR 027). A client sends the same token
 * with every request for its lifetime, and verifying its signature (WebCrypto, a job off the main
 * thread) was the largest cost of an authenticated request after the SQL. Only tokens that passed
 * every check are kept; the session behind a token is still checked on every request, so a
 * revoked session ends access at once. Bounded: the oldest entries leave first.
 */
const VERIFIED_MAX = 10_000;
const verified = new WeakMap<Uint8Array, Map<string, AccessClaims>>();

function cachedClaims(key: Uint8Array, token: string): VerifyResult | null {
  const cache = verified.get(key);
  const claims = cache?.get(token);
  if (!cache || !claims) return null;
  if (claims.exp * 1000 > Date.now()) return { ok: true, claims };
  cache.delete(token);
  return { ok: false, reason: 'expired' };
}

function remember(key: Uint8Array, token: string, claims: AccessClaims): void {
  let cache = verified.get(key);
  if (!cache) {
    cache = new Map();
    verified.set(key, cache);
  }
  if (cache.size >= VERIFIED_MAX) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(token, claims);
}

/**
 * Signature, algorithm allow-list (HS256 only: `alg: none` and key confusion are refused), issuer,
 * type, expiry. The audience is returned for the caller to match against the route.
 */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<VerifyResult> {
  const cached = cachedClaims(key, token);
  if (cached) return cached;
  const result = await verifySignedToken(key, token);
  if (result.ok) remember(key, token, result.claims);
  return result;
}

async function verifySignedToken(key: Uint8Array, token: string): Promise<VerifyResult> {
  try {
    const { payload, protectedHeader } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      typ: TOKEN_TYPE,
      audience: ['staff', 'patient', 'system'],
    });
    const aud = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
    if (protectedHeader.alg !== ALGORITHM) return { ok: false, reason: 'invalid' };
    if (aud !== 'staff' && aud !== 'patient' && aud !== 'system') return { ok: false, reason: 'invalid' };
    if (
      typeof payload.sub !== 'string' ||
      typeof payload.sid !== 'string' ||
      typeof payload.exp !== 'number'
    ) {
      return { ok: false, reason: 'invalid' };
    }
    const tid = typeof payload.tid === 'string' ? payload.tid : null;
    if (aud === 'staff' && tid === null) return { ok: false, reason: 'invalid' };
    const role = typeof payload.role === 'string' ? payload.role : undefined;
    const perms = Array.isArray(payload.perms)
      ? payload.perms.filter((item): item is string => typeof item === 'string')
      : undefined;
    return {
      ok: true,
      claims: {
        aud,
        sub: payload.sub,
        sid: payload.sid,
        tid,
        exp: payload.exp,
        ...(role !== undefined ? { role } : {}),
        ...(perms !== undefined ? { perms } : {}),
      },
    };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}
