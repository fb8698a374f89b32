import type { BrandingResponse } from '@clinio/contracts';
import { useRemote } from '@clinio/platform';
import { useCallback } from 'react';

/**
 * After a save: tell the shell the colours the signed-in user now sees, those of their own
 * branch (its overrides over the clinic's), so every area recolours without a reload.
 */
export function usePublishBranding() {
  const { api, bus, auth } = useRemote();
  const ownBranchId = auth.branchId;
  return useCallback(
    async (saved: BrandingResponse) => {
      let effective: BrandingResponse | null = saved;
      if (ownBranchId !== null && saved.branch_id !== ownBranchId) {
        try {
          effective = await api.call('getBranchBranding', { params: { branchId: ownBranchId } });
        } catch {
          // The clinic's colours are the best guess; another branch's say nothing about ours.
          effective = saved.branch_id === null ? saved : null;
        }
      }
      if (effective === null) return;
      bus.publish('branding.changed', {
        primaryColor: effective.primary_color,
        secondaryColor: effective.secondary_color,
      });
    },
    [api, bus, ownBranchId],
  );
}
