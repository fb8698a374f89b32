import type { ExtensionSlot, ExtensionSlotProps } from '@clinio/contracts';
import { Button, PageSpinner, useT } from '@clinio/design-system';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ExtensionFiller, MountedExtension } from './contract';
import { platformCatalog } from './platform-catalog';
import { useRemote } from './remote-context';

/** The fillers of a slot this remote hosts, in their declared order (empty outside the shell). */
export function useExtensionFillers(slot: ExtensionSlot): readonly ExtensionFiller[] {
  return useRemote().extensions.fillers(slot);
}

export interface ExtensionOutletProps<S extends ExtensionSlot> {
  filler: ExtensionFiller & { slot: S };
  slotProps: ExtensionSlotProps[S];
}

type OutletState = 'loading' | 'mounted' | 'failed';

/**
 * One filler of a slot, contained like a remote area: a spinner while it loads, and when it cannot
 * be loaded or crashes, its own message with 'Try again' while the host and the other fillers go on.
 */
export function ExtensionOutlet<S extends ExtensionSlot>({ filler, slotProps }: ExtensionOutletProps<S>) {
  const t = useT(platformCatalog);
  const { extensions } = useRemote();
  const element = useRef<HTMLDivElement>(null);
  const mounted = useRef<MountedExtension | null>(null);
  // The filler's last update, still running or settled: single-spa refuses to unmount a parcel
  // while it updates (its error #6), so an unmount waits for it (a quick tab switch by keyboard).
  const settled = useRef<Promise<unknown>>(Promise.resolve());
  const latestProps = useRef<unknown>(slotProps);
  const latestFiller = useRef(filler);
  // A host may hand a new but equal filler object on every render: only another filler remounts.
  const fillerKey = `${filler.remote}${filler.module.slice(1)}@${filler.slot}`;
  const [state, setState] = useState<OutletState>('loading');
  const [attempt, setAttempt] = useState(0);

  useLayoutEffect(() => {
    latestProps.current = slotProps;
    latestFiller.current = filler;
  });

  useEffect(() => {
    let cancelled = false;
    const host = element.current;
    if (host === null) return undefined;
    const current = latestFiller.current;
    extensions
      .mount(current, host, latestProps.current)
      .then((extension) => {
        if (cancelled) {
          void extension.unmount();
          return;
        }
        mounted.current = extension;
        setState('mounted');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error(`[extension] ${current.remote}${current.module.slice(1)} failed`, error);
        setState('failed');
      });
    return () => {
      cancelled = true;
      const extension = mounted.current;
      mounted.current = null;
      if (extension) void settled.current.then(() => extension.unmount()).catch(() => undefined);
    };
  }, [extensions, fillerKey, attempt]);

  useEffect(() => {
    const extension = mounted.current;
    if (state !== 'mounted' || extension === null) return;
    settled.current = settled.current.then(() => extension.update(slotProps)).catch(() => undefined);
  }, [slotProps, state]);

  return (
    <div style={{ position: 'relative' }} data-extension={`${filler.remote}${filler.module.slice(1)}`}>
      {state === 'loading' ? (
        <PageSpinner fullPage={false} label={t('platform.extension.loading', { title: filler.title })} />
      ) : null}
      {state === 'failed' ? (
        <div role="alert" style={{ padding: '1.5rem 0', textAlign: 'center' }}>
          <p style={{ marginBottom: '0.75rem' }}>{t('platform.extension.failed', { title: filler.title })}</p>
          <Button
            size="sm"
            onClick={() => {
              setState('loading');
              setAttempt((value) => value + 1);
            }}
          >
            {t('platform.extension.retry')}
          </Button>
        </div>
      ) : null}
      <div ref={element} hidden={state !== 'mounted'} />
    </div>
  );
}
