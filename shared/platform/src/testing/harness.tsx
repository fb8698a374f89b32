import { ALL_ON_FLAGS, ESTIMATED_LAUNCH, type PublicConfig } from '@clinio/contracts';
import { useCallback, useMemo, useState, type ComponentType } from 'react';
import {
  DEFAULT_BRANDING,
  NO_EXTENSIONS,
  NO_FEATURES,
  type NavigateFunction,
  type RemoteLocation,
  type RemoteProps,
} from '../contract';
import { RemoteRoot } from '../define-mfe';
import { createEventBus } from '../event-bus';
import { createQueryClient } from '../screen-kit/query-client';
import { createMockApi } from './mock-api';

export const TEST_CONFIG: PublicConfig = {
  apiBaseUrl: '',
  environment: 'test',
  flags: ALL_ON_FLAGS,
  estimatedLaunch: ESTIMATED_LAUNCH,
  allowRemoteOverrides: false,
};

function locationOf(path: string, key: string): RemoteLocation {
  const url = new URL(path, 'http://harness.local');
  return { pathname: url.pathname, search: url.search, hash: url.hash, state: null, key };
}

/** Contract props with safe defaults: a signed-out visitor, no features, default branding. */
export function createTestRemoteProps(overrides: Partial<RemoteProps> = {}): RemoteProps {
  return {
    basePath: '/',
    location: locationOf('/', 'initial'),
    navigate: () => undefined,
    api: createMockApi(),
    bus: createEventBus().scoped('test'),
    auth: { status: 'signed-out', user: null, tenantId: null, clinicId: null, branchId: null },
    logout: () => Promise.resolve(),
    session: { touch: () => undefined },
    features: NO_FEATURES,
    tenant: { branding: DEFAULT_BRANDING },
    config: TEST_CONFIG,
    extensions: NO_EXTENSIONS,
    // A fresh cache per harness, so each test sees its own answers.
    queryClient: createQueryClient(),
    ...overrides,
  };
}

export interface RemoteHarnessProps {
  App: ComponentType;
  initialPath?: string;
  props?: Partial<Omit<RemoteProps, 'location' | 'navigate'>>;
  /** Sees every navigation, e.g. to assert where a link leads. */
  onNavigate?: (path: string) => void;
}

/**
 * Runs a remote's App the way the shell does (same providers, same router), with the shell's URL
 * kept in memory. Used by each remote's tests and by its standalone development page.
 */
export function RemoteHarness({ App, initialPath = '/', props, onNavigate }: RemoteHarnessProps) {
  const [history, setHistory] = useState(() => ({ entries: [locationOf(initialPath, 'initial')], index: 0 }));
  const navigate = useCallback(
    (to: string | number, options?: { replace?: boolean }) => {
      if (typeof to === 'number') {
        setHistory(({ entries, index }) => ({
          entries,
          index: Math.min(Math.max(index + to, 0), entries.length - 1),
        }));
        return;
      }
      const next = locationOf(to, `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`);
      onNavigate?.(next.pathname + next.search + next.hash);
      setHistory(({ entries, index }) => {
        const kept = entries.slice(0, index + 1);
        if (options?.replace) kept[kept.length - 1] = next;
        else kept.push(next);
        return { entries: kept, index: kept.length - 1 };
      });
    },
    [onNavigate],
  ) as NavigateFunction;
  // One cache for the harness's life, even when the caller passes new props on each render.
  const [queryClient] = useState(() => createQueryClient());
  const base = useMemo(() => createTestRemoteProps({ queryClient, ...props }), [props, queryClient]);
  const location = history.entries[history.index] ?? locationOf(initialPath, 'initial');
  return <RemoteRoot {...base} location={location} navigate={navigate} App={App} />;
}

/** A promise the test settles by hand, to look at a pending state before the answer arrives. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
