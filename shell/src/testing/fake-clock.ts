import { act } from '@testing-library/react';

/** 10 January 2026, 09:00 UTC: the tests' "now". */
export const NOW = Date.UTC(2026, 0, 10, 9, 0, 0);

/** Fake timers (and Date) from NOW; promises and React's own scheduling stay real. */
export function useFakeClock(): void {
  jest.useFakeTimers({ now: NOW, doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
}

/** Moves the clock on inside act(), letting every promise the timers start settle. */
export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** Lets pending calls and renders finish without moving the clock. */
export const settle = (): Promise<void> => advance(0);
