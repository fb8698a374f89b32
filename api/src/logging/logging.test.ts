import { Writable } from 'node:stream';
import { createTestApp } from '../test/test-app';
import { redactForLog, redactUrl } from './logger-options';

describe('redactUrl', () => {
  it('keeps paths and harmless query values, hides everything else', () => {
    expect(redactUrl('/api/patients/?search=Jane%20Doe&limit=20&_t=1')).toBe(
      '/api/patients/?search=[redacted]&limit=20&_t=1',
    );
    expect(redactUrl('/healthz')).toBe('/healthz');
    expect(redactUrl('/api/staff-invitations/Jz8w2mX0_qLr3VbN9tYc4dEa7fGh1iKl')).toBe(
      '/api/staff-invitations/[redacted]',
    );
    expect(redactUrl('/api/staff/3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/profile-picture')).toBe(
      '/api/staff/3f1b2c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d/profile-picture',
    );
  });
});

describe('request logs (quality bar 15)', () => {
  it('carry request ids but no credentials, cookies or patient fields', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const ctx = await createTestApp({ env: { LOG_LEVEL: 'info' }, logger: { stream } });
    ctx.server.log.info(
      { patient: { first_name: 'Jane', email: 'jane@example.org', phone_number: '5551234567' } },
      'probe',
    );
    await ctx.server.inject({
      method: 'POST',
      url: '/api/coming-soon/signup?email=jane@example.org',
      headers: {
        authorization: 'Bearer secret-token-123',
        cookie: 'refresh_token=abc123',
        'x-request-id': 'req-log-test-0001',
      },
      payload: { email: 'jane@example.org', source: 'landing' },
    });
    await ctx.close();
    const output = lines.join('');
    expect(output).toContain('req-log-test-0001');
    for (const secret of ['secret-token-123', 'abc123', 'jane@example.org', 'Jane', '5551234567']) {
      expect(output).not.toContain(secret);
    }
  });
});

describe('redactForLog', () => {
  it('hides sensitive keys at any depth, whatever their case, and leaves the rest', () => {
    expect(
      redactForLog({
        tenant: 't1',
        Patient: { First_Name: 'Jane', visits: [{ notes: 'private', at: '2026-01-01' }] },
        headers: { Authorization: 'Bearer x' },
      }),
    ).toEqual({
      tenant: 't1',
      Patient: { First_Name: '[redacted]', visits: [{ notes: '[redacted]', at: '2026-01-01' }] },
      headers: { Authorization: '[redacted]' },
    });
  });
});
