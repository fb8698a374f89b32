import { FEATURE_ACCESS_TEXT } from '@clinio/contracts';
import { showAlert } from '@clinio/design-system';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { SUBSCRIPTION_MANAGEMENT_PATH } from './sidebar-items';
import type { SidebarEntry } from './sidebar-model';

/**
 * What a click on an entry that does not simply navigate does. Spec 4.3: with an expired
 * subscription the alert shows and the user goes to subscription management; a plan lock says
 * which plan opens it. View-only and not-yet-known entries do nothing.
 */
export function useEntryAction(): (entry: SidebarEntry) => void {
  const navigate = useNavigate();
  return useCallback(
    (entry: SidebarEntry) => {
      switch (entry.state) {
        case 'expired':
          void showAlert({
            type: 'warning',
            title: 'Trial Expired',
            message: FEATURE_ACCESS_TEXT.trialExpired,
          });
          void navigate(SUBSCRIPTION_MANAGEMENT_PATH);
          return;
        case 'locked':
          void showAlert({
            type: 'info',
            title: FEATURE_ACCESS_TEXT.upgradeRequired,
            message: entry.message ?? FEATURE_ACCESS_TEXT.upgradeRequired,
          });
          return;
        case 'open':
        case 'view-only':
        case 'unavailable':
          return;
      }
    },
    [navigate],
  );
}
