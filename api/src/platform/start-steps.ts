/**
 * Where a start spends its time (issue 20, quality bar 26): each step's milliseconds, from the
 * process's own start (module loading counts as the first step). `pnpm bench` reads the line the
 * server logs when it is ready.
 */
export interface StartSteps {
  /** Ends the step in progress under `name`. */
  done(name: string): void;
  /** `loading 412 ms, postgres 630 ms, …, total 2210 ms`. */
  summary(): string;
}

export function startSteps(now: () => number = () => performance.now()): StartSteps {
  const steps: [string, number][] = [];
  let last = 0;
  return {
    done(name) {
      const at = now();
      steps.push([name, at - last]);
      last = at;
    },
    summary() {
      const parts = steps.map(([name, ms]) => `${name} ${String(Math.round(ms))} ms`);
      return [...parts, `total ${String(Math.round(last))} ms`].join(', ');
    },
  };
}
