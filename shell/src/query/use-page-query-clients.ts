import { createQueryClient } from '@clinio/platform';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useAuth, useSystemAdminAuth } from '../auth/auth-context';

export interface PageQueryClients {
  /** Reads made with the staff or patient token (the shell's screens and the dashboard remotes). */
  queryClient: QueryClient;
  /** Reads made with the system administrator's token (the /system-admin area). */
  systemQueryClient: QueryClient;
}

/**
 * The page's caches of server reads, one per API client, each emptied when its identity changes
 * (sign-in, sign-out, another tenant), so nothing read for one person is shown to the next.
 */
export function usePageQueryClients(): PageQueryClients {
  const [clients] = useState<PageQueryClients>(() => ({
    queryClient: createQueryClient(),
    systemQueryClient: createQueryClient(),
  }));
  const { snapshot } = useAuth();
  const system = useSystemAdminAuth();
  const staffIdentity = `${snapshot.status}:${snapshot.tenantId ?? ''}:${snapshot.user?.id ?? ''}`;
  const systemIdentity = `${system.status}:${system.admin?.id ?? ''}`;

  useEffect(() => {
    clients.queryClient.clear();
  }, [clients, staffIdentity]);
  useEffect(() => {
    clients.systemQueryClient.clear();
  }, [clients, systemIdentity]);
  return clients;
}
