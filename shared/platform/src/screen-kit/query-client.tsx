import { UNKNOWN_MESSAGE } from '@clinio/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { ApiClient } from '../api-client';

/**
 * The page's one cache of server reads. The shell creates it and hands it to every remote in the
 * contract props; it clears it on sign-out, so nothing read for one person is shown to the next.
 * No automatic retries: a failed read shows the server's sentence with "Try again" at once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        // Screens hold health data: show what was read, but read it again on every visit.
        staleTime: 0,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

const ApiContext = createContext<ApiClient | null>(null);

/** The API client of the screen kit's hooks (the shell's, or the one a remote was handed). */
export function useApiClient(): ApiClient {
  const api = useContext(ApiContext);
  if (api === null) throw new Error('useApiClient must be used within a ScreenKitProvider');
  return api;
}

/** What the kit's hooks read: the API client and the page's query cache. */
export function ScreenKitProvider({
  api,
  queryClient,
  children,
}: {
  api: ApiClient;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiContext.Provider value={api}>{children}</ApiContext.Provider>
    </QueryClientProvider>
  );
}

/** Spec 8: what to show for a failed call: the server's detail (the client already picked it). */
export function messageOfError(error: unknown): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : UNKNOWN_MESSAGE;
}
