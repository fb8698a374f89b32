import { RegistryEntry, type RemoteName } from '@clinio/contracts';
import { CONTRACT_VERSION, MFE_MODULE_MARKER } from '@clinio/platform';
import { loadRemote, registerRemotes } from '@module-federation/runtime';
import { IncompatibleRemoteError, RemoteUnavailableError, loadMfe, refusalReason } from './federation';

jest.mock('@module-federation/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
}));

const mockedLoadRemote = jest.mocked(loadRemote);
const mockedRegisterRemotes = jest.mocked(registerRemotes);

/**
 * federation.ts remembers which remotes it registered, for the life of the page. Tests that look
 * at registration use a remote no other test loads.
 */
function entry(overrides: Partial<Record<keyof RegistryEntry, unknown>> = {}): RegistryEntry {
  const name = (overrides.name ?? 'patients') as RemoteName;
  return RegistryEntry.parse({
    name,
    version: '1.2.0',
    manifestUrl: `/mfe/${name}/1.2.0/mf-manifest.json`,
    contractVersion: CONTRACT_VERSION,
    routes: [`/dashboard/${name}/*`],
    ...overrides,
  });
}

function mfeModule(overrides: Record<string, unknown> = {}, name: RemoteName = 'patients') {
  return {
    kind: MFE_MODULE_MARKER,
    name,
    version: '1.2.0',
    contractVersion: CONTRACT_VERSION,
    bootstrap: () => Promise.resolve(),
    mount: () => Promise.resolve(),
    unmount: () => Promise.resolve(),
    ...overrides,
  };
}

const noSleep = () => jest.fn((_ms: number) => Promise.resolve());

beforeEach(() => {
  mockedLoadRemote.mockReset();
  mockedRegisterRemotes.mockReset();
});

it("registers the remote's manifest and returns its checked ./mfe module", async () => {
  const exposed = mfeModule({}, 'forms');
  mockedLoadRemote.mockResolvedValue({ default: exposed });

  await expect(loadMfe(entry({ name: 'forms' }))).resolves.toBe(exposed);
  expect(mockedRegisterRemotes).toHaveBeenCalledWith(
    [{ name: 'forms', entry: '/mfe/forms/1.2.0/mf-manifest.json' }],
    { force: false },
  );
  expect(mockedLoadRemote).toHaveBeenCalledWith('forms/mfe');
});

describe('refusalReason: what the shell checks before fetching a byte of a release', () => {
  const provided = {
    versions: { react: '19.3.1', '@clinio/platform': '1.1.0', '@clinio/contracts': '1.1.0' },
    surfaces: { '@chakra-ui/react': ['Box', 'Button'] },
  };

  it('accepts a release built against what this shell provides, or older', () => {
    const built = entry({ shared: { react: '^19.3.0', '@clinio/platform': '^1.0.0' }, requires: {} });
    expect(refusalReason(built, provided)).toBeNull();
  });

  it('refuses a release built against a newer shared package, naming it', () => {
    const newer = entry({ shared: { react: '^19.3.0', '@clinio/platform': '^1.2.0' } });
    expect(refusalReason(newer, provided)).toBe(
      'it was built against shared packages this shell lacks (@clinio/platform ^1.2.0, the shell has 1.1.0)',
    );
  });

  it('refuses a release that needs a shared package the shell does not share at all', () => {
    expect(refusalReason(entry({ shared: { '@tanstack/react-query': '^5.0.0' } }), provided)).toContain(
      '@tanstack/react-query ^5.0.0, the shell has none',
    );
  });

  it('still refuses shared names missing from the tree-shaken surfaces', () => {
    const needsDialog = entry({ requires: { '@chakra-ui/react': ['Box', 'Dialog'] } });
    expect(refusalReason(needsDialog, provided)).toBe(
      'it needs shared exports this shell lacks (@chakra-ui/react: Dialog)',
    );
  });
});

it('refuses a release built against newer shared packages at once, without fetching or retrying', async () => {
  const sleep = jest.fn(() => Promise.resolve());
  const newer = entry({ name: 'billing', shared: { '@clinio/platform': '^99.0.0' } });
  await expect(loadMfe(newer, { sleep })).rejects.toBeInstanceOf(IncompatibleRemoteError);
  expect(mockedRegisterRemotes).not.toHaveBeenCalled();
  expect(mockedLoadRemote).not.toHaveBeenCalled();
  expect(sleep).not.toHaveBeenCalled();
});

it('checks the contract before loading anything', async () => {
  const loading = loadMfe(entry({ contractVersion: '9.0.0' }));
  await expect(loading).rejects.toBeInstanceOf(IncompatibleRemoteError);
  await expect(loading).rejects.toThrow('Remote "patients" refused: contract 9.0.0 is not supported');
  expect(mockedRegisterRemotes).not.toHaveBeenCalled();
  expect(mockedLoadRemote).not.toHaveBeenCalled();
});

it('retries a failed load after each pause, registering afresh, and succeeds', async () => {
  const exposed = mfeModule({}, 'billing');
  mockedLoadRemote
    .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
    .mockRejectedValueOnce(new Error('ScriptExternalLoadError'))
    .mockResolvedValueOnce(exposed);
  const sleep = noSleep();

  await expect(loadMfe(entry({ name: 'billing' }), { sleep })).resolves.toBe(exposed);
  expect(sleep.mock.calls).toEqual([[500], [1500]]);
  expect(mockedLoadRemote).toHaveBeenCalledTimes(3);
  // After a failure the runtime's cached entry script is dropped.
  expect(mockedRegisterRemotes.mock.calls.map(([, options]) => options)).toEqual([
    { force: false },
    { force: true },
    { force: true },
  ]);
});

it('gives up after the bounded number of attempts, without a pause after the last', async () => {
  mockedLoadRemote.mockRejectedValue(new Error('net::ERR_CONNECTION_REFUSED'));
  const sleep = noSleep();

  const loading = loadMfe(entry(), { sleep, retryDelaysMs: [10, 20, 30] });
  await expect(loading).rejects.toBeInstanceOf(RemoteUnavailableError);
  await expect(loading).rejects.toThrow('Remote "patients" could not be loaded: net::ERR_CONNECTION_REFUSED');
  expect(mockedLoadRemote).toHaveBeenCalledTimes(4);
  expect(sleep.mock.calls).toEqual([[10], [20], [30]]);
});

it('tries once when told not to retry', async () => {
  mockedLoadRemote.mockRejectedValue('offline');
  const sleep = noSleep();
  await expect(loadMfe(entry(), { sleep, retryDelaysMs: [] })).rejects.toThrow(
    'Remote "patients" could not be loaded: offline',
  );
  expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  expect(sleep).not.toHaveBeenCalled();
});

it.each([
  ['without the type marker', { kind: 'something' }, 'the type marker is missing'],
  ['naming another remote', { name: 'billing' }, 'it names itself "billing"'],
  ['built for another contract', { contractVersion: '2.0.0' }, 'is not compatible'],
  ['without a mount lifecycle', { mount: undefined }, 'the mount lifecycle is missing'],
])('refuses a module %s, at once and without retrying', async (_what, overrides, reason) => {
  mockedLoadRemote.mockResolvedValue(mfeModule(overrides));
  const sleep = noSleep();

  const loading = loadMfe(entry(), { sleep });
  await expect(loading).rejects.toBeInstanceOf(IncompatibleRemoteError);
  await expect(loading).rejects.toThrow(reason);
  expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  expect(sleep).not.toHaveBeenCalled();
});

it('registers once per manifest, and again when the registry points elsewhere', async () => {
  mockedLoadRemote.mockResolvedValue(mfeModule({}, 'messaging'));

  await loadMfe(entry({ name: 'messaging' }));
  await loadMfe(entry({ name: 'messaging' }));
  expect(mockedRegisterRemotes).toHaveBeenCalledTimes(1);

  await loadMfe(entry({ name: 'messaging', manifestUrl: '/mfe/messaging/1.3.0/mf-manifest.json' }));
  expect(mockedRegisterRemotes).toHaveBeenCalledTimes(2);
  expect(mockedRegisterRemotes).toHaveBeenLastCalledWith(
    [{ name: 'messaging', entry: '/mfe/messaging/1.3.0/mf-manifest.json' }],
    { force: true },
  );
});

it('pauses with real timers by default', async () => {
  jest.useFakeTimers();
  try {
    mockedLoadRemote.mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(mfeModule());
    let done = false;
    const loading = loadMfe(entry()).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await loading;
    expect(done).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});
