import { useEndpointQuery } from '@clinio/platform';

export interface BranchRef {
  id: string;
  name: string;
}

/** The tenant's branches the user can see, from the profile (GET /api/me answers `branches`). */
export function useBranches() {
  const { data, error, isLoading, reload } = useEndpointQuery('getMe', {});
  const branches: BranchRef[] = data?.branches ?? [];
  return { branches, error, isLoading, reload };
}
