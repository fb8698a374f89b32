// `@clinio/platform/prerender`: build time only, in Node (ADR 067, 069). Never imported by code
// that runs in the browser.
export * from './frame-markup';
export * from './remote-frames';
