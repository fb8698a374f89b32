import { MONITORING_OFF, PublicConfig, parseErrorReportingDsn } from './config';

describe('parseErrorReportingDsn', () => {
  it('finds the key, the project and the envelope address of a DSN', () => {
    expect(parseErrorReportingDsn('https://abc123@o42.ingest.example.io/4501')).toEqual({
      publicKey: 'abc123',
      projectId: '4501',
      origin: 'https://o42.ingest.example.io',
      envelopeUrl: 'https://o42.ingest.example.io/api/4501/envelope/',
    });
  });

  it('keeps a port and a path prefix before /api/', () => {
    expect(parseErrorReportingDsn('http://dev@localhost:8000/api/dev-monitoring/1')).toEqual({
      publicKey: 'dev',
      projectId: '1',
      origin: 'http://localhost:8000',
      envelopeUrl: 'http://localhost:8000/api/dev-monitoring/api/1/envelope/',
    });
  });

  it.each([
    ['no key', 'https://ingest.example.io/42'],
    ['no project', 'https://key@ingest.example.io/'],
    ['not http', 'ftp://key@ingest.example.io/42'],
    ['a query', 'https://key@ingest.example.io/42?x=1'],
    ['not a URL', 'local'],
    ['empty', ''],
  ])('refuses a DSN with %s', (_case, dsn) => {
    expect(parseErrorReportingDsn(dsn)).toBeNull();
  });
});

describe('PublicConfig', () => {
  const base = {
    apiBaseUrl: '',
    environment: 'test',
    flags: {
      ENABLE_LOGIN: true,
      ENABLE_PATIENT_LOGIN: true,
      ENABLE_REGISTRATION: true,
      ENABLE_DASHBOARD: true,
      SHOW_COMING_SOON: false,
    },
    estimatedLaunch: 'Q4 2025',
    allowRemoteOverrides: false,
  };

  it('accepts a config from a server that says nothing about monitoring', () => {
    expect(PublicConfig.parse(base).monitoring).toBeUndefined();
  });

  it('reads the monitoring part, off by default', () => {
    expect(PublicConfig.parse({ ...base, monitoring: MONITORING_OFF }).monitoring).toEqual(MONITORING_OFF);
    expect(() =>
      PublicConfig.parse({
        ...base,
        monitoring: { ...MONITORING_OFF, flags: { authenticatedMonitoring: 'yes' } },
      }),
    ).toThrow();
  });
});
