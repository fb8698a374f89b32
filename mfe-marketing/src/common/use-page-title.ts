import { PRODUCT_NAME } from '@clinio/contracts';
import { useEffect } from 'react';

/** The browser tab reads '{page} — Clinio'; the landing page passes its own full title. */
export function usePageTitle(title: string, { isFullTitle = false }: { isFullTitle?: boolean } = {}) {
  useEffect(() => {
    document.title = isFullTitle ? title : `${title} — ${PRODUCT_NAME}`;
  }, [title, isFullTitle]);
}
