import { randomBytes } from 'node:crypto';
import { signAccessToken, verifyAccessToken } from './access-tokens';

const claims = { aud: 'staff' as const, sub: 'user-1', sid: 'session-1', tid: 'tenant-1', role: 'Doctor' };

afterEach(() => jest.useRealTimers());

describe('access tokens', () => {
  it('verifies a token once per key and answers again from memory until it expires', async () => {
    const key = randomBytes(32);
    const { token } = await signAccessToken(key, claims, 60);
    const first = await verifyAccessToken(key, token);
    expect(first).toMatchObject({ ok: true, claims: { sub: 'user-1', sid: 'session-1', tid: 'tenant-1' } });
    expect(await verifyAccessToken(key, token)).toEqual(first);
    // Another key never sees what this one verified.
    expect(await verifyAccessToken(randomBytes(32), token)).toEqual({ ok: false, reason: 'invalid' });
    jest.useFakeTimers({ now: Date.now() + 61_000, doNotFake: ['nextTick', 'setImmediate'] });
    expect(await verifyAccessToken(key, token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('never remembers a token that failed: a forged signature stays refused', async () => {
    const key = randomBytes(32);
    const { token } = await signAccessToken(key, claims, 60);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(await verifyAccessToken(key, forged)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyAccessToken(key, forged)).toEqual({ ok: false, reason: 'invalid' });
    expect(await verifyAccessToken(key, token)).toMatchObject({ ok: true });
  });
});
