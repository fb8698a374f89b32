declare const __SHELL_VERSION__: string;
/** Names each tree-shaken shared package provides (shared/build/src/shared-surfaces.js). */
declare const __SHARED_SURFACES__: Record<string, string[]>;
/** Version of each shared package this shell provides (react, @clinio/platform, …). */
declare const __SHARED_VERSIONS__: Record<string, string>;
