import type { RegistryEntry } from '@clinio/contracts';
import { PageSpinner } from '@clinio/design-system';
import type { MfeModule, RemoteProps } from '@clinio/platform';
import { Box } from '@chakra-ui/react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { mountRootParcel, type Parcel } from 'single-spa';
import { AreaFallback } from './area-fallback';
import { IncompatibleRemoteError, loadMfe } from './federation';

type AreaState =
  { phase: 'loading' } | { phase: 'mounted' } | { phase: 'failed'; incompatible: boolean; message: string };

export interface RemoteAreaProps {
  entry: RegistryEntry;
  props: RemoteProps;
  /** Injected by tests; the product uses the federation runtime. */
  load?: (entry: RegistryEntry) => Promise<MfeModule>;
}

/** While the area shows its fallback, it tries again on its own this often. */
export const AREA_RECOVERY_INTERVAL_MS = 15_000;

let parcelCount = 0;
/**
 * single-spa-react keeps each mount's React root under the parcel's name, so two mounts of one
 * remote (a retry, a quick return to the area) must not share a name: the late unmount of the
 * old one would otherwise tear down the root of the new one.
 */
function parcelName(remote: string): string {
  parcelCount += 1;
  return `${remote}#${parcelCount}`;
}

/**
 * Mounts one remote as a single-spa parcel in its own element. A failure stays inside this box:
 * the shell and every other area keep working.
 */
export function RemoteArea({ entry, props, load = loadMfe }: RemoteAreaProps) {
  const element = useRef<HTMLDivElement>(null);
  const parcel = useRef<Parcel<RemoteProps> | null>(null);
  const latestProps = useRef(props);
  const updates = useRef<Promise<unknown>>(Promise.resolve());
  const [state, setState] = useState<AreaState>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useLayoutEffect(() => {
    latestProps.current = props;
  });

  const retry = useCallback(() => {
    setState({ phase: 'loading' });
    setAttempt((value) => value + 1);
  }, []);

  useEffect(() => {
    let cancelled = false;
    const isCancelled = () => cancelled;
    load(entry)
      .then(async (module) => {
        const host = element.current;
        if (isCancelled() || !host) return;
        const mounted = mountRootParcel<RemoteProps>(
          { ...module, name: parcelName(entry.name) },
          { domElement: host, ...latestProps.current },
        );
        parcel.current = mounted;
        await mounted.mountPromise;
        if (!isCancelled()) setState({ phase: 'mounted' });
      })
      .catch((error: unknown) => {
        if (isCancelled()) return;
        console.error(`[shell] remote "${entry.name}" failed`, error);
        // A refusal is final for this page: monitoring hears of it once, and no retry follows.
        if (error instanceof IncompatibleRemoteError) {
          latestProps.current.bus.publish('remote.error', {
            remote: entry.name,
            message: error.message,
            errorId: `refused-${entry.name}-${entry.version}`,
          });
        }
        setState({
          phase: 'failed',
          incompatible: error instanceof IncompatibleRemoteError,
          message: error instanceof Error ? error.message : String(error),
        });
      });
    return () => {
      cancelled = true;
      const current = parcel.current;
      parcel.current = null;
      if (current) {
        void updates.current
          // A parcel whose mount failed is already dead: unmounting it only raises another error.
          .then(() => (current.getStatus() === 'SKIP_BECAUSE_BROKEN' ? undefined : current.unmount()))
          .catch((error: unknown) => {
            console.error(`[shell] remote "${entry.name}" failed to unmount`, error);
          });
      }
    };
  }, [entry, attempt, load]);

  // Every new location or auth snapshot reaches the mounted remote, in order.
  useEffect(() => {
    const current = parcel.current;
    if (state.phase !== 'mounted' || !current?.update) return;
    const update = current.update.bind(current);
    updates.current = updates.current
      .then(() => update(props))
      .catch((error: unknown) => {
        console.error(`[shell] remote "${entry.name}" update failed`, error);
      });
  }, [props, state.phase, entry.name]);

  // A remote that was down comes back without a reload.
  const canRecover = state.phase === 'failed' && !state.incompatible;
  useEffect(() => {
    if (!canRecover) return undefined;
    const timer = setInterval(retry, AREA_RECOVERY_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [canRecover, retry]);

  return (
    <Box position="relative" minHeight={state.phase === 'mounted' ? undefined : '240px'}>
      {state.phase === 'loading' ? <PageSpinner fullPage={false} /> : null}
      {state.phase === 'failed' ? (
        <AreaFallback
          area={entry.name}
          title={entry.title}
          incompatible={state.incompatible}
          onRetry={retry}
        />
      ) : null}
      <div
        ref={element}
        data-remote={entry.name}
        data-remote-version={entry.version}
        hidden={state.phase !== 'mounted'}
      />
    </Box>
  );
}
