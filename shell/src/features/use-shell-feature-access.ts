import { featureAccessSubjectOf, type UserProfile } from '@clinio/contracts';
import type { ApiClient } from '@clinio/platform';
import { useMemo } from 'react';
import { featureAccessOf, type ShellFeatureAccess } from './feature-access';
import { usePlanMatrix } from './use-plan-matrix';

/** Feature access of the signed-in staff member (none for anyone else). */
export function useShellFeatureAccess(api: ApiClient, staffProfile: UserProfile | null): ShellFeatureAccess {
  const data = usePlanMatrix(api, staffProfile !== null);
  return useMemo(
    () => featureAccessOf(staffProfile === null ? null : featureAccessSubjectOf(staffProfile), data),
    [staffProfile, data],
  );
}
