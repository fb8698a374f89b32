import { UNKNOWN_MESSAGE } from '@clinio/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import { ApiError, type ApiClient } from '../api-client';

/** Whether a failed read is worth one more try: the server was not reached or failed itself. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

/**
 * The page's one cache of server reads. The shell creates it and hands it to every remote in the
 * contract props; it clears it on sign-out, so nothing read for one person is shown to the next.
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failures, error) => retry && failures < 1 && isTransient(error),
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
