// The async boundary: shared singletons are negotiated before any of them is imported.
import('./bootstrap').catch((error: unknown) => {
  console.error('Application Error', error);
});
