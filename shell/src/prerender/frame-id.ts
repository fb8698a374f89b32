/**
 * The element a pre-rendered frame is written in (ADR 067, 069); the shell's bootstrap takes it
 * over (`takeover.ts`). Its own module: the browser's code needs this name and nothing else of the
 * build-time rendering.
 */
export const FRAME_ID = 'prerendered';
