export interface PrebundleOptions {
  /** Where the bundles go, inside the node_modules of a package that resolves their externals. */
  dir: string;
  platform: 'node' | 'browser';
  bundles: Record<string, { contents: string; resolveDir: string; external: string[] }>;
  /** Small files (name -> source), e.g. a subpath taken from a bundle. */
  shims?: Record<string, string>;
  /** Folders whose change rebuilds the bundles (the lockfile always does). */
  watch?: string[];
}
export function prebundle(options: PrebundleOptions): Promise<void>;
export function browserPrebundle(): Promise<void>;
export const browserBundleMap: Record<string, string>;
export const repositoryRoot: string;
