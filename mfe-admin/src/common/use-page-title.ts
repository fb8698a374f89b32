import { PRODUCT_NAME } from '@clinio/contracts';
import { useEffect } from 'react';

/** The browser tab reads '{page} — Clinio'. */
export function usePageTitle(title: string) {
  useEffect(() => {
    document.title = `${title} — ${PRODUCT_NAME}`;
  }, [title]);
}
