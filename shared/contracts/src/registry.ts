import { z } from 'zod';

/** Names of the remotes of the platform; the registry may list any subset of them. */
export const REMOTE_NAMES = [
  'marketing',
  'appointments',
  'patients',
  'forms',
  'billing',
  'messaging',
  'admin',
] as const;
export const RemoteName = z.enum(REMOTE_NAMES);
export type RemoteName = z.infer<typeof RemoteName>;

const SEMVER = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;
export const SemverString = z.string().regex(SEMVER, 'must be a semantic version such as 1.2.3');

/**
 * Names a remote imports from the shell's tree-shaken shared packages (e.g. which Chakra
 * components): the shell refuses a remote that needs a name it does not provide.
 */
export const SharedRequirements = z.record(z.string(), z.array(z.string()));
export type SharedRequirements = z.infer<typeof SharedRequirements>;

/** One remote as the shell sees it: where its manifest is and what contract it was built for. */
export const RegistryEntry = z.object({
  name: RemoteName,
  version: SemverString,
  manifestUrl: z.string().min(1),
  contractVersion: SemverString,
  /** Optional feature key the tenant's plan must include for the area to load. */
  requiredFeature: z.string().nullable(),
  requires: SharedRequirements.default({}),
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
});
export type ReleaseInfo = z.infer<typeof ReleaseInfo>;
