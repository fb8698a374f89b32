import { cleanup, getConfig } from '@testing-library/react/pure';

/**
 * Runs `work` with React's act() environment lifted, as Testing Library's findBy queries do.
 * Remotes mount and unmount from single-spa's promise chain; inside act() React would hold that
 * rendering back until the awaited promise settles, which never happens.
 */
export function outsideAct<T>(work: () => Promise<T>): Promise<T> {
  return getConfig().asyncWrapper(work) as Promise<T>;
}

/** Unmounts what the test rendered and lets the remotes' parcels finish unmounting. */
export function cleanupRemotes(): Promise<void> {
  return outsideAct(async () => {
    cleanup();
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
}
