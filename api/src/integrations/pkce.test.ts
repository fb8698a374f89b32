import { keysFromSecret } from '../security/secrets';
import { codeChallengeOf, isCodeVerifier, newCodeVerifier, newState, stateHash } from './pkce';
import { openToken, sealToken } from './tokens';

/** PKCE, the state and the sealing of tokens (ADR 055). */

it("computes RFC 7636's S256 challenge (its appendix B example)", () => {
  expect(codeChallengeOf('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
    'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
  );
});

it('makes verifiers and states of 256 random bits, never twice the same', () => {
  const verifiers = new Set(Array.from({ length: 100 }, newCodeVerifier));
  expect(verifiers.size).toBe(100);
  for (const verifier of verifiers) expect(isCodeVerifier(verifier)).toBe(true);
  expect(newState()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(stateHash('abc')).toMatch(/^[0-9a-f]{64}$/);
  expect(isCodeVerifier('short')).toBe(false);
});

it('seals tokens so that the row holds no token, and refuses another key or another purpose', () => {
  const { encryption } = keysFromSecret('s'.repeat(48));
  const sealed = sealToken(encryption, 'ya29.secret-token');
  expect(sealed).not.toContain('secret');
  expect(sealed).not.toBe(sealToken(encryption, 'ya29.secret-token'));
  expect(openToken(encryption, sealed)).toBe('ya29.secret-token');
  expect(() => openToken(keysFromSecret('t'.repeat(48)).encryption, sealed)).toThrow();
});
