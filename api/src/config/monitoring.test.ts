import { contentSecurityPolicy } from '../http/security';
import { publicConfigOf } from '../public-config/public-config.routes';
import { ConfigError, loadConfig } from './config';

describe('monitoring configuration (ADR 019)', () => {
  it('is off unless configured: no service, both switches off, receiver only outside production', () => {
    const config = loadConfig({});
    expect(publicConfigOf(config).monitoring).toEqual({
      errorReporting: null,
      analytics: null,
      flags: { authenticatedMonitoring: false, patientMonitoring: false },
    });
    expect(config.monitoring.devReceiver).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production', APP_SECRET: 'p'.repeat(40) }).monitoring.devReceiver).toBe(
      false,
    );
  });

  it('passes a DSN, the analytics service and the two switches to the browser', () => {
    const config = loadConfig({
      ERROR_REPORTING_DSN: 'https://key@errors.example.io/42',
      ANALYTICS_URL: 'https://stats.example.io/',
      ANALYTICS_DOMAIN: 'clinio.example',
      MONITOR_AUTHENTICATED: 'true',
      MONITOR_PATIENTS: 'false',
    });
    expect(publicConfigOf(config).monitoring).toEqual({
      errorReporting: { dsn: 'https://key@errors.example.io/42' },
      analytics: { url: 'https://stats.example.io', domain: 'clinio.example' },
      flags: { authenticatedMonitoring: true, patientMonitoring: false },
    });
  });

  it("lets the Content-Security-Policy reach the two services, and nothing when they're off", () => {
    const on = loadConfig({
      ERROR_REPORTING_DSN: 'https://key@errors.example.io/42',
      ANALYTICS_URL: 'https://stats.example.io',
    });
    const connect = (policy: string) => policy.split('; ').find((part) => part.startsWith('connect-src'));
    expect(connect(contentSecurityPolicy(on))).toBe(
      "connect-src 'self' https://errors.example.io https://stats.example.io",
    );
    expect(connect(contentSecurityPolicy(loadConfig({})))).toBe("connect-src 'self'");
  });

  it('resolves `local` to this server, at the public address, with the analytics site its host', () => {
    const config = loadConfig({
      ERROR_REPORTING_DSN: 'local',
      ANALYTICS_URL: 'local',
      PUBLIC_APP_URL: 'https://app.clinic.example',
      NODE_ENV: 'production',
      APP_SECRET: 'p'.repeat(40),
    });
    expect(publicConfigOf(config).monitoring).toMatchObject({
      errorReporting: { dsn: 'https://local@app.clinic.example/api/dev-monitoring/1' },
      analytics: { url: 'https://app.clinic.example/api/dev-monitoring', domain: 'app.clinic.example' },
    });
    expect(config.monitoring.devReceiver).toBe(true);
  });

  it('refuses a DSN or analytics address it cannot use, naming the variable', () => {
    for (const env of [
      { ERROR_REPORTING_DSN: 'https://errors.example.io/42' },
      { ERROR_REPORTING_DSN: 'sentry' },
      { ANALYTICS_URL: 'stats.example.io' },
      { MONITOR_PATIENTS: 'maybe' },
    ]) {
      const [name] = Object.keys(env);
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(name);
    }
  });
});
