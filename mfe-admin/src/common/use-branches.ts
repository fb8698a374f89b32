import { useApiData } from './use-api-data';

export interface BranchRef {
  id: string;
  name: string;
}

/** The tenant's branches the user can see, from the profile (GET /api/me answers `branches`). */
export function useBranches() {
  const { data, error, isLoading, reload } = useApiData<{ branches: BranchRef[] }>('/api/me');
  return { branches: data?.branches ?? [], error, isLoading, reload };
}
