import { FRAME_ID } from './prerender/frame-id';

// The async boundary: shared singletons are negotiated before any of them is imported.
const start = () =>
  import('./bootstrap').catch((error: unknown) => {
    console.error('Application Error', error);
  });

// A pre-rendered page (ADR 067) paints its frame first: the boot waits for the next frame, so its
// scripts (already fetched through the preload hints) never run before that paint.
if (document.getElementById(FRAME_ID) !== null && document.visibilityState === 'visible') {
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
} else {
  void start();
}
