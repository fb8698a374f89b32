import type { PublicConfig, Registry } from '@clinio/contracts';
import type { ApiClient, AuthSnapshot, FeatureAccess, ShellEventBus, TenantBranding } from '@clinio/platform';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/** Everything the shell owns and lends to its screens and to the remotes. */
export interface ShellServices {
  config: PublicConfig;
  registry: Registry;
  api: ApiClient;
  /** The client that sends the system administrator's token (the /system-admin area). */
  systemApi: ApiClient;
  bus: ShellEventBus;
  auth: AuthSnapshot;
  logout: () => Promise<void>;
  features: FeatureAccess;
  branding: TenantBranding;
  /** The cache of reads made with `api`, lent to the remotes (contract 1.1). */
  queryClient: QueryClient;
  /** The cache of reads made with `systemApi`. */
  systemQueryClient: QueryClient;
}

export const ShellContext = createContext<ShellServices | null>(null);

export function useShell(): ShellServices {
  const services = useContext(ShellContext);
  if (services === null) throw new Error('useShell must be used within a ShellContext.Provider');
  return services;
}
