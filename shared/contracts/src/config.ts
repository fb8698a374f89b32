import { z } from 'zod';

/** The spec's launch flags, as the browser reads them at run time. */
export const LAUNCH_FLAG_NAMES = [
  'ENABLE_LOGIN',
  'ENABLE_PATIENT_LOGIN',
  'ENABLE_REGISTRATION',
  'ENABLE_DASHBOARD',
  'SHOW_COMING_SOON',
] as const;
export type LaunchFlagName = (typeof LAUNCH_FLAG_NAMES)[number];

export const LaunchFlags = z.object({
  ENABLE_LOGIN: z.boolean(),
  ENABLE_PATIENT_LOGIN: z.boolean(),
  ENABLE_REGISTRATION: z.boolean(),
  ENABLE_DASHBOARD: z.boolean(),
  SHOW_COMING_SOON: z.boolean(),
});
export type LaunchFlags = z.infer<typeof LaunchFlags>;

/** Spec section 1 and 9: before launch, every way in is closed and the coming-soon page is on. */
export const PRELAUNCH_FLAGS: LaunchFlags = {
  ENABLE_LOGIN: false,
  ENABLE_PATIENT_LOGIN: false,
  ENABLE_REGISTRATION: false,
  ENABLE_DASHBOARD: false,
  SHOW_COMING_SOON: true,
};

/** Everything on: what the README's start command runs with. */
export const ALL_ON_FLAGS: LaunchFlags = {
  ENABLE_LOGIN: true,
  ENABLE_PATIENT_LOGIN: true,
  ENABLE_REGISTRATION: true,
  ENABLE_DASHBOARD: true,
  SHOW_COMING_SOON: true,
};

export const ESTIMATED_LAUNCH = 'Q4 2025';

/** What the server tells the browser at start-up: one build serves every environment. */
export const PublicConfig = z.object({
  apiBaseUrl: z.string(),
  environment: z.string(),
  flags: LaunchFlags,
  estimatedLaunch: z.string(),
  /** Lets a developer point one remote at a local dev server (never on in production). */
  allowRemoteOverrides: z.boolean(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;
