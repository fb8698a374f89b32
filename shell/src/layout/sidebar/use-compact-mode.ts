import { useCallback, useState } from 'react';

/** Where the full sidebar's icon-only choice is kept (logout clears it with the rest). */
export const COMPACT_SIDEBAR_KEY = 'sidebarCompact';

function readCompact(): boolean {
  try {
    return localStorage.getItem(COMPACT_SIDEBAR_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Spec 2.5's compact icon-only mode, remembered across reloads. */
export function useCompactMode(): { compact: boolean; toggleCompact: () => void } {
  const [compact, setCompact] = useState(readCompact);
  const toggleCompact = useCallback(() => {
    const next = !compact;
    setCompact(next);
    try {
      localStorage.setItem(COMPACT_SIDEBAR_KEY, String(next));
    } catch {
      // Not kept: the choice still holds until the page reloads.
    }
  }, [compact]);
  return { compact, toggleCompact };
}
