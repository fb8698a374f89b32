import { ALL_ON_FLAGS, PRELAUNCH_FLAGS, type PublicConfig } from '@clinio/contracts';
import { FALLBACK_CONFIG, loadBootData } from './load-boot-data';

const CONFIG: PublicConfig = {
  apiBaseUrl: 'https://api.clinic.example',
  environment: 'staging',
  flags: ALL_ON_FLAGS,
  estimatedLaunch: 'Q1 2026',
  allowRemoteOverrides: false,
};

const REGISTRY = {
  schemaVersion: 1,
  remotes: [
    {
      name: 'marketing',
      version: '1.4.0',
      manifestUrl: '/mfe/marketing/1.4.0/mf-manifest.json',
      contractVersion: '1.0.0',
      routes: ['/', '/about-us'],
    },
  ],
};

type Answer = { status: number; body: unknown } | { fails: Error } | { badJson: true };

/** A fetch that answers per URL and records what was asked, as fetch would. */
function fakeFetch(answers: Record<string, Answer>) {
  const requests: { url: string; init: RequestInit | undefined }[] = [];
  const fetcher = jest.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = input instanceof URL ? input.href : typeof input === 'string' ? input : input.url;
    requests.push({ url, init });
    const answer = answers[url];
    if (answer === undefined || 'fails' in answer) {
      return Promise.reject(answer?.fails ?? new TypeError('Failed to fetch'));
    }
    if ('badJson' in answer) {
      return Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.reject(new SyntaxError('Unexpected token <')),
      } as Response);
    }
    return Promise.resolve({
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: () => Promise.resolve(answer.body),
    } as Response);
  });
  return { fetcher: fetcher as typeof fetch, requests };
}

it('reads the config and the registry, with no problems', async () => {
  const { fetcher, requests } = fakeFetch({
    '/api/public-config': { status: 200, body: CONFIG },
    '/mfe/registry.json': { status: 200, body: REGISTRY },
  });
  const boot = await loadBootData(fetcher);

  expect(boot.config).toEqual(CONFIG);
  expect(boot.registry.remotes.map((remote) => [remote.name, remote.version])).toEqual([
    ['marketing', '1.4.0'],
  ]);
  expect(boot.problems).toEqual([]);
  for (const { init } of requests) {
    expect(init).toMatchObject({ headers: { Accept: 'application/json' }, cache: 'no-store' });
  }
});

it('asks for both at once, not one after the other', async () => {
  const pending: ((response: Response) => void)[] = [];
  const fetcher = jest.fn(
    () =>
      new Promise<Response>((resolve) => {
        pending.push(resolve);
      }),
  );
  const loading = loadBootData(fetcher as typeof fetch);
  await Promise.resolve();
  expect(fetcher).toHaveBeenCalledTimes(2);

  for (const resolve of pending)
    resolve({ ok: false, status: 503, json: () => Promise.resolve({}) } as Response);
  await loading;
});

it('starts closed (pre-launch flags) when the config cannot be read, and says why', async () => {
  const { fetcher } = fakeFetch({
    '/api/public-config': { status: 500, body: { detail: 'boom' } },
    '/mfe/registry.json': { status: 200, body: REGISTRY },
  });
  const boot = await loadBootData(fetcher);

  expect(boot.config).toEqual(FALLBACK_CONFIG);
  expect(boot.config.flags).toEqual(PRELAUNCH_FLAGS);
  expect(boot.config.apiBaseUrl).toBe('http://localhost:8000');
  expect(boot.config.estimatedLaunch).toBe('Q4 2025');
  expect(boot.config.allowRemoteOverrides).toBe(false);
  expect(boot.registry.remotes).toHaveLength(1);
  expect(boot.problems).toEqual(['config: Error: /api/public-config answered 500']);
});

it.each<[string, Answer]>([
  ['a network failure', { fails: new TypeError('Failed to fetch') }],
  ['a body that is not JSON', { badJson: true }],
  ['a config of the wrong shape', { status: 200, body: { ...CONFIG, flags: { ENABLE_LOGIN: 'yes' } } }],
])('falls back on %s of the config', async (_what, answer) => {
  const { fetcher } = fakeFetch({
    '/api/public-config': answer,
    '/mfe/registry.json': { status: 200, body: REGISTRY },
  });
  const boot = await loadBootData(fetcher);
  expect(boot.config).toEqual(FALLBACK_CONFIG);
  expect(boot.problems).toHaveLength(1);
  expect(boot.problems[0]).toMatch(/^config: /);
});

it.each<[string, Answer]>([
  ['a 404', { status: 404, body: {} }],
  ['a network failure', { fails: new TypeError('Failed to fetch') }],
  ['an unknown schema version', { status: 200, body: { ...REGISTRY, schemaVersion: 2 } }],
])('falls back to an empty registry on %s', async (_what, answer) => {
  const { fetcher } = fakeFetch({
    '/api/public-config': { status: 200, body: CONFIG },
    '/mfe/registry.json': answer,
  });
  const boot = await loadBootData(fetcher);
  expect(boot.registry).toEqual({ schemaVersion: 1, remotes: [] });
  expect(boot.config).toEqual(CONFIG);
  expect(boot.problems).toHaveLength(1);
  expect(boot.problems[0]).toMatch(/^registry: /);
});

it('drops a bad entry and keeps the others', async () => {
  const { fetcher } = fakeFetch({
    '/api/public-config': { status: 200, body: CONFIG },
    '/mfe/registry.json': {
      status: 200,
      body: { ...REGISTRY, remotes: [{ name: 'forms' }, ...REGISTRY.remotes] },
    },
  });
  const boot = await loadBootData(fetcher);
  expect(boot.registry.remotes).toHaveLength(REGISTRY.remotes.length);
  expect(boot.problems).toEqual([expect.stringMatching(/^registry entry 0 ignored: /)]);
});

it('never throws, even when fetch itself throws, and reports both problems', async () => {
  const fetcher = jest.fn(() => {
    throw new TypeError('fetch is not a function');
  });
  const boot = await loadBootData(fetcher as typeof fetch);
  expect(boot.config).toEqual(FALLBACK_CONFIG);
  expect(boot.registry.remotes).toEqual([]);
  expect(boot.problems).toHaveLength(2);
});
