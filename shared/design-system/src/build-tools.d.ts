/** Types of the build package's surface scanner (plain JavaScript), for system.test.ts. */
declare module '@clinio/build/shared-surfaces' {
  export function scanSharedImports(dirs: readonly string[]): Promise<Record<string, Set<string>>>;
  export function workspaceSourceDirs(repositoryRoot: string): Promise<string[]>;
}
