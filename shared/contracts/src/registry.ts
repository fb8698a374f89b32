import { z } from 'zod';
import { AreaDeclaration } from './areas';

/**
 * Names of the remotes the product plans (architecture.md). The registry is not limited to them:
 * a remote made with `pnpm new:remote` is served as soon as it is published.
 */
export const REMOTE_NAMES = [
  'marketing',
  'appointments',
  'patients',
  'forms',
  'billing',
  'messaging',
  'admin',
] as const;
/** A remote's name: its federation container, its folder in the store, `mfe-<name>` as a package. */
export const RemoteName = z
  .string()
  .regex(/^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/, 'must be lower-case letters and digits, words joined by -')
  .max(40);
export type RemoteName = z.infer<typeof RemoteName>;

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
export const SemverString = z.string().regex(SEMVER, 'must be a semantic version such as 1.2.3');

/**
 * Names a remote imports from the shell's tree-shaken shared packages (e.g. which Chakra
 * components): the shell refuses a remote that needs a name it does not provide.
 */
export const SharedRequirements = z.record(z.string(), z.array(z.string()));
export type SharedRequirements = z.infer<typeof SharedRequirements>;

/**
 * The version range of every shared singleton (react, Chakra…) and `@clinio/*` package a remote
 * was built against, e.g. `{ "@clinio/platform": "^1.1.0" }`: the shell refuses, before loading
 * it, a remote whose ranges its own versions do not satisfy.
 */
export const SharedVersions = z.record(z.string(), z.string().regex(/^\^\d+\.\d+\.\d+$/));
export type SharedVersions = z.infer<typeof SharedVersions>;

/** One remote as the shell sees it: where its manifest is, what it needs and what it declares. */
export const RegistryEntry = AreaDeclaration.extend({
  name: RemoteName,
  version: SemverString,
  manifestUrl: z.string().min(1),
  contractVersion: SemverString,
  requires: SharedRequirements.default({}),
  shared: SharedVersions.default({}),
});
export type RegistryEntry = z.infer<typeof RegistryEntry>;

/** The registry's outer shape, for readers that check each entry on its own. */
export const RegistryEnvelope = z.object({ schemaVersion: z.literal(1), remotes: z.array(z.unknown()) });

export const Registry = z.object({
  schemaVersion: z.literal(1),
  remotes: z.array(RegistryEntry),
});
export type Registry = z.infer<typeof Registry>;

/** What a remote's build writes beside its files (release.json). */
export const ReleaseInfo = z.object({
  name: RemoteName,
  version: SemverString,
  packageName: z.string(),
  contractVersion: SemverString,
  exposedModule: z.literal('./mfe'),
  manifest: z.string().min(1),
  requires: SharedRequirements.default({}),
  shared: SharedVersions.default({}),
  area: AreaDeclaration,
});
export type ReleaseInfo = z.infer<typeof ReleaseInfo>;

function parseSemver(version: string): [number, number, number] | null {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** Does `version` satisfy a caret range (`^1.2.3`: at least 1.2.3, below 2.0.0; `^0.y.z` per semver)? */
export function satisfiesCaret(version: string, range: string): boolean {
  const have = parseSemver(version);
  const want = parseSemver(range.replace(/^\^/, ''));
  if (!have || !want) return false;
  const [major, minor] = want;
  if (major > 0 && have[0] !== major) return false;
  if (major === 0 && (have[0] !== 0 || (minor > 0 && have[1] !== minor))) return false;
  for (let index = 0; index < 3; index += 1) {
    const difference = (have[index] ?? 0) - (want[index] ?? 0);
    if (difference !== 0) return difference > 0;
  }
  return true;
}

/**
 * What a remote needs of the shared packages that the running shell does not have, as sentences
 * (`@clinio/platform ^1.2.0, the shell has 1.1.0`). A package the shell does not share at all is
 * named too: the remote would have no copy of it.
 */
export function unmetSharedVersions(
  needed: SharedVersions,
  provided: Readonly<Record<string, string>>,
): string[] {
  return Object.entries(needed)
    .filter(([name, range]) => {
      const have = provided[name];
      return have === undefined || !satisfiesCaret(have, range);
    })
    .map(([name, range]) => `${name} ${range}, the shell has ${provided[name] ?? 'none'}`);
}
