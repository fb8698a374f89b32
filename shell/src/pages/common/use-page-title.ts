import { PRODUCT_NAME } from '@clinio/contracts';
import { useEffect } from 'react';
import { useT } from '@clinio/design-system';
import { shellCatalog } from '../../shell-catalog';

/** The browser tab reads '{page} — Clinio'. */
export function usePageTitle(title: string) {
  const t = useT(shellCatalog);
  const text = t('page.title', { title, product: PRODUCT_NAME });
  useEffect(() => {
    document.title = text;
  }, [text]);
}
