import { createContext, useContext } from 'react';
import type { ShellFeatureAccess } from './feature-access';

export const FeatureAccessContext = createContext<ShellFeatureAccess | null>(null);

/** The signed-in staff member's feature access (spec 4.3 and 6). */
export function useFeatureAccess(): ShellFeatureAccess {
  const access = useContext(FeatureAccessContext);
  if (access === null)
    throw new Error('useFeatureAccess must be used within a FeatureAccessContext.Provider');
  return access;
}
