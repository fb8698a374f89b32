import { ConfigError, loadConfig } from './config';

const base = { DATABASE_URL: 'postgres://owner:pw@db.internal:5432/clinio' };

describe('loadConfig', () => {
  it('has working defaults: port 8000, embedded PostgreSQL, every way in open and no coming-soon banner', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8000);
    expect(config.database.kind).toBe('embedded');
    const live = {
      ENABLE_LOGIN: true,
      ENABLE_PATIENT_LOGIN: true,
      ENABLE_REGISTRATION: true,
      ENABLE_DASHBOARD: true,
      SHOW_COMING_SOON: false,
    };
    expect(config.flags).toEqual(live);
    expect(loadConfig({ LAUNCH_MODE: 'live' }).flags).toEqual(live);
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('applies the pre-launch preset with one setting, and lets single flags override it', () => {
    expect(loadConfig({ LAUNCH_MODE: 'prelaunch' }).flags).toEqual({
      ENABLE_LOGIN: false,
      ENABLE_PATIENT_LOGIN: false,
      ENABLE_REGISTRATION: false,
      ENABLE_DASHBOARD: false,
      SHOW_COMING_SOON: true,
    });
    expect(loadConfig({ LAUNCH_MODE: 'prelaunch', ENABLE_LOGIN: 'true' }).flags.ENABLE_LOGIN).toBe(true);
    expect(loadConfig({ LAUNCH_MODE: 'prelaunch', SHOW_COMING_SOON: 'false' }).flags.SHOW_COMING_SOON).toBe(
      false,
    );
    expect(loadConfig({ SHOW_COMING_SOON: 'true' }).flags.SHOW_COMING_SOON).toBe(true);
  });

  it('uses an external PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig(base).database).toEqual({ kind: 'external', ownerUrl: base.DATABASE_URL });
  });

  it('sizes the embedded PostgreSQL memory: 64MB by default, a size such as 1GB when set', () => {
    expect(loadConfig({}).database).toMatchObject({ kind: 'embedded', sharedBuffers: '64MB' });
    expect(loadConfig({ EMBEDDED_PG_SHARED_BUFFERS: '1GB' }).database).toMatchObject({
      sharedBuffers: '1GB',
    });
    expect(() => loadConfig({ EMBEDDED_PG_SHARED_BUFFERS: 'lots' })).toThrow(/EMBEDDED_PG_SHARED_BUFFERS/);
  });

  it('refuses to start on bad values, naming every one', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        ENABLE_LOGIN: 'maybe',
        CORS_ORIGINS: 'not a url',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const variable of ['PORT', 'DATABASE_URL', 'ENABLE_LOGIN', 'CORS_ORIGINS'])
      expect(message).toContain(variable);
  });

  it('believes X-Forwarded-* only from the listed proxies, and refuses a blanket true', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'loopback',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY.*not true/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33,proxy.example' })).toThrow(
      /TRUST_PROXY.*10\.0\.0\.0\/33, proxy\.example/,
    );
  });

  it('parses CORS origins as a list', () => {
    expect(loadConfig({ CORS_ORIGINS: 'https://a.example, https://b.example' }).corsOrigins).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});
