import contract from '../contract.json';
import { CONTRACT_VERSION, MFE_MODULE_MARKER, checkMfeModule, isContractCompatible } from './contract';

const noop = () => Promise.resolve();

function candidate(overrides: Record<string, unknown> = {}) {
  return {
    kind: MFE_MODULE_MARKER,
    name: 'patients',
    version: '2.3.4',
    contractVersion: CONTRACT_VERSION,
    bootstrap: noop,
    mount: noop,
    unmount: noop,
    ...overrides,
  };
}

it('publishes the version written in contract.json and the type marker', () => {
  expect(CONTRACT_VERSION).toBe(contract.contractVersion);
  expect(CONTRACT_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  expect(MFE_MODULE_MARKER).toBe('clinio.mfe');
});

describe('isContractCompatible(remote, shell)', () => {
  it.each([
    ['1.0.0', '1.0.0', true],
    ['1.0.0', '1.3.0', true],
    ['1.2.9', '1.3.0', true],
    ['1.3.0', '1.3.0', true],
    ['1.3.5', '1.3.0', true],
    ['1.4.0', '1.3.0', false],
    ['2.0.0', '1.3.0', false],
    ['0.9.0', '1.3.0', false],
    ['1.0.0-beta.1', '1.0.0', true],
    ['1.0', '1.0.0', false],
    ['latest', '1.0.0', false],
    ['1.0.0', 'nonsense', false],
  ])('remote %s in shell %s: %s', (remote, shell, expected) => {
    expect(isContractCompatible(remote, shell)).toBe(expected);
  });

  it("defaults to the shell's own contract version", () => {
    expect(isContractCompatible(CONTRACT_VERSION)).toBe(true);
    const [major = 0] = CONTRACT_VERSION.split('.').map(Number);
    expect(isContractCompatible(`${major + 1}.0.0`)).toBe(false);
  });
});

describe('checkMfeModule', () => {
  it('accepts a well-formed module, given directly or as a default export', () => {
    const mfe = candidate();
    expect(checkMfeModule(mfe, 'patients')).toEqual({ ok: true, module: mfe });
    expect(checkMfeModule({ default: mfe }, 'patients')).toEqual({ ok: true, module: mfe });
  });

  it.each([
    ['nothing', undefined, 'the exposed module is not an object'],
    ['a function', () => null, 'the exposed module is not an object'],
    ['a default export that is null', { default: null }, 'the exposed module is not an object'],
    ['an object without the marker', candidate({ kind: 'something.else' }), 'the type marker is missing'],
    ['another remote', candidate({ name: 'billing' }), 'it names itself "billing"'],
    [
      'an incompatible contract',
      candidate({ contractVersion: '99.0.0' }),
      `contract 99.0.0 is not compatible with ${CONTRACT_VERSION}`,
    ],
    [
      'a missing contract version',
      candidate({ contractVersion: undefined }),
      `contract undefined is not compatible with ${CONTRACT_VERSION}`,
    ],
    ['no bootstrap', candidate({ bootstrap: undefined }), 'the bootstrap lifecycle is missing'],
    ['no mount', candidate({ mount: 'mount' }), 'the mount lifecycle is missing'],
    ['no unmount', candidate({ unmount: null }), 'the unmount lifecycle is missing'],
  ])('refuses %s, saying why', (_what, value: unknown, reason) => {
    expect(checkMfeModule(value, 'patients')).toEqual({ ok: false, reason });
  });
});
