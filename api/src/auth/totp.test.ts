import { base32Decode, base32Encode, hotp, newRecoveryCodes, verifyTotp } from './totp';

// RFC 6238 appendix B test secret ("12345678901234567890", SHA-1) and its published values.
const RFC_SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('TOTP (RFC 6238)', () => {
  it('matches the RFC test vectors', () => {
    expect(hotp(RFC_SECRET, Math.floor(59 / 30))).toBe('287082');
    expect(hotp(RFC_SECRET, Math.floor(1111111109 / 30))).toBe('081804');
    expect(hotp(RFC_SECRET, Math.floor(1234567890 / 30))).toBe('005924');
    expect(hotp(RFC_SECRET, Math.floor(2000000000 / 30))).toBe('279037');
  });

  it('round-trips base32', () => {
    const bytes = Buffer.from([0, 1, 2, 250, 251, 255, 17]);
    expect(base32Decode(base32Encode(bytes))).toEqual(bytes);
  });

  it('accepts a step of drift either way, and each step only once', () => {
    const nowMs = 1_700_000_000_000;
    const step = Math.floor(nowMs / 30_000);
    expect(verifyTotp(RFC_SECRET, hotp(RFC_SECRET, step), { nowMs })).toEqual({ ok: true, step });
    expect(verifyTotp(RFC_SECRET, hotp(RFC_SECRET, step - 1), { nowMs })).toEqual({
      ok: true,
      step: step - 1,
    });
    expect(verifyTotp(RFC_SECRET, hotp(RFC_SECRET, step - 2), { nowMs })).toEqual({ ok: false });
    expect(verifyTotp(RFC_SECRET, hotp(RFC_SECRET, step), { nowMs, lastUsedStep: step })).toEqual({
      ok: false,
    });
    expect(verifyTotp(RFC_SECRET, '12345', { nowMs })).toEqual({ ok: false });
  });

  it('makes distinct recovery codes', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}$/);
  });
});
