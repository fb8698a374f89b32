/**
 * Work that continues after the answer is sent (e.g. forwarding a sign-up). Tracked so shutdown
 * can wait for it and tests can await it.
 */
export interface BackgroundTasks {
  run(name: string, work: () => Promise<void>): void;
  /** Resolves when every task started so far has finished. */
  drain(): Promise<void>;
}

export function createBackgroundTasks(onError: (name: string, error: unknown) => void): BackgroundTasks {
  const running = new Set<Promise<void>>();
  return {
    run(name, work) {
      const task = work()
        .catch((error: unknown) => onError(name, error))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async drain() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
