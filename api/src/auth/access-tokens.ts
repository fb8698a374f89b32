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
 * Signature, algorithm allow-list (HS256 only: `alg: none` and key confusion are refused), issuer,
 * type, expiry. The audience is returned for the caller to match against the route.
 */
export async function verifyAccessToken(key: Uint8Array, token: string): Promise<VerifyResult> {
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
